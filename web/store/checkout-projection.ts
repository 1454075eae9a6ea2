// The checkout projection's hook, for the screens that draw it (checkout, the order's page, the
// payment hand-off): its pricing rules load with them, not at boot (see projections.ts).
import { type CheckoutView, viewCheckout } from '../../domain/projections/checkout-view.ts';
import { useProjection } from './projections.ts';
import { useProjectionAfterPaint } from './projections-after-paint.ts';

export const useCheckout = (): CheckoutView => useProjection(viewCheckout);
/** The checkout as the cart bar draws it (its total and minimum-order note): after the change's frame. */
export const useCheckoutAfterPaint = (): CheckoutView => useProjectionAfterPaint(viewCheckout);
