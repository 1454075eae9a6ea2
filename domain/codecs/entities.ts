// io-ts codecs of the spec's entities as the event log keeps them (restaurant, menu, cart item), one
// declaration each: the restaurant's and the menu's are the contract's, the cart line's is in
// cart/cart-item-codec.ts. The types are these codecs' (t.TypeOf), so they cannot drift.
import { Restaurant } from '../../contract/restaurants.ts';

/** The menu as the event log keeps it (RestaurantOpened): the contract's codecs. */
export { MenuCategory as MenuCategoryC } from '../../contract/menu.ts';

/**
 * The restaurant as the event log keeps it (RestaurantOpened): the contract's codec, as the gateway
 * answered it, so the log and the wire cannot drift.
 */
export const RestaurantC = Restaurant;

/** The cart line as the event log keeps it (ItemAdded): declared in cart/cart-item-codec.ts, its type derived in cart/types.ts. */
export { CartItemC } from '../cart/cart-item-codec.ts';
