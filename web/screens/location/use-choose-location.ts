// Choosing a delivery location: SetLocation runs the geocoder and the availability check (spec 001 §4
// "Location change"); a refusal is a popup ("No zip code: popup"); on success the location joins the
// search history and the customer goes where domain/location/after-location-set.ts says.
import { useCallback, useState } from 'react';
import { routeAfterLocationSet } from '../../../domain/location/after-location-set.ts';
import { LOCATION_HISTORY_KEY, rememberLocation } from '../../../domain/location/search-history.ts';
import { type LocationChoice, setLocationCommand } from '../../../domain/location/set-location-command.ts';
import { viewSession } from '../../../domain/projections/session-view.ts';
import type { Route } from '../../../domain/routes/route-table.ts';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { goTo } from '../../shell/navigation.ts';
import { routeBeforePicker } from '../../shell/route-trail.ts';
import { useWebStore } from '../../store/store-context.tsx';

/** `cameFrom`: where the customer was when choosing (the picker: the screen it was opened from). */
export function useChooseLocation(cameFrom: () => Route | null = routeBeforePicker) {
  const dispatch = useDispatch();
  const { store, storage } = useWebStore();
  const [busy, setBusy] = useState(false);
  const choose = useCallback(
    /** Whether the location was set (a refusal is a popup). */
    async (choice: LocationChoice): Promise<boolean> => {
      setBusy(true);
      try {
        const screen = cameFrom();
        const outcome = await dispatch(setLocationCommand(choice, screen), { popup: true });
        const location = store.view(viewSession).getSnapshot().location;
        if (outcome.kind !== 'accepted' || location === null) return false;
        const { area, key } = LOCATION_HISTORY_KEY;
        storage.set(area, key, rememberLocation(storage.get(area, key), location));
        goTo(routeAfterLocationSet(location, screen), { replace: true });
        return true;
      } finally {
        setBusy(false);
      }
    },
    [dispatch, store, storage, cameFrom],
  );
  return { choose, busy };
}
