// Pizza (피자양식): pizzas with size, dough and topping options, pasta and sides.
// Rows as described in ./index.mjs.

// biome-ignore format: a data table, one row per line
export const pizza = { origin: '치즈: 미국산, 페퍼로니: 미국산, 불고기: 국내산', intro: '매장에서 직접 반죽한 도우를 400도 화덕에서 구워요.', hours: '매일 11:00 - 23:00',
  menu: [
    ['피자', 'pizza', [
      ['페퍼로니 피자', 'pepperoni-pizza', 19900, ['pizzaSize', 'pizzaDough', 'pizzaTopping'], '짭짤한 페퍼로니 듬뿍'],
      ['콤비네이션 피자', 'combination-pizza', 21900, ['pizzaSize', 'pizzaDough', 'pizzaTopping']],
      ['불고기 피자', 'bulgogi-pizza', 22900, ['pizzaSize', 'pizzaDough', 'pizzaTopping']],
      ['포테이토 피자', 'potato-pizza', 22900, ['pizzaSize', 'pizzaDough']],
      ['고구마 피자', 'sweet-potato-pizza', 22900, ['pizzaSize', 'pizzaDough']],
      ['쉬림프 피자', 'shrimp-pizza', 24900, ['pizzaSize', 'pizzaDough', 'pizzaTopping']],
      ['하와이안 피자', 'hawaiian-pizza', 21900, ['pizzaSize', 'pizzaDough']],
    ]],
    ['파스타', 'pasta', [
      ['까르보나라', 'carbonara', 12900, ['pastaExtra']],
      ['토마토 스파게티', 'tomato-spaghetti', 11900, ['pastaExtra']],
      ['로제 파스타', 'rose-pasta', 13900, ['pastaExtra']],
    ]],
    ['사이드', 'side', [['버팔로윙 (6조각)', 'buffalo-wings', 8900], ['치즈오븐스파게티', 'cheese-oven-spaghetti', 9900], ['갈릭디핑소스', 'garlic-dip', 500], ['콜라 1.25L', 'cola-1250', 2500]]],
  ] };
