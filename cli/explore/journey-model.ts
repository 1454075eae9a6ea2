// What the client believes during a journey: where it is, which restaurant is open, how many
// lines the cart holds and how far checkout got. Read from the projections after each step, as
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
}

export const emptyModel = (): JourneyModel => ({
  location: null,
  open: null,
  lines: 0,
  atCheckout: false,
  phone: 'none',
  coupon: false,
  placed: false,
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
}
