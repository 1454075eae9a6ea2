// Cafe and dessert (카페디저트): coffee with temperature, size and extras, drinks and desserts.
// Rows as described in ./index.mjs.

// biome-ignore format: a data table, one row per line
export const cafe = { origin: '원두: 브라질·에티오피아산, 우유: 국내산, 딸기: 국내산', intro: '매주 직접 로스팅한 원두로 내립니다.', hours: '매일 08:00 - 22:00',
  menu: [
    ['커피', 'coffee', [
      ['아메리카노', 'americano', 4500, ['temperature', 'drinkSize', 'shot'], '고소한 블렌드 원두'],
      ['카페라떼', 'cafe-latte', 5000, ['temperature', 'drinkSize', 'shot']],
      ['바닐라라떼', 'vanilla-latte', 5500, ['temperature', 'drinkSize', 'shot']],
      ['카라멜 마키아또', 'caramel-macchiato', 5500, ['temperature', 'drinkSize']],
      ['콜드브루', 'cold-brew', 5000, ['drinkSize']],
    ]],
    ['음료', 'beverage', [
      ['자몽에이드', 'grapefruit-ade', 6000],
      ['레몬에이드', 'lemon-ade', 6000],
      ['딸기 스무디', 'strawberry-smoothie', 6500],
      ['녹차라떼', 'green-tea-latte', 5500, ['temperature']],
    ]],
    ['디저트', 'dessert', [
      ['딸기 생크림 케이크', 'strawberry-cake', 7000, [], '국산 딸기를 올린 조각 케이크'],
      ['바스크 치즈케이크', 'basque-cheesecake', 6500],
      ['티라미수', 'tiramisu', 6500],
      ['크로플', 'croffle', 6500, ['croffleTopping']],
      ['마카롱', 'macaron', 2800],
      ['허니브레드', 'honey-bread', 8000],
      ['초코 브라우니', 'brownie', 4500],
    ]],
  ] };
