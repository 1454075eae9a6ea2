// Scenario restaurants 1004-1005: the required disposable item (has_disposable_menu and a
// category with ms_type "disposable"), orderable and sold out.
import { CATALOGUES } from '../menus/index.mjs';

/**
 * 1004 도곡 도시락연구소: a required disposable item: 일회용 수저·젓가락 (1004900, 0원) in the
 * category 일회용품 with one mandatory single group 받기/안 받기.
 */
export function requiredDisposableItem({ buildMenu, menuItem }) {
  return {
    id: 1004,
    name: '도곡 도시락연구소',
    kind: 'dosirak',
    categories: ['1인분주문', '한식'],
    dong: '도곡동',
    has_disposable_menu: true,
    min_order_amount: 9000,
    delivery_fee: 2000,
    menu: [
      ...buildMenu(1004, CATALOGUES.dosirak.menu),
      {
        slug: 'disposable',
        name: '일회용품',
        ms_type: 'disposable',
        items: [
          menuItem(1004900, '일회용 수저·젓가락', 'cutlery', 0, {
            subchoices: [
              {
                slug: 'cutlery',
                id: 100490,
                name: '일회용 수저 받기',
                mandatory: true,
                multiple: false,
                multiple_count: 0,
                subchoices: [
                  { slug: 'no', id: 10049001, name: '안 받을게요 (환경 보호)', price: 0 },
                  { slug: 'yes', id: 10049002, name: '받을게요', price: 0 },
                ],
              },
            ],
            industrial_info: { images: [], description: '필수 선택 항목입니다' },
          }),
        ],
      },
    ],
  };
}

/**
 * 1005 논현 샐러드팩토리: has_disposable_menu whose disposable item (1005900) is sold out:
 * ordering cannot continue.
 */
export function disposableItemSoldOut({ menuItem }) {
  return {
    id: 1005,
    name: '논현 샐러드팩토리',
    kind: 'dosirak',
    categories: ['1인분주문', '카페디저트'],
    dong: '논현동',
    has_disposable_menu: true,
    min_order_amount: 10000,
    delivery_fee: 2500,
    country_origin: '닭가슴살: 브라질산, 연어: 노르웨이산',
    introduction_by_owner: { introduction_text: '매일 아침 손질한 채소로 만드는 샐러드.', images: [] },
    menu: [
      {
        slug: 'salad',
        name: '샐러드',
        items: [
          ['닭가슴살 샐러드', 'chicken-salad', 9500],
          ['연어 샐러드', 'salmon-salad', 11500],
          ['리코타 치즈 샐러드', 'ricotta-salad', 10500],
          ['두부 포케', 'tofu-poke', 9900],
        ].map(([name, slug, price], n) => menuItem(1005001 + n, name, slug, price)),
      },
      {
        slug: 'disposable',
        name: '일회용품',
        ms_type: 'disposable',
        items: [
          menuItem(1005900, '일회용 포크', 'fork', 0, {
            soldout: true,
            stock_amount: 0,
            industrial_info: { images: [], description: '일회용품 재고 부족' },
          }),
        ],
      },
    ],
  };
}
