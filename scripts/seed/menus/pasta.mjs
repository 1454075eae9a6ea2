// Pasta (피자양식): pasta, risotto, salads and drinks.
// Rows as described in ./index.mjs.

// biome-ignore format: a data table, one row per line
export const pasta = { origin: '소고기: 호주산, 베이컨: 미국산, 밀가루: 미국산', intro: '생면을 매일 뽑고, 소스는 주문 즉시 팬에 볶아냅니다.', hours: '매일 11:30 - 22:00',
  menu: [
    ['파스타', 'pasta', [
      ['까르보나라', 'carbonara', 13900, ['pastaExtra'], '계란 노른자와 페코리노 치즈로 만든 정통 까르보나라'],
      ['알리오 올리오', 'aglio-olio', 12900, ['pastaExtra']],
      ['토마토 해산물 파스타', 'seafood-tomato-pasta', 15900, ['pastaExtra']],
      ['로제 파스타', 'rose-pasta', 14900, ['pastaExtra']],
      ['트러플 크림 리조또', 'truffle-risotto', 16900],
    ]],
    ['샐러드·사이드', 'side', [['리코타 샐러드', 'ricotta-salad', 11900], ['감바스 알 아히요', 'gambas', 15900], ['마늘빵', 'garlic-bread', 3500]]],
    ['음료', 'drink', [['레몬에이드', 'lemon-ade', 5000], ['콜라', 'cola', 2000]]],
  ] };
