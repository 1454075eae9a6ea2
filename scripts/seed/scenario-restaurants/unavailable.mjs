// Scenario restaurants that cannot take an order from the default location now: app-only, closed,
// out of range (far away, or near with a tiny radius) and open only at night.
import { CATALOGUES } from '../menus/index.mjs';

/** 1006 신사 스시오마카세: app-only (serving_type "od"): the web redirects home with an alert. */
export function appOnly({ buildMenu }) {
  return {
    id: 1006,
    name: '신사 스시오마카세',
    kind: 'sushi',
    categories: ['일식돈까스'],
    dong: '신사동',
    serving_type: 'od',
    min_order_amount: 30000,
    menu: buildMenu(1006, CATALOGUES.sushi.menu),
  };
}

/** 1007 양재 할머니보쌈: closed (open false). */
export function closed({ buildMenu }) {
  return {
    id: 1007,
    name: '양재 할머니보쌈',
    kind: 'jokbal',
    categories: ['족발보쌈'],
    dong: '양재동',
    open: false,
    open_time_description: '매주 월요일 휴무 · 16:00 - 24:00',
    min_order_amount: 25000,
    menu: buildMenu(1007, CATALOGUES.jokbal.menu),
  };
}

/**
 * 1008 원지동 청계산 손두부: far away (원지동, about 6.2 km) with a 3 km radius: not reachable
 * from the default point.
 */
export function outOfRangeFarAway({ buildMenu }) {
  return {
    id: 1008,
    name: '원지동 청계산 손두부',
    kind: 'korean',
    categories: ['한식'],
    place: { address: '서울 서초구 원지동 375-2', lat: 37.4437, lng: 127.0441 },
    delivery_radius_m: 3000,
    menu: buildMenu(1008, CATALOGUES.korean.menu),
  };
}

/** 1009 역삼 골목 국수집: near (about 670 m) but a 300 m radius: unreachable from the default point. Five items. */
export function outOfRangeTinyRadius({ buildMenu }) {
  return {
    id: 1009,
    name: '역삼 골목 국수집',
    kind: 'korean',
    categories: ['한식', '1인분주문'],
    place: { address: '서울 강남구 역삼동 736-15', lat: 37.5004, lng: 127.0347 },
    delivery_radius_m: 300,
    menu: buildMenu(1009, NOODLE_HOUSE_MENU),
  };
}

// biome-ignore format: a data table, one row per line
const NOODLE_HOUSE_MENU = [
  ['국수', 'noodle', [['잔치국수', 'janchi-guksu', 6000], ['비빔국수', 'bibim-guksu', 7000], ['콩국수', 'kong-guksu', 9000],
    ['김치말이국수', 'kimchi-mari-guksu', 8000], ['수육 (소)', 'suyuk-small', 12000]]],
];

/** 1026 역삼 심야닭발: open at night only (open_hours 18:00-04:00): closed at noon by the gateway's clock. */
export function nightHours({ buildMenu }) {
  return {
    id: 1026,
    name: '역삼 심야닭발',
    kind: 'yasik',
    categories: ['야식'],
    dong: '역삼동',
    open_hours: [{ from: '18:00', to: '04:00' }],
    open_time_description: '매일 18:00 - 04:00',
    min_order_amount: 16000,
    menu: buildMenu(1026, CATALOGUES.yasik.menu),
  };
}
