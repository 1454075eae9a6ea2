// Starting facts for the intent tests, as events over the in-memory sample catalogue.
import type { CartItem } from '../../cart/types.ts';
import type { Event, Location } from '../../events/events.ts';
import type { MenuCategory, MenuItem } from '../../menu/types.ts';
import type { InMemoryPorts } from '../../ports/in-memory/ports.ts';
import { baseRestaurant, chickenMenu, sampleCatalog } from '../../ports/in-memory/sample-catalog.ts';
import type { Restaurant } from '../../restaurant/types.ts';
import { draft, type EventDraft } from '../../store/decision.ts';
import { replayState } from '../../store/replay.ts';
import type { State } from '../../store/state.ts';

const [yeoksamPlace] = sampleCatalog.places;

/** 역삼동, as SetLocation records it from the in-memory geocoder. */
export const yeoksam: Location = {
  address: yeoksamPlace?.address ?? '',
  road_address: yeoksamPlace?.road_address ?? '',
  address_input: '역삼동',
  zipcode: yeoksamPlace?.zipcode ?? '',
  point: yeoksamPlace?.point ?? { lat: 0, lng: 0 },
  sido: '서울',
  sigugun: '강남구',
  dongmyun: '역삼동',
  method: 'manual',
};

export const locationSet = (location: Location = yeoksam): EventDraft => draft('LocationSet', { location });

export const restaurantOpened = (
  restaurant: Restaurant = baseRestaurant,
  menu: readonly MenuCategory[] = chickenMenu,
  point = yeoksam.point,
): EventDraft => draft('RestaurantOpened', { restaurant, menu, staff: false, point });

/** A menu item of the sample catalogue by name. */
export function menuItem(name: string, menu: readonly MenuCategory[] = chickenMenu): MenuItem {
  const item = menu.flatMap((c) => c.items).find((i) => i.name === name);
  if (item === undefined) throw new Error(`no menu item ${name}`);
  return item;
}

/** A cart line of a menu item without options. */
export function line(item: MenuItem, amount = 1): CartItem {
  return {
    id: item.id,
    id_for_stock: item.id,
    slug: item.slug,
    name: item.name,
    price: item.discounted_price ?? item.price,
    base_price: item.discounted_price ?? item.price,
    amount,
    subchoices: {},
    stock_amount: item.stock_amount,
    discounts: item.discounts ?? null,
  };
}

export const itemAdded = (item: CartItem, restaurant: Restaurant = baseRestaurant): EventDraft =>
  draft('ItemAdded', {
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    defaultPrice: restaurant.default_price,
    item,
  });

/** At 역삼 황금치킨 with 치즈볼 × 3 (15,000원, the minimum) in the cart. */
export const cheeseBallsInCart: readonly EventDraft[] = [
  locationSet(),
  restaurantOpened(),
  itemAdded(line(menuItem('치즈볼'), 3)),
];

/** The cart inserted on the server for a guest; the checkout is open. */
export const checkoutOpened = (uuid = 'cart-1', signature = 'sig-1'): readonly EventDraft[] => [
  ...cheeseBallsInCart,
  draft('CustomerIdentified', { customerId: 'guest-1', anonymous: true }),
  draft('CheckoutStarted', { restaurantId: baseRestaurant.id }),
  draft('CartInserted', { uuid, signature, admCode: '1168064000', paymentKind: 'online' }),
];

/** The state a log of these events makes, as the store replays it (for decide tests). */
export function stateOf(events: readonly EventDraft[], at = Date.parse('2026-11-21T12:00:00+09:00')): State {
  return replayState(events.map((e) => ({ ...e, metadata: { at } }) as Event));
}

export const phoneEntered = draft('PhoneEntered', { phone: '01012345678' });
export const phoneVerified = draft('PhoneVerified', { phone: '01012345678' });

/** minji@example.com, the sample member, logged in. */
export const memberLoggedIn = draft('LoggedIn', {
  customerId: '900001',
  email: 'minji@example.com',
  accountOrigin: 'email',
  accessToken: 'token-900001',
  maintainLogin: true,
  phone: '01012345678',
});

/** The in-memory server's own cart-1 for 치즈볼 × 3, as GoToCheckout would have inserted it. */
export function insertServerCart(ports: InMemoryPorts, paymentType: 'online' | 'offline' = 'online') {
  return ports.gateway.submitCart({
    customer_id: 'guest-1',
    restaurant_id: baseRestaurant.id,
    point: yeoksam.point,
    zipcode: yeoksam.zipcode,
    payment_type: paymentType,
    products: [
      {
        vendor_product_id: 5002,
        vendor_category_id: 'chicken',
        quantity: 3,
        option_sections: [],
        name: '치즈볼',
        unit_price: 5000,
      },
    ],
  });
}
