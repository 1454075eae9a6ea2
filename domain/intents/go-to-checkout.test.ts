import { describe, it } from 'vitest';
import { draft } from '../store/decision.ts';
import { cheeseBallsInCart, locationSet, restaurantOpened } from './testing/facts.ts';
import { given } from './testing/given.ts';

describe('GoToCheckout', () => {
  it('identifies the guest, inserts the cart on the server and opens the checkout (spec 000 §4 "Checkout entry")', async () => {
    await given(cheeseBallsInCart)
      .when({ type: 'GoToCheckout' })
      .then({
        events: [
          draft('CustomerIdentified', { customerId: 'guest-1', anonymous: true }),
          draft('CheckoutStarted', { restaurantId: 1001 }),
          draft('CartInserted', {
            uuid: 'cart-2',
            signature: 'sig-cart-2-15000',
            admCode: '1168064000',
            paymentKind: 'online',
          }),
          draft('DiscountInfoLoaded', {
            canUseCoupon: true,
            onlineAdditionalDiscount: 0,
            onlineRestaurantDiscount: 0,
          }),
        ],
        navigate: '/checkout/',
      });
  });

  it('refuses an empty cart', async () => {
    await given([locationSet(), restaurantOpened()])
      .when({ type: 'GoToCheckout' })
      .then({ rejected: 'CART_EMPTY' });
  });
});
