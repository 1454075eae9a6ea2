// Dosirak (1인분주문): single-portion lunch boxes and extras.
// Rows as described in ./index.mjs.

// biome-ignore format: a data table, one row per line
export const dosirak = { origin: '쌀: 국내산, 돼지고기: 국내산, 닭고기: 브라질산', intro: '혼밥도 든든하게, 1인분도 최소주문 없이 보내드려요.', hours: '매일 10:00 - 21:00',
  menu: [
    ['1인 메뉴', 'single', [
      ['제육 도시락', 'jeyuk-dosirak', 8500, ['dosirakRice'], '1인분 제육볶음과 반찬 4종'],
      ['불고기 도시락', 'bulgogi-dosirak', 9000, ['dosirakRice']],
      ['치킨마요 덮밥', 'chicken-mayo-don', 7500, ['dosirakRice']],
      ['돈까스 도시락', 'katsu-dosirak', 9000, ['dosirakRice']],
      ['1인 보쌈 정식', 'single-bossam', 12000],
      ['1인 찜닭', 'single-jjimdak', 12000, ['spicy']],
      ['닭가슴살 샐러드', 'chicken-salad', 9500],
    ]],
    ['추가', 'extra', [['컵 미역국', 'seaweed-soup', 1500], ['계란후라이', 'fried-egg', 1000], ['콜라 355ml', 'cola-355', 1500]]],
  ] };
