// Chinese (중국집): noodles and rice, dishes for sharing, dumplings.
// Rows as described in ./index.mjs.

// biome-ignore format: a data table, one row per line
export const chinese = { origin: '돼지고기: 국내산, 오징어: 원양산, 김치: 국내산', intro: '40년 경력 주방장이 매일 면을 직접 뽑습니다.', hours: '매일 10:30 - 21:30',
  menu: [
    ['식사', 'meal', [
      ['짜장면', 'jajangmyeon', 7000, ['noodleSize'], '옛날 춘장으로 볶은 짜장'],
      ['간짜장', 'gan-jajang', 8500, ['noodleSize']],
      ['짬뽕', 'jjamppong', 8000, ['spicy', 'noodleSize'], '해물 듬뿍 얼큰 짬뽕'],
      ['삼선짬뽕', 'samseon-jjamppong', 11000, ['spicy', 'noodleSize']],
      ['울면', 'ulmyeon', 8500],
      ['볶음밥', 'fried-rice', 8000],
      ['짬뽕밥', 'jjamppong-rice', 9000, ['spicy']],
      ['잡채밥', 'japchae-rice', 9000],
      ['마파두부밥', 'mapo-tofu-rice', 9000],
    ]],
    ['요리', 'dish', [
      ['탕수육 (소)', 'tangsuyuk-small', 18000, ['sweetSour'], '찹쌀 반죽 꿔바로우식 탕수육'],
      ['탕수육 (중)', 'tangsuyuk-medium', 24000, ['sweetSour']],
      ['깐풍기', 'kkanpunggi', 25000],
      ['유린기', 'yurinki', 24000],
      ['양장피', 'yangjangpi', 28000],
    ]],
    ['사이드', 'side', [['군만두', 'fried-dumplings', 6000], ['물만두', 'boiled-dumplings', 6000], ['콜라 500ml', 'cola-500', 2000]]],
  ] };
