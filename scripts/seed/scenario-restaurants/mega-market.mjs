// Scenario restaurant 1027 역삼 메가푸드마켓: the big menu, 1,000 items, the size budget of the
// restaurant page. Its menu draws from its own PRNG, so the restaurants before it keep their
// bytes; its place and reviews draw from the shared stream, after every other restaurant.
// 20 categories of 50 items (ids 1027 and four digits): 10 dishes × 5 variants, every fourth item
// with a photo (one tile per category), every tenth with an option group, about 8% discounted
// and 3% sold out. Three owner photos, so the image viewer shows "2 / 3".

import { colorOf } from '../images.mjs';
import { BIG_CATEGORIES, BIG_GROUPS, BIG_VARIANTS } from '../menus/mega-market.mjs';
import { prng } from '../random.mjs';

export function megaMarket({
  groupFactory,
  menuItem,
  tile,
  placeIn,
  radiusFor,
  restaurant,
  makeReviews,
  itemNamesOf,
}) {
  const rnd = prng(1027);
  const group = groupFactory(1027);
  let n = 0;
  const menu = BIG_CATEGORIES.map(([name, slug, base, dishes], c) => {
    const photo = tile(`images/menu/${slug}.svg`, name.slice(0, 1), colorOf(c));
    return {
      slug,
      name,
      items: dishes.flatMap((dish, d) =>
        BIG_VARIANTS.map(([variant, extra], v) => {
          n += 1;
          const price = base + d * 500 + extra;
          const itemName = variant === '' ? dish : `${dish} ${variant}`;
          const discounted = rnd() < 0.08 ? Math.round((price * 0.9) / 100) * 100 : null;
          return menuItem(10270000 + n, itemName, `${slug}-${d + 1}-${v + 1}`, price, {
            discounted_price: discounted,
            soldout: rnd() < 0.03,
            subchoices: n % 10 === 0 ? [group(BIG_GROUPS[(n / 10) % BIG_GROUPS.length])] : [],
            industrial_info: {
              images: n % 4 === 0 ? [photo] : [],
              description: `${name} 코너의 ${dish}${variant === '' ? '' : ` ${variant}`}. 주문 즉시 만들어 따뜻하게 보내드려요. 포장 용기는 전자레인지에 데울 수 있어요.`,
            },
          });
        }),
      ),
    };
  });
  const place = placeIn('역삼동');
  return restaurant({
    id: 1027,
    name: '역삼 메가푸드마켓',
    kind: 'korean',
    categories: ['편의점'],
    address: place.address,
    lat: place.lat,
    lng: place.lng,
    delivery_radius_m: radiusFor(place),
    open_time_description: '매일 00:00 - 24:00',
    min_order_amount: 10000,
    delivery_fee: 2000,
    country_origin: '쌀: 국내산, 돼지고기: 국내산, 닭고기: 국내산, 소고기: 호주산',
    introduction_by_owner: {
      introduction_text: '메뉴가 1,000가지! 찾는 메뉴는 메뉴 검색으로 빠르게 찾아보세요.',
      // Three photos, so the image viewer has a previous and a next ("2 / 3").
      images: [
        tile('images/restaurants/1027.svg', '메', colorOf(1027)),
        tile('images/restaurants/1027-2.svg', '매장', colorOf(1028)),
        tile('images/restaurants/1027-3.svg', '주방', colorOf(1029)),
      ],
    },
    menu,
    reviews: makeReviews(1027, 12, itemNamesOf(menu)),
  });
}
