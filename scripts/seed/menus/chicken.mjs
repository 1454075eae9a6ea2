// Chicken (치킨): fried, seasoned and boneless chicken, sides and drinks.
// Rows as described in ./index.mjs.

// biome-ignore format: a data table, one row per line
export const chicken = { origin: '닭고기: 국내산, 치킨무: 국내산', intro: '매일 들어오는 국내산 신선육만 씁니다. 바삭함이 오래가도록 두 번 튀겨요.', hours: '매일 11:00 - 02:00',
  menu: [
    ['치킨', 'chicken', [
      ['후라이드치킨', 'fried-chicken', 18000, ['chickenBone', 'chickenExtra'], '겉바속촉 기본 후라이드'],
      ['양념치킨', 'yangnyeom-chicken', 19000, ['chickenBone', 'chickenExtra'], '달콤매콤 수제 양념'],
      ['간장치킨', 'soy-garlic-chicken', 19000, ['chickenBone', 'chickenExtra']],
      ['반반치킨', 'half-half-chicken', 19000, ['chickenHalf', 'chickenExtra'], '두 가지 맛을 반씩'],
      ['순살후라이드', 'boneless-fried', 20000, ['chickenExtra']],
      ['순살양념', 'boneless-yangnyeom', 21000, ['chickenExtra']],
      ['파닭', 'scallion-chicken', 20000, ['chickenSide']],
      ['마늘치킨', 'garlic-chicken', 20000, ['chickenSide']],
      ['치즈가루치킨', 'cheese-powder-chicken', 21000, ['chickenSide']],
    ]],
    ['사이드', 'side', [['치즈볼 (5개)', 'cheese-balls', 5000], ['감자튀김', 'french-fries', 4000], ['떡볶이', 'tteokbokki', 5000], ['콘샐러드', 'corn-salad', 2000]]],
    ['음료', 'drink', [['콜라 1.25L', 'cola-1250', 2500], ['사이다 1.25L', 'cider-1250', 2500], ['콜라 500ml', 'cola-500', 2000]]],
  ] };
