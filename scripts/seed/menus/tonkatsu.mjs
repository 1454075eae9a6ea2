// Tonkatsu (일식돈까스): cutlets with set choices and noodles.
// Rows as described in ./index.mjs.

// biome-ignore format: a data table, one row per line
export const tonkatsu = { origin: '돼지고기: 국내산, 쌀: 국내산', intro: '숙성한 국내산 등심을 두툼하게, 주문 즉시 튀깁니다.', hours: '매일 11:00 - 21:00',
  menu: [
    ['돈까스', 'katsu', [
      ['로스카츠', 'rosu-katsu', 12000, ['katsuSet'], '두툼한 등심 돈까스'],
      ['히레카츠', 'hire-katsu', 13000, ['katsuSet']],
      ['치즈돈까스', 'cheese-katsu', 13000, ['katsuSet']],
      ['생선까스', 'fish-katsu', 11000, ['katsuSet']],
      ['카츠동', 'katsudon', 10000],
    ]],
    ['면', 'noodle', [['냉모밀', 'cold-soba', 8000], ['가케우동', 'kake-udon', 8000], ['미니 우동', 'mini-udon', 4000]]],
  ] };
