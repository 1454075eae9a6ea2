// Korean home cooking (한식): stews, rice dishes, soups and sides.
// Rows as described in ./index.mjs.

// biome-ignore format: a data table, one row per line
export const korean = { origin: '쌀: 국내산, 돼지고기: 국내산, 김치(배추, 고춧가루): 국내산', intro: '엄마가 차려주던 집밥 그대로, 반찬은 매일 아침 새로 만듭니다.', hours: '매일 10:00 - 22:00',
  menu: [
    ['찌개', 'stew', [
      ['김치찌개', 'kimchi-jjigae', 9000, ['rice'], '묵은지와 돼지고기를 푹 끓였어요'],
      ['된장찌개', 'doenjang-jjigae', 9000, ['rice']],
      ['순두부찌개', 'sundubu-jjigae', 9000, ['spicy', 'rice']],
      ['부대찌개', 'budae-jjigae', 10000, ['rice']],
    ]],
    ['식사', 'meal', [
      ['제육볶음', 'jeyuk-bokkeum', 10000, ['spicy', 'rice']],
      ['불고기 백반', 'bulgogi-baekban', 11000, ['rice']],
      ['비빔밥', 'bibimbap', 9500],
      ['오징어볶음', 'ojingeo-bokkeum', 11000, ['spicy', 'rice']],
      ['고등어구이 정식', 'grilled-mackerel', 11000],
    ]],
    ['탕', 'soup', [['갈비탕', 'galbitang', 13000], ['육개장', 'yukgaejang', 11000], ['설렁탕', 'seolleongtang', 10000]]],
    ['사이드', 'side', [['계란말이', 'rolled-omelette', 7000], ['김치전', 'kimchi-pancake', 9000], ['공기밥', 'rice', 1000]]],
  ] };
