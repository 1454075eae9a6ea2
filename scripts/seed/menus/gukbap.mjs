// Gukbap (한식): rice soups, boiled pork and extras.
// Rows as described in ./index.mjs.

// biome-ignore format: a data table, one row per line
export const gukbap = { origin: '돼지고기: 국내산, 순대(돼지 창자): 국내산, 쌀: 국내산', intro: '사골을 24시간 고아 낸 진한 국물.', hours: '24시간 영업',
  menu: [
    ['국밥', 'gukbap', [
      ['순대국밥', 'sundae-gukbap', 9000, ['gukbapExtra'], '머릿고기와 순대가 듬뿍'],
      ['뼈해장국', 'ppyeo-haejangguk', 10000, ['gukbapExtra']],
      ['내장탕', 'naejangtang', 10000, ['gukbapExtra']],
      ['돼지국밥', 'dwaeji-gukbap', 9500, ['gukbapExtra']],
    ]],
    ['수육', 'suyuk', [['머릿고기 수육 (소)', 'head-meat-small', 18000], ['모듬 수육 (중)', 'suyuk-medium', 25000], ['순대 (소)', 'sundae-small', 8000]]],
    ['추가', 'extra', [['공기밥', 'rice', 1000], ['부추무침', 'chive-salad', 2000]]],
  ] };
