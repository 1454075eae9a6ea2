// Jokbal and bossam (족발보쌈): pork trotters and boiled pork with sides.
// Rows as described in ./index.mjs.

// biome-ignore format: a data table, one row per line
export const jokbal = { origin: '족발(돼지고기): 국내산, 보쌈(돼지고기): 국내산, 배추김치: 국내산', intro: '한약재 넣은 육수에 매일 삶아 야들야들합니다.', hours: '매일 15:00 - 01:00',
  menu: [
    ['족발', 'jokbal', [
      ['족발 (중)', 'jokbal-medium', 35000, ['jokbalSide'], '앞다리 족발, 2~3인분'],
      ['족발 (대)', 'jokbal-large', 42000, ['jokbalSide']],
      ['불족발', 'fire-jokbal', 38000, ['fireLevel', 'jokbalSide']],
      ['냉채족발', 'cold-jokbal', 36000],
    ]],
    ['보쌈', 'bossam', [
      ['보쌈 (중)', 'bossam-medium', 33000, ['jokbalSide']],
      ['보쌈 (대)', 'bossam-large', 40000, ['jokbalSide']],
      ['반반 족발보쌈', 'half-jokbal-bossam', 42000, ['jokbalSide']],
    ]],
    ['사이드', 'side', [['막국수', 'makguksu', 7000], ['주먹밥', 'rice-ball', 3000], ['쟁반국수', 'jaengban-guksu', 9000]]],
  ] };
