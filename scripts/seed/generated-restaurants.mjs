// The generated restaurants (ids 2001-2060): five per category, with menus from the catalogues
// (a random share of each, prices varied), fees, minimums, tiers, discounts and reviews drawn at
// random; a few are closed. They make the lists realistic; QA scripts should not rely on them.

import { NEAR_DONGS } from './districts.mjs';
import { colorOf } from './images.mjs';
import { CATALOGUES } from './menus/index.mjs';
import { ACTIVE_NOV } from './scenario-restaurants/discounts.mjs';

/** Per list category: [name, catalogue kind, second category?]. */
// biome-ignore format: a data table, one row per line
const FILLERS = [
  ['1인분주문', [
    ['혼밥천국 역삼점', 'dosirak', '한식'],
    ['1인 찜닭 서초점', 'dosirak', '한식'],
    ['나혼자 돈까스', 'tonkatsu', '일식돈까스'],
    ['혼떡 1인 떡볶이', 'bunsik', '분식'],
    ['싱글 샐러드 논현', 'dosirak', '카페디저트'],
  ]],
  ['프랜차이즈', [
    ['치킨대가 강남역점', 'chicken', '치킨'],
    ['피자마을 서초점', 'pizza', '피자양식'],
    ['커피앤하우스 역삼점', 'cafe', '카페디저트'],
    ['버거스테이션 강남점', 'burger', '피자양식'],
    ['국밥한그릇 교대점', 'gukbap', '한식'],
  ]],
  ['치킨', [['논현 치킨공작소', 'chicken'], ['서초 바른닭', 'chicken'], ['도곡 숯불치킨', 'chicken'], ['대치 닭강정 명가', 'chicken'], ['잠원 시골통닭', 'chicken']]],
  ['피자양식', [['신사 나폴리 피자', 'pizza'], ['역삼 빠네파스타', 'pasta'], ['서초 뉴욕피자', 'pizza'], ['논현 스매시버거', 'burger'], ['반포 트라토리아', 'pasta']]],
  ['중국집', [['역삼 홍성반점', 'chinese'], ['서초 진진반점', 'chinese'], ['논현 만리장성', 'chinese'], ['도곡 북경', 'chinese'], ['양재 취홍', 'chinese']]],
  ['한식', [['서초 엄마밥상', 'korean'], ['역삼 전주비빔밥', 'korean'], ['논현 원조부대찌개', 'korean'], ['대치 할매순두부', 'korean'], ['양재 시골밥상', 'korean']]],
  ['일식돈까스', [['역삼 카츠야', 'tonkatsu'], ['서초 스시하루', 'sushi'], ['논현 정돈', 'tonkatsu'], ['반포 스시젠', 'sushi'], ['신사 우동집', 'tonkatsu']]],
  ['족발보쌈', [['역삼 원조장충족발', 'jokbal'], ['서초 왕족발', 'jokbal'], ['논현 보쌈명가', 'jokbal'], ['도곡 마늘보쌈', 'jokbal'], ['잠원 불족발', 'jokbal']]],
  ['야식', [['역삼 불타는곱창', 'yasik'], ['서초 닭발천국', 'yasik'], ['논현 포차', 'yasik'], ['신사 막창집', 'yasik'], ['대치 야식왕', 'yasik']]],
  ['분식', [['역삼 할매떡볶이', 'bunsik'], ['서초 국대분식', 'bunsik'], ['논현 꼬마김밥', 'bunsik'], ['도곡 즉석떡볶이', 'bunsik'], ['양재 학교앞분식', 'bunsik']]],
  ['카페디저트', [['신사 디저트공방', 'cafe'], ['역삼 빵굽는마을', 'cafe'], ['서초 카페 온도', 'cafe'], ['논현 마카롱공방', 'cafe'], ['반포 케이크하우스', 'cafe']]],
  ['편의점', [['해피마트24 서초점', 'cvs'], ['해피마트24 논현점', 'cvs'], ['굿데이마트 강남점', 'cvs'], ['굿데이마트 도곡점', 'cvs'], ['24시 올데이마트', 'cvs']]],
];

// The dong a place word in a name stands for; a name without one gets a dong near the station.
// biome-ignore format: a data table, one row per line
const DONG_OF = { '역삼': '역삼동', '서초': '서초동', '논현': '논현동', '신사': '신사동', '도곡': '도곡동', '대치': '대치동', '잠원': '잠원동', '양재': '양재동', '반포': '반포동', '교대': '서초동', '강남': '역삼동', '강남역': '역삼동' };
/** The windows of a generated percent discount: two active now, one past, one in the future. */
const DISCOUNT_WINDOWS = [
  ACTIVE_NOV,
  { discount_from: '2026-11-15T00:00:00+09:00', discount_until: '2026-12-15T23:59:59+09:00' },
  { discount_from: '2026-03-01T00:00:00+09:00', discount_until: '2026-05-31T23:59:59+09:00' },
  { discount_from: '2026-12-24T00:00:00+09:00', discount_until: '2026-12-25T23:59:59+09:00' },
];

export function generatedRestaurants({
  pick,
  chance,
  int,
  placeIn,
  radiusFor,
  cvsMenu,
  buildMenu,
  makeReviews,
  itemNamesOf,
  restaurant,
}) {
  const list = [];
  let rid = 2000;
  for (const [category, entries] of FILLERS) {
    for (const [name, kind, second] of entries) {
      rid += 1;
      const dongWord = Object.keys(DONG_OF).find((word) => name.includes(word));
      const place = placeIn(dongWord ? DONG_OF[dongWord] : pick(NEAR_DONGS));
      const categories = second
        ? [category, second]
        : chance(0.2) && kind !== 'cvs'
          ? [category, '1인분주문']
          : [category];
      const menu =
        kind === 'cvs'
          ? cvsMenu(rid, { share: 0.35 })
          : buildMenu(rid, (CATALOGUES[kind] ?? CATALOGUES.korean).menu, {
              keep: 0.75,
              vary: true,
              photoShare: 0.3,
              color: colorOf(rid),
            });
      const cheap = kind === 'cafe' || kind === 'bunsik' || kind === 'cvs' || kind === 'dosirak';
      const fee = pick([0, 1000, 2000, 2500, 3000, 3000, 3500, 4000]);
      const spec = {
        id: rid,
        name,
        kind,
        categories,
        address: place.address,
        lat: place.lat,
        lng: place.lng,
        delivery_radius_m: radiusFor(place),
        open: chance(0.93),
        min_order_amount: cheap
          ? pick([8000, 10000, 12000])
          : pick([12000, 14000, 15000, 16000, 18000, 20000]),
        delivery_fee: fee,
        free_delivery_threshold: fee > 0 && chance(0.4) ? pick([30000, 35000, 40000, 50000]) : null,
        menu,
        reviews: makeReviews(rid, int(0, 12), itemNamesOf(menu)),
      };
      if (fee >= 3000 && chance(0.3)) {
        spec.delivery_fee_by_order_amounts = {
          basic: [
            { order_amount: 0, delivery_fee: fee },
            { order_amount: spec.min_order_amount + 10000, delivery_fee: fee - 1000 },
          ],
        };
      }
      if (chance(0.2))
        Object.assign(spec, { discount_percent: pick([5, 10, 15]), ...pick(DISCOUNT_WINDOWS) });
      if (chance(0.15)) {
        spec.discounts = {
          additional: {
            delivery: {
              amount: pick([1000, 1500, 2000]),
              discount_mov: pick([0, 15000, 20000]),
              is_per_menu: false,
              only_for_member: chance(0.5),
            },
          },
        };
      }
      list.push(restaurant(spec));
    }
  }
  return list;
}
