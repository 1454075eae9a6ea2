// The cart's part of evolve: the one place a cart event is applied. The cart rules
// (domain/cart/*) decide which events happen; this computes the cart they make.
import { withDisposableLast } from '../cart/disposable-last.ts';
import { lineKey } from '../cart/line-key.ts';
import { type Cart, emptyCart } from '../cart/types.ts';
import type { EventData, EventType } from '../events/events.ts';

export type CartEventType = Extract<
  EventType,
  'CartCleared' | 'ItemAdded' | 'ItemAmountChanged' | 'ItemRemoved'
>;

/** A cart event, with or without its metadata. */
export type CartEvent = {
  [K in CartEventType]: { readonly type: K; readonly data: EventData<K> };
}[CartEventType];

/** The same menu item with the same option combination raises the line's amount (one line per key). */
function addLine(cart: Cart, added: EventData<'ItemAdded'>): Cart {
  const base =
    cart.items.length === 0 || cart.restaurant_id !== added.restaurantId
      ? {
          ...emptyCart,
          restaurant_id: added.restaurantId,
          restaurant_name: added.restaurantName,
          default_price: added.defaultPrice,
        }
      : cart;
  const key = lineKey(added.item);
  const existing = base.items.find((line) => lineKey(line) === key);
  const items =
    existing === undefined
      ? [...base.items, added.item]
      : base.items.map((line) =>
          line === existing ? { ...line, amount: line.amount + added.item.amount } : line,
        );
  return { ...base, items: withDisposableLast(items) };
}

export function evolveCart(cart: Cart, event: CartEvent): Cart {
  switch (event.type) {
    case 'CartCleared':
      return emptyCart;
    case 'ItemAdded':
      return addLine(cart, event.data);
    case 'ItemAmountChanged':
      return {
        ...cart,
        items: cart.items.map((l) =>
          lineKey(l) === event.data.lineKey ? { ...l, amount: event.data.amount } : l,
        ),
      };
    case 'ItemRemoved': {
      const items = cart.items.filter((l) => lineKey(l) !== event.data.lineKey);
      return items.length === 0 ? emptyCart : { ...cart, items };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}
