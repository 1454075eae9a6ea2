// A partner's entry (spec 001 §4 "Partner entries"), a chunk loaded only when the first URL carries
// `entry` (domain/shell/partner-arrival.ts reads it): the tab's partner mode is stored and the
// customer goes to that mode's home; the place partner's place is looked up and set as the delivery
// location (its restaurant opened when it is one), or its error shown before the location picker.
import { useEffect } from 'react';
import { formatMessageIn } from '../../domain/i18n/rejection-text.ts';
import { routeAfterLocationSet } from '../../domain/location/after-location-set.ts';
import { LOCATION_HISTORY_KEY, rememberLocation } from '../../domain/location/search-history.ts';
import { viewSession } from '../../domain/projections/session-view.ts';
import { hrefOf } from '../../domain/routes/route-href.ts';
import { partnerArrival } from '../../domain/shell/partner-arrival.ts';
import type { PartnerMode } from '../../domain/shell/partner-entry.ts';
import { PARTNER_MODE_KEY } from '../../domain/shell/partner-session.ts';
import { PLACE_LOCATION_REFUSED, type PlaceError, placeArrival } from '../../domain/shell/place-arrival.ts';
import { useDialogs } from '../dialogs/dialogs.tsx';
import { getLanguage } from '../i18n/language-store.ts';
import { useWebStore } from '../store/store-context.tsx';
import { navigateTo } from './navigation.ts';

/** The entry is handled once per page load (a remount must not enter twice). */
let entered = false;

export default function PartnerArrival({ hash }: { readonly hash: string }) {
  const { store, gateway, storage, clock } = useWebStore();
  const dialogs = useDialogs();

  useEffect(() => {
    if (entered) return;
    entered = true;
    const setMode = (mode: PartnerMode) => storage.set(PARTNER_MODE_KEY.area, PARTNER_MODE_KEY.key, mode);
    const query = new URLSearchParams(hash.slice(hash.indexOf('?') + 1));
    const arrival = partnerArrival(query, clock.now());
    if (arrival.kind === 'mode') {
      setMode(arrival.mode);
      navigateTo(arrival.go, { replace: true });
      return;
    }
    setMode('place');
    const fail = async (error: PlaceError) => {
      await dialogs.alert(formatMessageIn(getLanguage(), error.message));
      navigateTo(error.go, { replace: true });
    };
    void (async () => {
      const place = placeArrival(await gateway.placeExtraInfo(arrival.placeId));
      if (place.kind === 'error') return fail(place);
      const outcome = await store.dispatch({ type: 'SetLocation', point: place.point });
      const location = store.view(viewSession).getSnapshot().location;
      if (outcome.kind !== 'accepted' || location === null) return fail(PLACE_LOCATION_REFUSED);
      const { area, key } = LOCATION_HISTORY_KEY;
      storage.set(area, key, rememberLocation(storage.get(area, key), location));
      const next =
        place.restaurantId === null
          ? routeAfterLocationSet(location, null)
          : { name: 'restaurant' as const, restaurantId: place.restaurantId };
      navigateTo(hrefOf(next), { replace: true });
    })();
  }, [hash, store, gateway, storage, clock, dialogs]);

  return null;
}
