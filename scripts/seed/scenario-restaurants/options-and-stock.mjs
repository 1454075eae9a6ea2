// Scenario restaurants 1001-1003: the baseline, every option-group kind, stock management.
import { CATALOGUES } from '../menus/index.mjs';

/**
 * 1001 역삼 황금치킨, the baseline fried-chicken place. 후라이드치킨 (1001001) has only the
 * mandatory single group 맛 (100101): 후라이드 10010101 (0), 양념 10010102 (+1,000), 간장 10010103
 * (+1,000). Every item has a photo; 14 reviews (two pages) with photos and replies.
 */
export function baseline({ groupFactory, menuItem, tile }) {
  const group = groupFactory(1001);
  const taste = group('chickenTaste');
  const extra = group('chickenExtra');
  const side = group('chickenSide');
  const half = group('chickenHalf');
  const item = (n, name, slug, price, subchoices, description = '') =>
    menuItem(1001000 + n, name, slug, price, {
      subchoices,
      industrial_info: {
        images: [tile(`images/menu/${slug}.svg`, name.slice(0, 1), '#E4572E')],
        description,
      },
    });
  return {
    id: 1001,
    name: '역삼 황금치킨',
    kind: 'chicken',
    categories: ['치킨'],
    place: { address: '서울 강남구 역삼동 823-1', lat: 37.4995, lng: 127.029 },
    delivery_radius_m: 3000,
    open_time_description: '매일 11:00 - 02:00',
    min_order_amount: 15000,
    delivery_fee: 3000,
    free_delivery_threshold: 40000,
    country_origin: '닭고기: 국내산, 치킨무: 국내산',
    introduction_by_owner: {
      introduction_text: '매일 아침 손질한 국내산 닭만 씁니다.',
      images: [tile('images/restaurants/1001.svg', '황', '#F3A712')],
    },
    menu: [
      {
        slug: 'chicken',
        name: '치킨',
        items: [
          item(1, '후라이드치킨', 'fried-chicken', 18000, [taste], '바삭한 국내산 닭'),
          item(2, '양념치킨', 'yangnyeom-chicken', 19000, [extra], '달콤매콤 수제 양념'),
          item(3, '간장치킨', 'soy-garlic-chicken', 19000, [extra]),
          item(4, '반반치킨', 'half-half-chicken', 19000, [half, extra], '두 가지 맛을 반씩'),
          item(5, '순살후라이드', 'boneless-fried', 20000, [side]),
        ],
      },
      {
        slug: 'side',
        name: '사이드',
        items: [
          item(6, '치즈볼 (5개)', 'cheese-balls', 5000, []),
          item(7, '감자튀김', 'french-fries', 4000, []),
        ],
      },
      {
        slug: 'drink',
        name: '음료',
        items: [
          item(8, '콜라 1.25L', 'cola-1250', 2500, []),
          item(9, '치킨무 추가', 'pickled-radish', 500, []),
        ],
      },
    ],
    reviewCount: 14,
    reviewOptions: { photoShare: 0.4, replyShare: 0.7 },
  };
}

/**
 * 1002 강남 피자스튜디오: every option-group kind of spec 000 §5 on one menu. 페퍼로니 피자: 사이즈
 * (multiple+mandatory, count 0: single), 도우 (mandatory single), 토핑 추가 (optional, up to 3),
 * 소스 (checkbox). 하프앤하프 피자: 맛 mandatory exactly 2. 불고기 피자: 소스 마음껏 (unlimited).
 */
export function everyOptionGroupKind({ buildMenu }) {
  return {
    id: 1002,
    name: '강남 피자스튜디오',
    kind: 'pizza',
    categories: ['피자양식'],
    dong: '역삼동',
    min_order_amount: 18000,
    delivery_fee: 2000,
    free_delivery_threshold: 35000,
    menu: buildMenu(1002, PIZZA_STUDIO_MENU, { photoShare: 0.5, color: '#A8201A' }),
  };
}

// biome-ignore format: a data table, one row per line
const PIZZA_STUDIO_MENU = [
  ['시그니처 피자', 'signature', [
    ['페퍼로니 피자', 'pepperoni-pizza', 19900, ['pizzaSize', 'pizzaDough', 'pizzaTopping', 'pizzaSauce'], '짭짤한 페퍼로니 듬뿍'],
    ['하프앤하프 피자', 'half-and-half-pizza', 24900, ['pizzaHalf', 'pizzaDough', 'pizzaSauce'], '좋아하는 맛 두 가지를 반반으로'],
    ['불고기 피자', 'bulgogi-pizza', 22900, ['pizzaSize', 'pizzaDough', 'freeSauce'], '달콤한 불고기와 모차렐라'],
    ['포테이토 피자', 'potato-pizza', 22900, ['pizzaSize', 'pizzaDough']],
  ]],
  ['파스타', 'pasta', CATALOGUES.pizza.menu[1][2]],
  ['사이드', 'side', CATALOGUES.pizza.menu[2][2]],
];

/**
 * 1003 서초 수제버거랩: stock management: stock 10, 3 and 0, one above 99 (label hidden), and
 * options with their own stock (패티 추가 5, 베이컨 추가 0).
 */
export function stockManagement({ buildMenu }) {
  const stocks = { 1: 10, 2: 3, 3: 0, 4: 150 };
  return {
    id: 1003,
    name: '서초 수제버거랩',
    kind: 'burger',
    categories: ['피자양식', '1인분주문'],
    dong: '서초동',
    stock_management: true,
    min_order_amount: 12000,
    delivery_fee: 2500,
    menu: buildMenu(1003, BURGER_LAB_MENU, { stock: (n) => stocks[n] }),
  };
}

// biome-ignore format: a data table, one row per line
const BURGER_LAB_MENU = [
  ['한정 버거', 'limited', [
    ['더블치즈 스매시버거', 'double-smash', 12900, ['burgerSet'], '하루 10개 한정'],
    ['블랙 트러플 버거', 'truffle-burger', 15900, ['burgerSet'], '하루 한정 수량'],
    ['한우 스테이크 버거', 'hanwoo-burger', 18900, ['burgerSet'], '오늘 준비한 수량이 모두 나갔어요'],
    ['클래식 치즈버거', 'classic-cheeseburger', 8900, ['burgerSet', 'burgerTopping'], '패티 추가 옵션은 5개 한정'],
  ]],
  ['사이드', 'side', CATALOGUES.burger.menu[1][2]],
  ['음료', 'drink', CATALOGUES.burger.menu[2][2]],
];
