// Sushi (일식돈까스): sushi sets, rice bowls and sides.
// Rows as described in ./index.mjs.

// biome-ignore format: a data table, one row per line
export const sushi = { origin: '연어: 노르웨이산, 광어: 국내산, 쌀: 국내산', intro: '매일 새벽 시장에서 들여온 생선으로 쥡니다.', hours: '매일 11:30 - 21:30',
  menu: [
    ['초밥', 'sushi', [
      ['모듬초밥 (12pcs)', 'assorted-sushi', 16000, ['wasabi'], '광어, 연어, 새우 등 12피스'],
      ['연어초밥 (10pcs)', 'salmon-sushi', 17000, ['wasabi']],
      ['광어초밥 (10pcs)', 'flatfish-sushi', 15000, ['wasabi']],
      ['특선초밥 (15pcs)', 'special-sushi', 24000, ['wasabi']],
    ]],
    ['덮밥', 'donburi', [['연어덮밥', 'salmon-don', 14000], ['장어덮밥', 'eel-don', 19000], ['사케동', 'sake-don', 15000]]],
    ['사이드', 'side', [['미소시루', 'miso-soup', 2000], ['새우튀김 (3pcs)', 'ebi-tempura', 6000]]],
  ] };
