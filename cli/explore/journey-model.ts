// What the client believes during a journey: where it is, which restaurant is open, how many
// lines the cart holds, how far checkout got, who is logged in and the order placed last. Read from the projections after each step, as
// the screens read them; the explorer's commands consult it to pick what a customer could do next.
import type { Projections } from '../../domain/projections/projections.ts';

export interface JourneyModel {
  /** The address set (a neighbourhood of the world), once a SetLocation was accepted. */
  location: string | null;
  /** The restaurant opened last, once an OpenRestaurant was accepted. */
  open: number | null;
  lines: number;
  atCheckout: boolean;
  phone: 'none' | 'typed' | 'requested' | 'verified';
  coupon: boolean;
  placed: boolean;
  /** A member is logged in. */
  member: boolean;
  /** Placed online and its payment page not answered yet (checkout.redirectUrl). */
  paying: boolean;
  /** Orders placed so far, and the last one: its number, total and lines as the cart held them. */
  orders: number;
  lastOrder: {
    readonly number: string;
    readonly total: number;
    readonly lines: readonly {
      readonly menuItemId: number;
      readonly options: unknown;
      readonly price: number;
    }[];
  } | null;
  /** The last order was cancelled (read back so). */
  cancelled: boolean;
  /** The cart's lines as the step before showed them: what an order placed now was made of. */
  cartLines: NonNullable<JourneyModel['lastOrder']>['lines'];
}

export const emptyModel = (): JourneyModel => ({
  location: null,
  open: null,
  lines: 0,
  atCheckout: false,
  phone: 'none',
  coupon: false,
  placed: false,
  member: false,
  paying: false,
  orders: 0,
  lastOrder: null,
  cancelled: false,
  cartLines: [],
});

/** The model after a step: what the projections now show. */
export function follow(model: JourneyModel, p: Projections): void {
  model.lines = p.cart.items.length;
  const stage = p.checkout.stage;
  model.atCheckout = stage === 'started' || stage === 'inserted';
  model.placed = stage === 'placed';
  const phone = p.checkout.phone;
  model.phone =
    phone.status === 'verified'
      ? 'verified'
      : phone.status === 'requested'
        ? 'requested'
        : phone.number === ''
          ? 'none'
          : 'typed';
  model.coupon = p.checkout.coupon.status === 'verified';
  model.member = p.session.loggedIn;
  // Paid once the thank-you page loaded the order (approved); declined, checkout opens again.
  model.paying = model.placed && p.checkout.redirectUrl !== null && p.checkout.order === null;
  const number = p.checkout.orderNumber;
  if (model.placed && number !== null && number !== model.lastOrder?.number) {
    model.orders += 1;
    model.cancelled = false;
    model.lastOrder = {
      number,
      total: p.checkout.total,
      lines: model.cartLines,
    };
  }
  if (!model.placed)
    model.cartLines = p.cart.items.map((i) => ({
      menuItemId: i.menuItemId,
      options: i.options,
      price: i.price,
    }));
  if (model.lastOrder !== null && p.order.orderNumber === model.lastOrder.number)
    model.cancelled = p.order.status === 'cancelled';
}
