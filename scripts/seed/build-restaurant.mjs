// A restaurant file: the defaults of SEED-FORMAT's fields in its order, its catalogue's hours,
// origin and introduction, the owner's photo, and a place in a dong with a reachable radius.

import { DEFAULT_POINT, distanceM, districtOf } from './districts.mjs';
import { colorOf } from './images.mjs';
import { CATALOGUES } from './menus/index.mjs';

// biome-ignore format: a data table, one row per line
const DONG_WORDS = ['역삼', '서초', '논현', '신사', '도곡', '대치', '잠원', '양재', '반포', '교대', '강남', '삼성'];
/** The brand word's first letter: "역삼 황금치킨" → 황, "해피마트24 역삼역점" → 해. */
function initialOf(name) {
  const words = name.split(' ').filter((w) => !DONG_WORDS.includes(w) && !w.endsWith('점'));
  const brand = words.sort((a, b) => b.length - a.length)[0] ?? name;
  return brand.slice(0, 1);
}

/** A reachable delivery radius: the distance to Gangnam station plus a margin, at least 3 km. */
export const radiusFor = (place) =>
  Math.max(3000, Math.ceil((distanceM(place, DEFAULT_POINT) + 1200) / 500) * 500);

/** The restaurant builders of one run: they draw from its random stream and draw with its `tile`. */
export function restaurantBuilders({ random, int, chance, tile }) {
  /** A point and lot address in a dong, jittered up to ~400 m from its centre. */
  function placeIn(dong) {
    const d = districtOf(dong);
    const lat = Math.round((d.lat + (random() - 0.5) * 0.007) * 1e6) / 1e6;
    const lng = Math.round((d.lng + (random() - 0.5) * 0.009) * 1e6) / 1e6;
    const lot = chance(0.7) ? `${int(100, 899)}-${int(1, 40)}` : `${int(100, 899)}`;
    return { address: `서울 ${d.sigugun} ${dong} ${lot}`, lat, lng };
  }

  /** A restaurant object in SEED-FORMAT's field order; `spec` overrides the defaults. */
  function restaurant(spec) {
    const { id, name, kind, menu, reviews, ...rest } = spec;
    const catalogue = CATALOGUES[kind] ?? {};
    return {
      id,
      name,
      serving_type: 'vd',
      categories: [],
      address: '',
      lat: 0,
      lng: 0,
      delivery_radius_m: 3000,
      open: true,
      open_time_description: catalogue.hours ?? '매일 11:00 - 22:00',
      payment_methods: ['online', 'creditcard', 'cash'],
      except_cash: false,
      min_order_amount: 15000,
      delivery_fee: 3000,
      free_delivery_threshold: null,
      delivery_fee_by_order_amounts: null,
      discount_percent: null,
      discount_from: null,
      discount_until: null,
      discounts: null,
      stock_management: false,
      has_disposable_menu: false,
      unorderable_under_min_order_value: false,
      country_origin: catalogue.origin ?? '',
      introduction_by_owner: rest.introduction_by_owner ?? {
        introduction_text: catalogue.intro ?? '',
        images: [tile(`images/restaurants/${id}.svg`, initialOf(name), colorOf(id))],
      },
      default_price: 0,
      ...rest,
      menu,
      reviews,
    };
  }

  return { placeIn, restaurant };
}
