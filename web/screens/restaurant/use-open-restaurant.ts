// Opening the restaurant: dispatches OpenRestaurant once per restaurant (and staff location) and
// keeps what it recorded — the restaurant and its menu, the snapshot the cart rules use. The
// outcome is shown by useDispatch: the app-only alert and the way home, the closed and
// unreachable popups (then back to the list), the unknown location (then the location screen).
// The restaurant read expires after 10 minutes and is read again (ExpireStale): the open page
// follows the fresh read, so prices and stock are never older than that; when it was only
// forgotten (the read failed, the location expired), the page opens the restaurant again.
// A page opened while the store holds this restaurant's read (a reload, a return within its 10
// minutes: domain/restaurant/held-read.ts) shows that read at once, and the fresh one when it comes;
// when the fresh read cannot reach the gateway, the held one stays.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { restaurantEntry } from '../../../domain/checkout/restaurant-entry.ts';
import type { Command } from '../../../domain/commands/commands.ts';
import type { MenuCategory } from '../../../domain/menu/types.ts';
import { heldReadOutlives, heldRestaurantRead } from '../../../domain/restaurant/held-read.ts';
import type { Restaurant } from '../../../domain/restaurant/types.ts';
import type { Rejection } from '../../../domain/result.ts';
import type { StaffLocation } from '../../../domain/routes/route-params.ts';
import type { Outcome } from '../../../domain/store/outcome.ts';
import type { CatalogState } from '../../../domain/store/state.ts';
import { useDispatch } from '../../dialogs/use-dispatch.ts';
import { useWebStore } from '../../store/store-context.tsx';

export type Opening =
  | { readonly status: 'opening' }
  /** `entered`: ordering is allowed (no popup refused the entry). */
  | {
      readonly status: 'open';
      readonly restaurant: Restaurant;
      readonly menu: readonly MenuCategory[];
      readonly entered: boolean;
      /** When this read was made (its RestaurantOpened's time). */
      readonly openedAt: number;
    }
  /** The refusal, shown in the customer's language (useMessages). */
  | { readonly status: 'failed'; readonly rejection: Rejection }
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
      openedAt: opened.metadata.at,
    };
  }
  if (outcome.kind === 'rejected' && outcome.navigate === undefined) {
    return { status: 'failed', rejection: outcome.rejection };
  }
  return { status: 'leaving' };
}

const openFrom = (catalog: CatalogState, entered: boolean): Opening => ({
  status: 'open',
  restaurant: catalog.restaurant,
  menu: catalog.menu,
  entered,
  openedAt: catalog.openedAt,
});

/** The store's restaurant read, when it is of `restaurantId`. */
function useHeldCatalog(restaurantId: number): CatalogState | null {
  const { store } = useWebStore();
  const snapshot = useCallback(() => {
    const catalog = store.getState().catalog;
    return catalog !== null && catalog.restaurant.id === restaurantId ? catalog : null;
  }, [store, restaurantId]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = store.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [store],
  );
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function useOpenRestaurant(
  restaurantId: number,
  staff: StaffLocation | undefined,
): { readonly opening: Opening; readonly retry: () => void } {
  const dispatch = useDispatch();
  const { store, clock } = useWebStore();
  /** What the page shows while it opens: the held read it may show (entered), or its skeleton. */
  const whileOpening = (): Opening => {
    const catalog = heldRestaurantRead(store.getState(), {
      restaurantId,
      ...(staff === undefined ? {} : { staffPoint: staff.point }),
      now: clock.now(),
    });
    return catalog === null ? { status: 'opening' } : openFrom(catalog, true);
  };
  const shownWhileOpening = useRef(whileOpening);
  shownWhileOpening.current = whileOpening;
  const [opening, setOpening] = useState<Opening>(whileOpening);
  const [attempt, setAttempt] = useState(0);
  const key = `${restaurantId}|${staff === undefined ? '' : JSON.stringify(staff)}|${attempt}`;
  // One dispatch per key, also when a development re-run of the effect asks twice.
  const started = useRef<{ key: string; outcome: Promise<Outcome> } | null>(null);
  const command = useRef(openCommand(restaurantId, staff));
  command.current = openCommand(restaurantId, staff);

  // The read this page shows was read again: show the fresh one; it was forgotten: open it again.
  const held = useHeldCatalog(restaurantId);
  const heldBefore = useRef(held);
  useEffect(() => {
    const before = heldBefore.current;
    heldBefore.current = held;
    if (opening.status !== 'open') return;
    if (held === null) {
      if (before !== null) setAttempt((n) => n + 1);
    } else if (held.openedAt > opening.openedAt) {
      const entered =
        restaurantEntry({ restaurant: held.restaurant, staffView: held.staff }).kind === 'enter';
      setOpening(openFrom(held, entered));
    }
  }, [held, opening]);

  useEffect(() => {
    let live = true;
    if (started.current?.key !== key) {
      started.current = { key, outcome: dispatch(command.current, { popup: true }) };
    }
    // The read already shown stays (the same object: nothing re-renders); another opening starts.
    const shown = shownWhileOpening.current();
    setOpening((before) =>
      before.status === 'open' &&
      shown.status === 'open' &&
      before.restaurant === shown.restaurant &&
      before.openedAt === shown.openedAt
        ? before
        : shown,
    );
    void started.current.outcome.then((outcome) => {
      if (!live) return;
      const next = openingOf(outcome);
      // The gateway out of reach: the held read shown stays (the popup has said why).
      setOpening((before) =>
        next.status === 'failed' &&
        heldReadOutlives(next.rejection) &&
        before.status === 'open' &&
        before.restaurant.id === restaurantId
          ? before
          : next,
      );
    });
    return () => {
      live = false;
    };
  }, [key, restaurantId, dispatch]);

  return { opening, retry: () => setAttempt((n) => n + 1) };
}
