// The restaurant information tab (spec 000 §2 "information tab with origin-country info, owner
// introduction and images"; §7 "Info"). The spec shows no answer: this shape is designed.
import * as t from 'io-ts';
import { get } from './call-def.ts';
import { Id, nullable, withOptional } from './primitives.ts';
import { RestaurantIdParams } from './restaurants.ts';

/**
 * Designed: `country_origin` is the origin text as the owner wrote it ("닭고기: 국내산"),
 * `images` are the restaurant's photos for the image viewer ("n / total"), and `business` is the
 * legally required seller information (상호, 사업자등록번호), shown at the bottom of the tab.
 */
export const RestaurantInfo = withOptional(
  'RestaurantInfo',
  {
    restaurant_id: Id,
    name: t.string,
    address: t.string,
    open_time_description: t.string,
    country_origin: nullable(t.string),
    introduction_by_owner: nullable(
      t.type({ introduction_text: t.string, images: t.array(t.string) }, 'InfoIntroductionByOwner'),
    ),
    images: t.array(t.string),
  },
  {
    phone: nullable(t.string),
    business: nullable(t.type({ company_name: t.string, registration_number: t.string }, 'BusinessInfo')),
  },
);

export const restaurantInfoCalls = [
  get('restaurant.info', 'api', '/api/v1/restaurants/:restaurant_id/info/', {
    params: RestaurantIdParams,
    response: RestaurantInfo,
  }),
] as const;
