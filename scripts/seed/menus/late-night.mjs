// Late-night food (야식): chicken feet, gopchang and sides, with a heat level.
// Rows as described in ./index.mjs.

// biome-ignore format: a data table, one row per line
export const yasik = { origin: '닭발: 국내산, 곱창(소): 호주산, 돼지고기: 국내산', intro: '야식은 역시 불맛! 직화로 한 번 더 구워 보내드려요.', hours: '매일 17:00 - 05:00',
  menu: [
    ['메인', 'main', [
      ['국물닭발', 'soup-chicken-feet', 18000, ['fireLevel', 'yasikExtra'], '칼칼한 국물에 쫄깃한 닭발'],
      ['무뼈닭발', 'boneless-chicken-feet', 19000, ['fireLevel', 'yasikExtra']],
      ['곱창볶음', 'gopchang-bokkeum', 22000, ['fireLevel', 'yasikExtra']],
      ['막창구이', 'makchang', 24000],
      ['오돌뼈', 'odolppyeo', 17000, ['fireLevel']],
      ['닭똥집튀김', 'gizzard-fries', 15000],
    ]],
    ['사이드', 'side', [['계란찜', 'steamed-egg', 4000], ['주먹밥', 'rice-ball', 3000], ['쿨피스', 'coolpis', 2000]]],
  ] };
