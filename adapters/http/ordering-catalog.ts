// The ordering port's restaurant, menu and location calls over HTTP.
import type { OrderingGateway } from '../../domain/ports/gateway.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { mapOk } from './result-map.ts';
import { mergedRestaurant, placeOf } from './wire-restaurant.ts';

type Part = Pick<
  OrderingGateway,
  'restaurant' | 'menu' | 'geocode' | 'reverseGeocode' | 'restaurantsAvailable'
>;

export function orderingCatalog({ client }: GatewayDeps): Part {
  return {
    async restaurant(q) {
      const answer = await client.callGateway(
        'restaurant.detail',
        { restaurant_id: q.restaurantId },
        {
          serving_type: 'vd',
          ...(q.point === null ? {} : { lat: q.point.lat, lng: q.point.lng }),
          ...(q.zipcode === null || q.zipcode === '' ? {} : { zip_code: q.zipcode }),
        },
      );
      return mapOk(answer, mergedRestaurant);
    },
    /**
     * Flags: the photo menu and the per-menu additional discount categories are asked for (the
     * menu rules open them); one-dish menus are a list filter, not asked here; `force` only in the
     * staff view, where closed or unreachable restaurants still take orders.
     */
    menu(restaurantId, options) {
      return client.callGateway(
        'restaurant.menu',
        { restaurant_id: restaurantId },
        {
          add_photo_menu: true,
          add_one_dish_menu: false,
          order_serving_type: 'vd',
          additional_discount_per_menu: true,
          ...(options?.force === true ? { force: true } : {}),
        },
      );
    },
    async geocode(address) {
      const answer = await client.callGateway('geo.geocode', {}, { address });
      return mapOk(answer, (list) => list.items.map(placeOf));
    },
    async reverseGeocode(point) {
      const answer = await client.callGateway('geo.reverse-geocode', {}, { lat: point.lat, lng: point.lng });
      return mapOk(answer, (place) => (place === null ? null : placeOf(place)));
    },
    restaurantsAvailable(point) {
      return client.callGateway('geo.restaurants-available', {}, { point });
    },
  };
}
