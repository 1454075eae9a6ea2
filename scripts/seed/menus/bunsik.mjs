// Bunsik (분식): tteokbokki, gimbap, fried snacks and noodles.
// Rows as described in ./index.mjs.

// biome-ignore format: a data table, one row per line
export const bunsik = { origin: '떡(쌀): 국내산, 순대(돼지 창자): 국내산, 어묵(연육): 외국산', intro: '학교 앞 그 맛 그대로, 떡볶이 소스는 매일 끓입니다.', hours: '매일 10:00 - 22:00',
  menu: [
    ['떡볶이', 'tteokbokki', [
      ['떡볶이', 'tteokbokki', 5000, ['spicy', 'bunsikTopping'], '쌀떡으로 만든 국물 떡볶이'],
      ['로제 떡볶이', 'rose-tteokbokki', 7000, ['bunsikTopping']],
      ['짜장 떡볶이', 'jajang-tteokbokki', 6000, ['bunsikTopping']],
      ['라볶이', 'rabokki', 6000, ['spicy', 'bunsikTopping']],
    ]],
    ['김밥', 'gimbap', [['김밥', 'gimbap', 3500], ['참치김밥', 'tuna-gimbap', 4500], ['치즈김밥', 'cheese-gimbap', 4500], ['돈까스김밥', 'katsu-gimbap', 5000]]],
    ['튀김·순대', 'fries', [['순대', 'sundae', 5000], ['모듬튀김', 'assorted-fries', 5000], ['김말이 (5개)', 'gimmari', 3000]]],
    ['면', 'noodle', [['쫄면', 'jjolmyeon', 7000], ['라면', 'ramyeon', 4500], ['치즈라면', 'cheese-ramyeon', 5500], ['어묵탕', 'fishcake-soup', 6000]]],
  ] };
