// Burgers (피자양식): burgers with a set choice, sides and drinks.
// Rows as described in ./index.mjs.

// biome-ignore format: a data table, one row per line
export const burger = { origin: '소고기 패티: 호주산, 베이컨: 미국산', intro: '주문이 들어오면 그때 패티를 굽습니다.', hours: '매일 10:30 - 22:00',
  menu: [
    ['버거', 'burger', [
      ['클래식 치즈버거', 'classic-cheeseburger', 8900, ['burgerSet', 'freeSauce'], '아메리칸 치즈 두 장'],
      ['베이컨 치즈버거', 'bacon-cheeseburger', 9900, ['burgerSet', 'freeSauce']],
      ['더블 패티 버거', 'double-patty-burger', 11900, ['burgerSet', 'freeSauce']],
      ['머쉬룸 스위스 버거', 'mushroom-swiss-burger', 10900, ['burgerSet']],
      ['치킨 버거', 'chicken-burger', 8500, ['burgerSet']],
    ]],
    ['사이드', 'side', [['감자튀김', 'french-fries', 3500], ['어니언링', 'onion-rings', 4000], ['코울슬로', 'coleslaw', 2500]]],
    ['음료', 'drink', [['콜라', 'cola', 2000], ['밀크쉐이크', 'milkshake', 5500]]],
  ] };
