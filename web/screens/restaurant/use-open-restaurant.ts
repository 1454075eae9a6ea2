// Opening the restaurant: dispatches OpenRestaurant once per restaurant (and staff location) and
// keeps what it recorded — the restaurant and its menu, the snapshot the cart rules use. The
// outcome is shown by useDispatch: the app-only alert and the way home, the closed and
// unreachable popups (then back to the list), the unknown location (then the location screen).
// The restaurant read expires after 10 minutes (RestaurantExpired): the open page then reads it
// again, so prices and stock are never older than that.
import { useEffect, useRef, useState } from 'react';
import type { Command } from '../../../domain/commands/commands.ts';
import type { MenuCategory } from '../../../domain/menu/types.ts';
import type { Restaurant } from '../../../domain/restaurant/types.ts';
import type { StaffLocation } from '../../../domain/routes/route-params.ts';
import type { Outcome } from '../../../domain/store/outcome.ts';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useSession } from '../../store/projections.ts';

export type Opening =
  | { readonly status: 'opening' }
  /** `entered`: ordering is allowed (no popup refused the entry). */
  | {
      readonly status: 'open';
      readonly restaurant: Restaurant;
      readonly menu: readonly MenuCategory[];
      readonly entered: boolean;
    }
  | { readonly status: 'failed'; readonly message: string }
  /** Refused and on the way elsewhere (app-only, no location). */
  | { readonly status: 'leaving' };

function openCommand(restaurantId: number, staff: StaffLocation | undefined): Command {
  return staff === undefined
    ? { type: 'OpenRestaurant', restaurantId }
    : {
        type: 'OpenRestaurant',
        restaurantId,
        staff: true,
        point: staff.point,
        zipcode: staff.zipcode,
        address: staff.address,
      };
}

function openingOf(outcome: Outcome): Opening {
  const opened = outcome.events.find((e) => e.type === 'RestaurantOpened');
  if (opened !== undefined && opened.type === 'RestaurantOpened') {
    return {
      status: 'open',
      restaurant: opened.data.restaurant,
      menu: opened.data.menu,
      entered: outcome.kind === 'accepted',
    };
  }
  if (outcome.kind === 'rejected' && outcome.navigate === undefined) {
    return { status: 'failed', message: outcome.rejection.message };
  }
  return { status: 'leaving' };
}

export function useOpenRestaurant(
  restaurantId: number,
  staff: StaffLocation | undefined,
): { readonly opening: Opening; readonly retry: () => void } {
  const dispatch = useDispatch();
  const [opening, setOpening] = useState<Opening>({ status: 'opening' });
  const [attempt, setAttempt] = useState(0);
  const key = `${restaurantId}|${staff === undefined ? '' : JSON.stringify(staff)}|${attempt}`;
  // One dispatch per key, also when a development re-run of the effect asks twice.
  const started = useRef<{ key: string; outcome: Promise<Outcome> } | null>(null);
  const command = useRef(openCommand(restaurantId, staff));
  command.current = openCommand(restaurantId, staff);

  // The read this page holds was forgotten (its lifetime ran out): read it again.
  const held = useSession().restaurantId;
  const heldBefore = useRef(held);
  useEffect(() => {
    const expired = heldBefore.current === restaurantId && held === null;
    heldBefore.current = held;
    if (expired && opening.status === 'open') setAttempt((n) => n + 1);
  }, [held, restaurantId, opening.status]);

  useEffect(() => {
    let live = true;
    if (started.current?.key !== key) {
      started.current = { key, outcome: dispatch(command.current, { popup: true }) };
    }
    setOpening({ status: 'opening' });
    void started.current.outcome.then((outcome) => {
      if (live) setOpening(openingOf(outcome));
    });
    return () => {
      live = false;
    };
  }, [key, dispatch]);

  return { opening, retry: () => setAttempt((n) => n + 1) };
}
