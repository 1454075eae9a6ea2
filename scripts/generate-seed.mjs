// Generates the default seed directory fixtures/seed/ (format: SEED-FORMAT.md, documented for
// users in fixtures/README.md). Deterministic: a seeded PRNG and a fixed clock, so running it
// twice gives byte-identical files. Plain JavaScript so it runs on Node 20 without a TS loader:
//   node scripts/generate-seed.mjs [out-dir]
// The scenario restaurants (ids 1001-1026) are written out by hand below: QA scripts rely on
// them. The other restaurants (ids 2001-2060) are generated from the menu catalogues.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = resolve(process.argv[2] ?? join(ROOT, 'fixtures', 'seed'));

// ── Determinism ──────────────────────────────────────────────────────────────────────────────

/** mulberry32: a small seeded PRNG; every random choice in the seed comes from here. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20261121);
const int = (min, max) => min + Math.floor(random() * (max - min + 1));
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;

/** Fisher-Yates with the seeded PRNG (a random sort comparator is engine-dependent). */
function shuffle(list) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The seed's "now": reviews are spread back from here (2026-11-21 12:00 in Seoul). */
const NOW = Date.UTC(2026, 10, 21, 3, 0, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An instant as Seoul time with its offset, e.g. 2026-11-21T12:00:00+09:00. */
function kst(ms) {
  return `${new Date(ms + 9 * HOUR).toISOString().slice(0, 19)}+09:00`;
}

// ── Output ───────────────────────────────────────────────────────────────────────────────────

const written = new Set();
function writeJson(relative, value) {
  const path = join(OUT, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

const escapeXml = (text) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small square SVG tile with a label: the seed's stand-in for photos (no network). */
function tile(relative, label, color) {
  if (written.has(relative)) return relative;
  written.add(relative);
  const path = join(OUT, relative);
  mkdirSync(dirname(path), { recursive: true });
  const size = label.length > 1 ? 64 : 112;
  writeFileSync(
    path,
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
      `<rect width="240" height="240" rx="28" fill="${color}"/>` +
      `<text x="120" y="${120 + size * 0.36}" font-family="sans-serif" font-size="${size}" font-weight="700" ` +
      `text-anchor="middle" fill="#ffffff">${escapeXml(label)}</text></svg>\n`,
  );
  return relative;
}

const PALETTE = ['#E4572E', '#F3A712', '#29335C', '#4C956C', '#A8201A', '#2E86AB', '#7B2D26', '#6A4C93'];
const colorOf = (n) => PALETTE[n % PALETTE.length];

// ── Places ───────────────────────────────────────────────────────────────────────────────────

/** Gangnam station, the app's default location (spec 000 §9). */
const DEFAULT_POINT = { lat: 37.498168, lng: 127.02761 };

// The legal dongs of Gangnam-gu and Seocho-gu: a representative zipcode, a central point and a
// lot and road address in each.
// biome-ignore format: a data table, one row per line
const DISTRICTS = [
  ['강남구', '개포동', '06307', 37.4785, 127.0598, '개포동 1233', '개포로 310'],
  ['강남구', '논현동', '06120', 37.511, 127.0286, '논현동 202-8', '학동로 117'],
  ['강남구', '대치동', '06280', 37.4993, 127.0632, '대치동 316', '삼성로 212'],
  ['강남구', '도곡동', '06267', 37.4888, 127.0454, '도곡동 467', '언주로30길 26'],
  ['강남구', '삼성동', '06164', 37.5141, 127.0565, '삼성동 159', '영동대로 513'],
  ['강남구', '세곡동', '06371', 37.4641, 127.1049, '세곡동 530', '헌릉로 590'],
  ['강남구', '수서동', '06349', 37.4874, 127.1019, '수서동 735', '광평로 280'],
  ['강남구', '신사동', '06035', 37.524, 127.0227, '신사동 535-1', '가로수길 5'],
  ['강남구', '압구정동', '06001', 37.5302, 127.0287, '압구정동 429', '압구정로 165'],
  ['강남구', '역삼동', '06236', 37.4995, 127.0366, '역삼동 823', '테헤란로 152'],
  ['강남구', '율현동', '06375', 37.4702, 127.1171, '율현동 100', '밤고개로 285'],
  ['강남구', '일원동', '06351', 37.4838, 127.0843, '일원동 50', '일원로 81'],
  ['강남구', '자곡동', '06372', 37.4747, 127.1044, '자곡동 270', '자곡로 174'],
  ['강남구', '청담동', '06068', 37.5247, 127.047, '청담동 79', '압구정로 446'],
  ['서초구', '내곡동', '06802', 37.4539, 127.0753, '내곡동 1-1', '헌릉로 475'],
  ['서초구', '반포동', '06546', 37.503, 126.9996, '반포동 19-3', '신반포로 176'],
  ['서초구', '방배동', '06573', 37.4815, 126.9977, '방배동 851', '방배로 180'],
  ['서초구', '서초동', '06750', 37.4918, 127.0097, '서초동 1376-3', '남부순환로 2584'],
  ['서초구', '신원동', '06803', 37.4488, 127.0647, '신원동 233', '청계산로 187'],
  ['서초구', '양재동', '06774', 37.4686, 127.0381, '양재동 232', '강남대로 27'],
  ['서초구', '염곡동', '06797', 37.462, 127.055, '염곡동 230', '양재대로 125'],
  ['서초구', '우면동', '06766', 37.4657, 127.0233, '우면동 33', '태봉로 114'],
  ['서초구', '원지동', '06799', 37.4437, 127.0441, '원지동 375', '청계산로 10'],
  ['서초구', '잠원동', '06513', 37.514, 127.0117, '잠원동 60-2', '나루터로 56'],
].map(([sigugun, dongmyun, zipcode, lat, lng, lot, road]) => ({
  sido: '서울',
  sigugun,
  dongmyun,
  zipcode,
  lat,
  lng,
  lot_address: `서울 ${sigugun} ${lot}`,
  road_address: `서울 ${sigugun} ${road}`,
}));
const districtOf = (dong) => DISTRICTS.find((d) => d.dongmyun === dong);

/** Near Gangnam station: the dongs a delivery from the station area plausibly reaches. */
// biome-ignore format: a data table, one row per line
const NEAR_DONGS = ['역삼동', '역삼동', '역삼동', '서초동', '서초동', '논현동', '논현동', '신사동', '도곡동', '대치동', '삼성동', '양재동', '반포동', '잠원동'];

function distanceM(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371000 * Math.asin(Math.sqrt(h));
}

/** A point and lot address in a dong, jittered up to ~400 m from its centre. */
function placeIn(dong) {
  const d = districtOf(dong);
  const lat = Math.round((d.lat + (random() - 0.5) * 0.007) * 1e6) / 1e6;
  const lng = Math.round((d.lng + (random() - 0.5) * 0.009) * 1e6) / 1e6;
  const lot = chance(0.7) ? `${int(100, 899)}-${int(1, 40)}` : `${int(100, 899)}`;
  return { address: `서울 ${d.sigugun} ${dong} ${lot}`, lat, lng };
}

// ── Option groups ────────────────────────────────────────────────────────────────────────────
// [name, slug, price, extra?]. `count` is multiple_count. The kinds the spec names (000 §5):
// mandatory single; mandatory multiple with a count (exactly N); optional multiple with a count
// (at most N); optional checkbox (neither, count 0); multiple+mandatory with count 0 (single).

// biome-ignore format: a data table, one row per line
const GROUPS = {
  chickenTaste: { name: '맛', slug: 'taste', mandatory: true, multiple: false, count: 0,
    options: [['후라이드', 'fried', 0], ['양념', 'yangnyeom', 1000], ['간장', 'soy', 1000]] },
  chickenHalf: { name: '반반 맛 선택', slug: 'half-half', mandatory: true, multiple: true, count: 2,
    options: [['후라이드', 'fried', 0], ['양념', 'yangnyeom', 0], ['간장', 'soy', 0], ['마늘', 'garlic', 1000], ['치즈가루', 'cheese', 1000]] },
  chickenBone: { name: '뼈/순살', slug: 'bone', mandatory: true, multiple: true, count: 0,
    options: [['뼈', 'bone-in', 0], ['순살 변경', 'boneless', 2000]] },
  chickenSide: { name: '사이드 추가', slug: 'side', mandatory: false, multiple: true, count: 3,
    options: [['치즈볼 (5개)', 'cheese-balls', 5000], ['감자튀김', 'fries', 4000], ['떡볶이', 'tteokbokki', 5000], ['콘샐러드', 'corn-salad', 2000]] },
  chickenExtra: { name: '추가 선택', slug: 'extra', mandatory: false, multiple: false, count: 0,
    options: [['치킨무 추가', 'radish', 500], ['양념소스 추가', 'sauce', 500], ['콜라 500ml', 'cola', 2000]] },
  pizzaSize: { name: '사이즈', slug: 'size', mandatory: true, multiple: true, count: 0,
    options: [['R', 'regular', 0], ['L', 'large', 5000], ['패밀리', 'family', 9000]] },
  pizzaDough: { name: '도우', slug: 'dough', mandatory: true, multiple: false, count: 0,
    options: [['오리지널', 'original', 0], ['씬', 'thin', 0], ['치즈크러스트', 'cheese-crust', 3000], ['고구마무스', 'sweet-potato-crust', 2500]] },
  pizzaHalf: { name: '하프앤하프 맛', slug: 'half', mandatory: true, multiple: true, count: 2,
    options: [['페퍼로니', 'pepperoni', 0], ['불고기', 'bulgogi', 0], ['포테이토', 'potato', 0], ['고구마', 'sweet-potato', 0], ['쉬림프', 'shrimp', 2000]] },
  pizzaTopping: { name: '토핑 추가', slug: 'topping', mandatory: false, multiple: true, count: 3,
    options: [['페퍼로니', 'pepperoni', 2000], ['베이컨', 'bacon', 2000], ['올리브', 'olive', 1000], ['치즈 추가', 'cheese', 2500], ['할라피뇨', 'jalapeno', 1000]] },
  pizzaSauce: { name: '소스', slug: 'sauce', mandatory: false, multiple: false, count: 0,
    options: [['갈릭디핑소스', 'garlic-dip', 500], ['핫소스', 'hot-sauce', 300], ['피클 추가', 'pickle', 500]] },
  freeSauce: { name: '소스 마음껏', slug: 'free-sauce', mandatory: false, multiple: true, count: 0,
    options: [['케첩', 'ketchup', 0], ['머스타드', 'mustard', 0], ['스리라차', 'sriracha', 0]] },
  burgerSet: { name: '세트 선택', slug: 'set', mandatory: true, multiple: false, count: 0,
    options: [['단품', 'single', 0], ['세트 (감자튀김+콜라)', 'set', 3000], ['라지 세트', 'large-set', 4000]] },
  pastaExtra: { name: '추가 선택', slug: 'extra', mandatory: false, multiple: false, count: 0,
    options: [['면 추가', 'more-noodle', 2000], ['베이컨 추가', 'bacon', 1500], ['마늘빵', 'garlic-bread', 2000]] },
  noodleSize: { name: '곱빼기', slug: 'large', mandatory: false, multiple: false, count: 0,
    options: [['곱빼기', 'large', 1000]] },
  spicy: { name: '맵기', slug: 'spicy', mandatory: true, multiple: false, count: 0,
    options: [['순한맛', 'mild', 0], ['보통맛', 'medium', 0], ['매운맛', 'hot', 0]] },
  sweetSour: { name: '소스 선택', slug: 'sauce', mandatory: true, multiple: false, count: 0,
    options: [['부먹', 'poured', 0], ['찍먹', 'dipped', 0]] },
  rice: { name: '추가 선택', slug: 'extra', mandatory: false, multiple: false, count: 0,
    options: [['공기밥 추가', 'rice', 1000], ['계란후라이', 'fried-egg', 1000]] },
  gukbapExtra: { name: '추가 선택', slug: 'extra', mandatory: false, multiple: false, count: 0,
    options: [['다대기 빼기', 'no-dadaegi', 0], ['들깨 추가', 'perilla', 0], ['순대 추가', 'more-sundae', 2000], ['공기밥 추가', 'rice', 1000]] },
  katsuSet: { name: '구성 선택', slug: 'set', mandatory: true, multiple: false, count: 0,
    options: [['단품', 'single', 0], ['냉모밀 세트', 'soba-set', 3000], ['우동 세트', 'udon-set', 3000]] },
  wasabi: { name: '와사비', slug: 'wasabi', mandatory: true, multiple: false, count: 0,
    options: [['와사비 넣기', 'with', 0], ['와사비 빼기', 'without', 0]] },
  jokbalSide: { name: '사이드 추가', slug: 'side', mandatory: false, multiple: true, count: 2,
    options: [['막국수', 'makguksu', 7000], ['주먹밥', 'rice-ball', 3000], ['쟁반국수', 'jaengban', 9000], ['계란찜', 'steamed-egg', 4000]] },
  yasikExtra: { name: '추가 선택', slug: 'extra', mandatory: false, multiple: false, count: 0,
    options: [['치즈 추가', 'cheese', 3000], ['우동사리', 'udon', 2000], ['주먹밥', 'rice-ball', 3000]] },
  fireLevel: { name: '맵기', slug: 'spicy', mandatory: true, multiple: false, count: 0,
    options: [['순한맛', 'mild', 0], ['보통맛', 'medium', 0], ['매운맛', 'hot', 0], ['불맛 (아주 매움)', 'fire', 500]] },
  bunsikTopping: { name: '토핑 추가', slug: 'topping', mandatory: false, multiple: true, count: 0,
    options: [['치즈', 'cheese', 1500], ['삶은 계란', 'egg', 1000], ['라면사리', 'ramen', 1000], ['당면사리', 'glass-noodle', 1000], ['어묵 추가', 'fishcake', 1000]] },
  temperature: { name: '온도', slug: 'temperature', mandatory: true, multiple: false, count: 0,
    options: [['HOT', 'hot', 0], ['ICE', 'ice', 0]] },
  drinkSize: { name: '사이즈', slug: 'size', mandatory: true, multiple: false, count: 0,
    options: [['Regular', 'regular', 0], ['Large', 'large', 500]] },
  shot: { name: '추가 선택', slug: 'extra', mandatory: false, multiple: true, count: 3,
    options: [['샷 추가', 'shot', 500], ['바닐라 시럽', 'vanilla', 500], ['휘핑크림', 'whip', 500], ['오트밀크 변경', 'oat', 700]] },
  croffleTopping: { name: '토핑', slug: 'topping', mandatory: false, multiple: true, count: 2,
    options: [['아이스크림', 'ice-cream', 1500], ['생크림', 'cream', 1000], ['메이플 시럽', 'maple', 500]] },
  cup: { name: '컵 선택', slug: 'cup', mandatory: true, multiple: false, count: 0,
    options: [['일회용컵', 'disposable-cup', 0], ['다회용컵 (보증금)', 'reusable-cup', 1000, { has_deposit: true }]] },
  burgerTopping: { name: '토핑 추가', slug: 'topping', mandatory: false, multiple: true, count: 2,
    options: [
      ['패티 추가', 'extra-patty', 3000, { stock_amount: 5 }],
      ['베이컨 추가', 'bacon', 1500, { stock_amount: 0 }],
      ['치즈 추가', 'cheese', 1000],
    ] },
  dosirakRice: { name: '밥 양', slug: 'rice', mandatory: true, multiple: false, count: 0,
    options: [['보통', 'regular', 0], ['곱빼기', 'large', 1000], ['적게', 'small', 0]] },
};

// ── Menu catalogues ──────────────────────────────────────────────────────────────────────────
// kind → categories of [name, slug, price, groups?, description?].

// biome-ignore format: a data table, one row per line
const CATALOGUES = {
  chicken: { origin: '닭고기: 국내산, 치킨무: 국내산', intro: '매일 들어오는 국내산 신선육만 씁니다. 바삭함이 오래가도록 두 번 튀겨요.', hours: '매일 11:00 - 02:00',
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
    ] },
  pizza: { origin: '치즈: 미국산, 페퍼로니: 미국산, 불고기: 국내산', intro: '매장에서 직접 반죽한 도우를 400도 화덕에서 구워요.', hours: '매일 11:00 - 23:00',
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
    ] },
  burger: { origin: '소고기 패티: 호주산, 베이컨: 미국산', intro: '주문이 들어오면 그때 패티를 굽습니다.', hours: '매일 10:30 - 22:00',
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
    ] },
  pasta: { origin: '소고기: 호주산, 베이컨: 미국산, 밀가루: 미국산', intro: '생면을 매일 뽑고, 소스는 주문 즉시 팬에 볶아냅니다.', hours: '매일 11:30 - 22:00',
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
    ] },
  cvs: { origin: '상품별 표기 참조', intro: '24시간 언제든 편의점 상품을 배달해 드려요.', hours: '24시간 영업', menu: [] },
  chinese: { origin: '돼지고기: 국내산, 오징어: 원양산, 김치: 국내산', intro: '40년 경력 주방장이 매일 면을 직접 뽑습니다.', hours: '매일 10:30 - 21:30',
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
    ] },
  korean: { origin: '쌀: 국내산, 돼지고기: 국내산, 김치(배추, 고춧가루): 국내산', intro: '엄마가 차려주던 집밥 그대로, 반찬은 매일 아침 새로 만듭니다.', hours: '매일 10:00 - 22:00',
    menu: [
      ['찌개', 'stew', [
        ['김치찌개', 'kimchi-jjigae', 9000, ['rice'], '묵은지와 돼지고기를 푹 끓였어요'],
        ['된장찌개', 'doenjang-jjigae', 9000, ['rice']],
        ['순두부찌개', 'sundubu-jjigae', 9000, ['spicy', 'rice']],
        ['부대찌개', 'budae-jjigae', 10000, ['rice']],
      ]],
      ['식사', 'meal', [
        ['제육볶음', 'jeyuk-bokkeum', 10000, ['spicy', 'rice']],
        ['불고기 백반', 'bulgogi-baekban', 11000, ['rice']],
        ['비빔밥', 'bibimbap', 9500],
        ['오징어볶음', 'ojingeo-bokkeum', 11000, ['spicy', 'rice']],
        ['고등어구이 정식', 'grilled-mackerel', 11000],
      ]],
      ['탕', 'soup', [['갈비탕', 'galbitang', 13000], ['육개장', 'yukgaejang', 11000], ['설렁탕', 'seolleongtang', 10000]]],
      ['사이드', 'side', [['계란말이', 'rolled-omelette', 7000], ['김치전', 'kimchi-pancake', 9000], ['공기밥', 'rice', 1000]]],
    ] },
  gukbap: { origin: '돼지고기: 국내산, 순대(돼지 창자): 국내산, 쌀: 국내산', intro: '사골을 24시간 고아 낸 진한 국물.', hours: '24시간 영업',
    menu: [
      ['국밥', 'gukbap', [
        ['순대국밥', 'sundae-gukbap', 9000, ['gukbapExtra'], '머릿고기와 순대가 듬뿍'],
        ['뼈해장국', 'ppyeo-haejangguk', 10000, ['gukbapExtra']],
        ['내장탕', 'naejangtang', 10000, ['gukbapExtra']],
        ['돼지국밥', 'dwaeji-gukbap', 9500, ['gukbapExtra']],
      ]],
      ['수육', 'suyuk', [['머릿고기 수육 (소)', 'head-meat-small', 18000], ['모듬 수육 (중)', 'suyuk-medium', 25000], ['순대 (소)', 'sundae-small', 8000]]],
      ['추가', 'extra', [['공기밥', 'rice', 1000], ['부추무침', 'chive-salad', 2000]]],
    ] },
  tonkatsu: { origin: '돼지고기: 국내산, 쌀: 국내산', intro: '숙성한 국내산 등심을 두툼하게, 주문 즉시 튀깁니다.', hours: '매일 11:00 - 21:00',
    menu: [
      ['돈까스', 'katsu', [
        ['로스카츠', 'rosu-katsu', 12000, ['katsuSet'], '두툼한 등심 돈까스'],
        ['히레카츠', 'hire-katsu', 13000, ['katsuSet']],
        ['치즈돈까스', 'cheese-katsu', 13000, ['katsuSet']],
        ['생선까스', 'fish-katsu', 11000, ['katsuSet']],
        ['카츠동', 'katsudon', 10000],
      ]],
      ['면', 'noodle', [['냉모밀', 'cold-soba', 8000], ['가케우동', 'kake-udon', 8000], ['미니 우동', 'mini-udon', 4000]]],
    ] },
  sushi: { origin: '연어: 노르웨이산, 광어: 국내산, 쌀: 국내산', intro: '매일 새벽 시장에서 들여온 생선으로 쥡니다.', hours: '매일 11:30 - 21:30',
    menu: [
      ['초밥', 'sushi', [
        ['모듬초밥 (12pcs)', 'assorted-sushi', 16000, ['wasabi'], '광어, 연어, 새우 등 12피스'],
        ['연어초밥 (10pcs)', 'salmon-sushi', 17000, ['wasabi']],
        ['광어초밥 (10pcs)', 'flatfish-sushi', 15000, ['wasabi']],
        ['특선초밥 (15pcs)', 'special-sushi', 24000, ['wasabi']],
      ]],
      ['덮밥', 'donburi', [['연어덮밥', 'salmon-don', 14000], ['장어덮밥', 'eel-don', 19000], ['사케동', 'sake-don', 15000]]],
      ['사이드', 'side', [['미소시루', 'miso-soup', 2000], ['새우튀김 (3pcs)', 'ebi-tempura', 6000]]],
    ] },
  jokbal: { origin: '족발(돼지고기): 국내산, 보쌈(돼지고기): 국내산, 배추김치: 국내산', intro: '한약재 넣은 육수에 매일 삶아 야들야들합니다.', hours: '매일 15:00 - 01:00',
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
    ] },
  yasik: { origin: '닭발: 국내산, 곱창(소): 호주산, 돼지고기: 국내산', intro: '야식은 역시 불맛! 직화로 한 번 더 구워 보내드려요.', hours: '매일 17:00 - 05:00',
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
    ] },
  bunsik: { origin: '떡(쌀): 국내산, 순대(돼지 창자): 국내산, 어묵(연육): 외국산', intro: '학교 앞 그 맛 그대로, 떡볶이 소스는 매일 끓입니다.', hours: '매일 10:00 - 22:00',
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
    ] },
  cafe: { origin: '원두: 브라질·에티오피아산, 우유: 국내산, 딸기: 국내산', intro: '매주 직접 로스팅한 원두로 내립니다.', hours: '매일 08:00 - 22:00',
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
    ] },
  dosirak: { origin: '쌀: 국내산, 돼지고기: 국내산, 닭고기: 브라질산', intro: '혼밥도 든든하게, 1인분도 최소주문 없이 보내드려요.', hours: '매일 10:00 - 21:00',
    menu: [
      ['1인 메뉴', 'single', [
        ['제육 도시락', 'jeyuk-dosirak', 8500, ['dosirakRice'], '1인분 제육볶음과 반찬 4종'],
        ['불고기 도시락', 'bulgogi-dosirak', 9000, ['dosirakRice']],
        ['치킨마요 덮밥', 'chicken-mayo-don', 7500, ['dosirakRice']],
        ['돈까스 도시락', 'katsu-dosirak', 9000, ['dosirakRice']],
        ['1인 보쌈 정식', 'single-bossam', 12000],
        ['1인 찜닭', 'single-jjimdak', 12000, ['spicy']],
        ['닭가슴살 샐러드', 'chicken-salad', 9500],
      ]],
      ['추가', 'extra', [['컵 미역국', 'seaweed-soup', 1500], ['계란후라이', 'fried-egg', 1000], ['콜라 355ml', 'cola-355', 1500]]],
    ] },
};

// The menus of the scenario restaurants that are not a catalogue's (rows as in CATALOGUES).
// biome-ignore format: a data table, one row per line
const SCENARIO_MENUS = {
  1002: [
    ['시그니처 피자', 'signature', [
      ['페퍼로니 피자', 'pepperoni-pizza', 19900, ['pizzaSize', 'pizzaDough', 'pizzaTopping', 'pizzaSauce'], '짭짤한 페퍼로니 듬뿍'],
      ['하프앤하프 피자', 'half-and-half-pizza', 24900, ['pizzaHalf', 'pizzaDough', 'pizzaSauce'], '좋아하는 맛 두 가지를 반반으로'],
      ['불고기 피자', 'bulgogi-pizza', 22900, ['pizzaSize', 'pizzaDough', 'freeSauce'], '달콤한 불고기와 모차렐라'],
      ['포테이토 피자', 'potato-pizza', 22900, ['pizzaSize', 'pizzaDough']],
    ]],
    ['파스타', 'pasta', CATALOGUES.pizza.menu[1][2]],
    ['사이드', 'side', CATALOGUES.pizza.menu[2][2]],
  ],
  1003: [
    ['한정 버거', 'limited', [
      ['더블치즈 스매시버거', 'double-smash', 12900, ['burgerSet'], '하루 10개 한정'],
      ['블랙 트러플 버거', 'truffle-burger', 15900, ['burgerSet'], '하루 한정 수량'],
      ['한우 스테이크 버거', 'hanwoo-burger', 18900, ['burgerSet'], '오늘 준비한 수량이 모두 나갔어요'],
      ['클래식 치즈버거', 'classic-cheeseburger', 8900, ['burgerSet', 'burgerTopping'], '패티 추가 옵션은 5개 한정'],
    ]],
    ['사이드', 'side', CATALOGUES.burger.menu[1][2]],
    ['음료', 'drink', CATALOGUES.burger.menu[2][2]],
  ],
  1009: [
    ['국수', 'noodle', [['잔치국수', 'janchi-guksu', 6000], ['비빔국수', 'bibim-guksu', 7000], ['콩국수', 'kong-guksu', 9000],
      ['김치말이국수', 'kimchi-mari-guksu', 8000], ['수육 (소)', 'suyuk-small', 12000]]],
  ],
  1012: [
    ['스테이크', 'steak', [['채끝 스테이크 (200g)', 'striploin', 29000], ['안심 스테이크 (180g)', 'tenderloin', 34000],
      ['목살 스테이크', 'pork-neck-steak', 19000]]],
    ...CATALOGUES.pasta.menu,
  ],
  1017: [
    ['곰탕', 'gomtang', [['한우 곰탕', 'hanwoo-gomtang', 13000], ['특 곰탕', 'special-gomtang', 17000],
      ['꼬리 곰탕', 'oxtail-gomtang', 22000], ['수육 (소)', 'suyuk-small', 28000]]],
    ['추가', 'extra', [['공기밥', 'rice', 1000], ['깍두기 추가', 'kkakdugi', 1000]]],
  ],
  1018: [
    ['다회용컵 음료', 'reusable', [
      ['아메리카노 (다회용컵)', 'americano-reusable', 4500, ['cup', 'temperature'], '다회용컵 보증금 1,000원 (앱 전용)'],
      ['카페라떼 (다회용컵)', 'latte-reusable', 5000, ['cup', 'temperature']],
    ]],
    ...CATALOGUES.cafe.menu,
  ],
  1020: [
    ['통닭', 'tongdak', [['옛날통닭', 'old-style-chicken', 12000], ['양념 옛날통닭', 'old-style-yangnyeom', 13000],
      ['통닭 두 마리', 'two-chickens', 22000]]],
    ['음료', 'drink', [['콜라 1.25L', 'cola-1250', 2500], ['치킨무 추가', 'pickled-radish', 500]]],
  ],
  1021: [
    ['포케', 'poke', [['연어 포케', 'salmon-poke', 11900, ['dosirakRice']], ['참치 포케', 'tuna-poke', 11900, ['dosirakRice']],
      ['새우 아보카도 포케', 'shrimp-poke', 12900], ['두부 포케', 'tofu-poke', 9900]]],
    ['음료', 'drink', [['콤부차', 'kombucha', 3500], ['탄산수', 'sparkling', 2000]]],
  ],
  1022: [
    ['마라', 'mala', [['마라탕 (1인)', 'malatang', 11000, ['fireLevel', 'bunsikTopping']],
      ['마라샹궈 (1인)', 'malaxiangguo', 17000, ['fireLevel']], ['마라 볶음밥', 'mala-fried-rice', 9000]]],
    ['사이드', 'side', [['꿔바로우 (소)', 'guobaorou', 13000], ['중국 당면 추가', 'glass-noodle', 2000]]],
  ],
};

// ── Convenience store: 300+ products built from product lines and their variants ─────────────
// [name template ("{}" is the variant), base price, variants].

// biome-ignore format: a data table, one row per line
const CVS_LINES = [
  ['도시락·김밥', 'meal', [
    ['삼각김밥 {}', 1300, ['참치마요', '전주비빔', '불고기', '스팸마요', '명란마요', '김치볶음밥', '소고기 고추장', '치킨마요']],
    ['{} 도시락', 4900, ['매콤 제육', '한끼 불고기', '치킨까스', '푸짐한 정식', '고등어구이', '돈까스 카레']],
    ['{} 김밥', 2800, ['참치', '햄치즈', '소고기', '매콤 어묵']],
    ['{} 샌드위치', 3300, ['햄에그', '참치', '불고기', '딸기 생크림', 'BLT']],
    ['{} 버거', 3500, ['불고기', '치킨', '더블 치즈']],
  ]],
  ['라면', 'ramen', [
    ['컵라면 {} (소)', 1200, ['매운 소고기', '새우', '짜장', '튀김우동', '김치', '육개장', '콩나물 해장', '치즈']],
    ['컵라면 {} (대)', 1800, ['매운 소고기', '새우탕', '짜장', '튀김우동', '김치', '육개장', '불닭', '짬뽕']],
    ['{} 라면 5개입', 4500, ['매운 소고기', '진한 사골', '짜장', '김치', '해물 짬뽕', '비빔']],
  ]],
  ['과자', 'snack', [
    ['{}', 1700, ['새우맛 스낵', '양파링', '감자칩 오리지널', '감자칩 사워크림', '고구마칩', '옥수수콘', '꿀꽈배기', '버터구이 오징어칩', '매운 나초', '치즈볼 스낵', '콘칩', '허니버터 감자칩']],
    ['{}', 2000, ['초코칩 쿠키', '버터쿠키', '참크래커', '통밀 다이제', '웨하스', '버터 크래커', '샌드 쿠키', '오트밀 쿠키']],
    ['{} 초콜릿', 1500, ['밀크', '다크 70%', '아몬드', '쿠키앤크림', '딸기', '카라멜', '헤이즐넛', '화이트']],
    ['{} 젤리', 1200, ['곰돌이', '콜라맛', '복숭아', '포도', '망고', '사워 웜']],
    ['{} 팝콘', 2500, ['버터', '카라멜', '치즈', '어니언']],
    ['{}', 1000, ['자일리톨 껌', '민트 캔디', '목캔디', '레몬 캔디', '딸기 츄잉캔디', '포도 츄잉캔디', '막대사탕', '박하사탕']],
  ]],
  ['음료', 'drink', [
    ['{} 500ml', 2200, ['콜라', '제로 콜라', '사이다', '제로 사이다', '오렌지 탄산', '포도 탄산', '레몬 탄산수', '자몽 탄산수']],
    ['{} 1.5L', 3800, ['콜라', '제로 콜라', '사이다', '제로 사이다']],
    ['{}', 2500, ['캔커피 라떼', '캔커피 블랙', '컵커피 카페라떼', '컵커피 바닐라', '컵커피 카라멜', '콜드브루 블랙', '콜드브루 라떼', '에스프레소 라떼']],
    ['{} 주스', 2800, ['오렌지 100%', '사과 100%', '포도 100%', '토마토', '망고', '키위', '알로에', '감귤']],
    ['{} 500ml', 2000, ['옥수수수염차', '보리차', '녹차', '헛개차', '우엉차', '둥굴레차']],
    ['이온음료 {}', 2100, ['500ml', '900ml', '제로 500ml', '제로 900ml']],
    ['에너지 드링크 {}', 2200, ['오리지널', '제로', '트로피컬', '복숭아']],
    ['{} 두유', 1500, ['검은콩', '달콤한', '무가당', '아몬드']],
    ['{} 음료', 1800, ['비타민', '홍삼', '숙취해소', '식이섬유']],
    ['탄산수 {} 350ml', 1500, ['플레인', '레몬', '자몽', '라임', '청포도']],
    ['대용량 컵커피 {}', 3000, ['아메리카노', '라떼', '바닐라라떼', '헤이즐넛']],
  ]],
  ['유제품', 'dairy', [
    ['{}', 1800, ['흰우유 200ml', '흰우유 1L', '저지방 우유 1L', '바나나맛 우유 240ml', '딸기맛 우유 240ml', '초코 우유 240ml', '커피 우유 240ml', '멜론맛 우유 240ml']],
    ['{} 요거트', 1500, ['플레인', '딸기', '블루베리', '복숭아', '그릭 플레인', '그릭 꿀', '마시는 플레인', '마시는 딸기']],
    ['{}', 3500, ['슬라이스 치즈 10매', '스트링 치즈', '까망베르 치즈', '크림치즈']],
    ['{}', 4500, ['무염버터', '가염버터', '계란 10구', '메추리알 장조림']],
  ]],
  ['아이스크림', 'ice-cream', [
    ['{} 아이스바', 1500, ['팥', '수박', '멜론', '초코', '딸기', '바닐라', '쿠키', '옥수수']],
    ['{} 콘', 2000, ['바닐라', '초코', '딸기', '쿠키앤크림', '녹차']],
    ['파인트 {}', 7900, ['바닐라', '초코', '쿠키앤크림', '민트초코', '딸기 치즈케이크', '녹차']],
    ['{} 컵 아이스크림', 2500, ['바닐라', '녹차', '초코칩', '쿠키', '망고 셔벗', '요거트']],
  ]],
  ['간편식', 'ready-meal', [
    ['즉석밥 {}', 1500, ['백미 210g', '백미 300g', '현미', '잡곡', '흑미']],
    ['냉동 {} 만두', 6900, ['고기', '김치', '새우', '갈비']],
    ['냉동 {}', 5500, ['치킨 너겟', '핫도그 5개입', '떡갈비', '새우 볶음밥', '김치 볶음밥', '치즈 피자', '군만두', '떡볶이 밀키트']],
    ['즉석 {}', 3500, ['사골곰탕', '육개장', '미역국', '부대찌개', '김치찌개', '된장찌개']],
    ['{} 컵밥', 3800, ['참치마요', '제육', '김치', '스팸']],
    ['{} 샐러드', 4500, ['닭가슴살', '리코타', '콥', '연어']],
    ['{}', 4000, ['전복죽', '호박죽', '야채죽', '소고기죽']],
  ]],
  ['안주·간식', 'side', [
    ['{} 육포', 4500, ['오리지널', '매운맛', '허니버터']],
    ['{}', 2000, ['매운맛 핫바', '치즈 핫바', '후랑크 소시지', '줄줄이 비엔나']],
    ['{}', 3500, ['하루견과', '구운 아몬드', '캐슈넛', '볶음 땅콩']],
    ['{}', 1800, ['단팥빵', '크림빵', '소보로빵', '카스텔라', '모카빵', '단팥 호빵', '야채 호빵', '크로와상']],
    ['{}', 5000, ['구운 오징어', '진미채', '쥐포', '먹태']],
    ['{}', 2500, ['꿀떡', '찹쌀떡', '약과', '모찌 롤']],
  ]],
  ['생활용품', 'living', [
    ['생수 {}', 1000, ['500ml', '2L', '2L 6개입', '330ml']],
    ['{}', 2500, ['휴대용 물티슈', '물티슈 100매', '각티슈', '두루마리 휴지 4롤']],
    ['{}', 3000, ['칫솔', '치약', '일회용 면도기', '일회용 마스크 5매', '손소독제', '생리대 중형', '반창고', '면봉']],
    ['{}', 3800, ['주방세제', '섬유유연제 소용량', '세탁세제 소용량', '고무장갑', '종량제 봉투 10L', '종량제 봉투 20L']],
    ['{}', 2000, ['건전지 AA 2입', '건전지 AAA 2입', 'C타입 충전 케이블', '장우산', '양말', '스타킹', '라이터', '볼펜']],
    ['{}', 3500, ['강아지 간식', '고양이 간식', '고양이 모래 소용량', '배변패드']],
    ['{}', 1500, ['스프링 노트', '포스트잇', '투명 테이프', '가위', '형광펜', '수정테이프']],
    ['{}', 9900, ['보조배터리 5000mAh', '유선 이어폰', '충전 어댑터', 'USB 메모리 32GB']],
  ]],
];

/** Convenience-store prices move in 100원 steps around the line's base price. */
const cvsPrice = (base) => Math.max(500, base + pick([-200, -100, 0, 0, 100, 200, 300]));

// ── Reviews ──────────────────────────────────────────────────────────────────────────────────

// biome-ignore format: a data table, one row per line
const NICKNAMES = ['역삼동주민', '맛집탐험가', '배고픈직장인', '야근요정', '강남토박이', '서초댁', '혼밥러', '먹부림', '귤까는곰', '점심뭐먹지', '치킨은진리', '다이어트는내일', '논현동불주먹', '김**', '이**', '박**', '최**', '정**', '한입만', '오늘도배달'];
// biome-ignore format: a data table, one row per line
const GOOD = ['배달 빠르고 따뜻하게 왔어요!', '양이 진짜 많아요. 둘이 먹고도 남았어요', '포장이 깔끔해서 좋았습니다', '여기 단골이에요. 항상 맛있어요', '재주문 의사 100%입니다', '사장님이 친절하시고 서비스도 챙겨주셨어요', '리뷰 보고 시켰는데 역시 맛있네요', '간이 딱 맞아요'];
// biome-ignore format: a data table, one row per line
const OK = ['무난하게 맛있어요', '맛은 좋은데 조금 늦게 왔어요', '생각보다 양이 적었어요', '맛있는데 조금 짰어요'];
const BAD = ['배달이 한 시간 넘게 걸렸어요', '음식이 식어서 왔어요', '요청사항을 안 봐주셨어요'];
// biome-ignore format: a data table, one row per line
const REPLY_GOOD = ['소중한 리뷰 감사합니다! 다음에도 맛있게 준비하겠습니다 :)', '맛있게 드셔주셔서 감사해요. 또 찾아주세요!', '항상 주문해주셔서 감사합니다. 건강하세요!'];
// biome-ignore format: a data table, one row per line
const REPLY_BAD = ['불편을 드려 정말 죄송합니다. 더 신경 쓰겠습니다.', '말씀 주신 부분 꼭 개선하겠습니다. 죄송합니다.'];
/** Minutes back from NOW: "지금 등록" through minutes, hours, 어제, days, a week and months. */
// biome-ignore format: a data table, one row per line
const AGES_MIN = [0.5, 3, 12, 40, 130, 300, 660, 1200, 1800, 2900, 4400, 7300, 8700, 10080, 14400, 20160, 30240, 43200, 64800, 86400, 129600, 172800, 216000];

const REVIEW_PHOTOS = 12;
const reviewPhoto = (n) => tile(`images/reviews/photo-${n}.svg`, '리뷰', colorOf(n + 3));

function reviewPhotos(count) {
  const start = int(0, REVIEW_PHOTOS - 1);
  return Array.from({ length: count }, (_, k) => reviewPhoto(((start + k) % REVIEW_PHOTOS) + 1));
}

function makeReviews(rid, count, itemNames, { photoShare = 0.25, replyShare = 0.6 } = {}) {
  const ages = shuffle(AGES_MIN).slice(0, Math.min(count, AGES_MIN.length));
  while (ages.length < count) ages.push(int(10, 260) * 1440 + int(0, 1439));
  ages.sort((a, b) => a - b);
  return ages.map((age, n) => {
    const rating = pick([5, 5, 5, 5, 4, 4, 4, 3, 2, 1]);
    const created = NOW - Math.round(age * MINUTE);
    const first = pick(itemNames);
    const second = chance(0.4) ? pick(itemNames) : undefined;
    const review = {
      id: rid * 1000 + n + 1,
      nickname: pick(NICKNAMES),
      rating,
      comment: rating >= 4 ? pick(GOOD) : rating === 3 ? pick(OK) : pick(BAD),
      created_at: kst(created),
      menu_summary: second && second !== first ? `${first} 1, ${second} 1` : `${first} ${int(1, 2)}`,
      review_images: chance(photoShare) ? reviewPhotos(int(1, 3)) : [],
      reply: null,
    };
    if (chance(rating <= 3 ? 0.9 : replyShare)) {
      const replyAt = Math.min(NOW, created + int(20, 20 * 60) * MINUTE);
      if (replyAt > created) {
        review.reply = {
          comment: rating <= 3 ? pick(REPLY_BAD) : pick(REPLY_GOOD),
          created_at: kst(replyAt),
        };
      }
    }
    return review;
  });
}

// ── Restaurant assembly ──────────────────────────────────────────────────────────────────────

/** A menu item with the defaults of an orderable, unlimited item; `fields` override them. */
function menuItem(id, name, slug, price, fields = {}) {
  return {
    id,
    name,
    slug,
    price,
    discounted_price: null,
    soldout: false,
    stock_amount: 9999,
    subchoices: [],
    industrial_info: { images: [], description: '' },
    ...fields,
  };
}

/** Turns group template keys into option groups with ids unique in the restaurant. */
function groupFactory(rid) {
  const ids = new Map();
  return (key) => {
    const template = GROUPS[key];
    if (!ids.has(key)) ids.set(key, rid * 100 + ids.size + 1);
    const id = ids.get(key);
    return {
      slug: template.slug,
      id,
      name: template.name,
      mandatory: template.mandatory,
      multiple: template.multiple,
      multiple_count: template.count,
      subchoices: template.options.map(([name, slug, price, extra], o) => ({
        slug,
        id: id * 100 + o + 1,
        name,
        price,
        ...(extra ?? {}),
      })),
    };
  };
}

/** Menu categories from catalogue rows, with item ids rid*1000+n in order of appearance. */
function buildMenu(rid, rows, { keep = 1, vary = false, photoShare = 0, color = '#E4572E', stock } = {}) {
  const group = groupFactory(rid);
  let n = 0;
  return rows.map(([name, slug, items]) => ({
    slug,
    name,
    items: items
      .filter((_, i) => i < 2 || keep >= 1 || chance(keep))
      .map(([itemName, itemSlug, price, groups = [], description, extra = {}]) => {
        n += 1;
        // ±500/1,000 keeps a 19,900원 price ending in 900; cheap items keep their price.
        const itemPrice = vary && price >= 3000 ? price + pick([-1000, -500, 0, 0, 0, 500, 1000]) : price;
        const withPhoto = photoShare > 0 && chance(photoShare);
        return menuItem(rid * 1000 + n, itemName, itemSlug, itemPrice, {
          stock_amount: stock?.(n) ?? 9999,
          subchoices: groups.map((key) => group(key)),
          industrial_info: {
            images: withPhoto ? [tile(`images/menu/${itemSlug}.svg`, itemName.slice(0, 1), color)] : [],
            description: description ?? '',
          },
          ...extra,
        });
      }),
  }));
}

const SPECIAL = new Set(['top_items', 'photo_menu_items', 'additional_discount_items']);
/** The regular menu's items (special categories repeat them). */
const allItems = (menu) => menu.filter((c) => !SPECIAL.has(c.slug)).flatMap((category) => category.items);

// biome-ignore format: a data table, one row per line
const DONG_WORDS = ['역삼', '서초', '논현', '신사', '도곡', '대치', '잠원', '양재', '반포', '교대', '강남', '삼성'];
/** The brand word's first letter: "역삼 황금치킨" → 황, "해피마트24 역삼역점" → 해. */
function initialOf(name) {
  const words = name.split(' ').filter((w) => !DONG_WORDS.includes(w) && !w.endsWith('점'));
  const brand = words.sort((a, b) => b.length - a.length)[0] ?? name;
  return brand.slice(0, 1);
}

/** A restaurant object in SEED-FORMAT's field order; `spec` overrides the defaults. */
function restaurant(spec) {
  const { id, name, kind, menu, reviews, ...rest } = spec;
  const catalogue = CATALOGUES[kind] ?? {};
  return {
    id,
    name,
    serving_type: 'vd',
    categories: [],
    address: '',
    lat: 0,
    lng: 0,
    delivery_radius_m: 3000,
    open: true,
    open_time_description: catalogue.hours ?? '매일 11:00 - 22:00',
    payment_methods: ['online', 'creditcard', 'cash'],
    except_cash: false,
    min_order_amount: 15000,
    delivery_fee: 3000,
    free_delivery_threshold: null,
    delivery_fee_by_order_amounts: null,
    discount_percent: null,
    discount_from: null,
    discount_until: null,
    discounts: null,
    stock_management: false,
    has_disposable_menu: false,
    unorderable_under_min_order_value: false,
    country_origin: catalogue.origin ?? '',
    introduction_by_owner: rest.introduction_by_owner ?? {
      introduction_text: catalogue.intro ?? '',
      images: [tile(`images/restaurants/${id}.svg`, initialOf(name), colorOf(id))],
    },
    default_price: 0,
    ...rest,
    menu,
    reviews,
  };
}

const itemNamesOf = (menu) =>
  allItems(menu)
    .filter((item) => item.price > 0)
    .map((item) => item.name);

/** A reachable delivery radius: the distance to Gangnam station plus a margin, at least 3 km. */
const radiusFor = (place) => Math.max(3000, Math.ceil((distanceM(place, DEFAULT_POINT) + 1200) / 500) * 500);

// ── Scenario restaurants (stable ids, documented in fixtures/README.md) ───────────────────────

const ACTIVE_NOV = {
  discount_from: '2026-11-01T00:00:00+09:00',
  discount_until: '2026-11-30T23:59:59+09:00',
};

function scenarios() {
  const list = [];
  const add = (spec, reviewCount = int(3, 9), reviewOptions) => {
    const place = spec.place ?? placeIn(spec.dong ?? '역삼동');
    const { place: _p, dong: _d, ...rest } = spec;
    list.push(
      restaurant({
        address: place.address,
        lat: place.lat,
        lng: place.lng,
        delivery_radius_m: spec.delivery_radius_m ?? radiusFor(place),
        ...rest,
        reviews: makeReviews(spec.id, reviewCount, itemNamesOf(spec.menu), reviewOptions),
      }),
    );
  };

  // 1001: the baseline fried-chicken place. 후라이드치킨 (1001001) has only the mandatory single
  // group 맛 (100101): 후라이드 10010101 (0), 양념 10010102 (+1,000), 간장 10010103 (+1,000).
  {
    const group = groupFactory(1001);
    const taste = group('chickenTaste');
    const extra = group('chickenExtra');
    const side = group('chickenSide');
    const half = group('chickenHalf');
    const item = (n, name, slug, price, subchoices, description = '') =>
      menuItem(1001000 + n, name, slug, price, {
        subchoices,
        industrial_info: {
          images: [tile(`images/menu/${slug}.svg`, name.slice(0, 1), '#E4572E')],
          description,
        },
      });
    add(
      {
        id: 1001,
        name: '역삼 황금치킨',
        kind: 'chicken',
        categories: ['치킨'],
        place: { address: '서울 강남구 역삼동 823-1', lat: 37.4995, lng: 127.029 },
        delivery_radius_m: 3000,
        open_time_description: '매일 11:00 - 02:00',
        min_order_amount: 15000,
        delivery_fee: 3000,
        free_delivery_threshold: 40000,
        country_origin: '닭고기: 국내산, 치킨무: 국내산',
        introduction_by_owner: {
          introduction_text: '매일 아침 손질한 국내산 닭만 씁니다.',
          images: [tile('images/restaurants/1001.svg', '황', '#F3A712')],
        },
        menu: [
          {
            slug: 'chicken',
            name: '치킨',
            items: [
              item(1, '후라이드치킨', 'fried-chicken', 18000, [taste], '바삭한 국내산 닭'),
              item(2, '양념치킨', 'yangnyeom-chicken', 19000, [extra], '달콤매콤 수제 양념'),
              item(3, '간장치킨', 'soy-garlic-chicken', 19000, [extra]),
              item(4, '반반치킨', 'half-half-chicken', 19000, [half, extra], '두 가지 맛을 반씩'),
              item(5, '순살후라이드', 'boneless-fried', 20000, [side]),
            ],
          },
          {
            slug: 'side',
            name: '사이드',
            items: [
              item(6, '치즈볼 (5개)', 'cheese-balls', 5000, []),
              item(7, '감자튀김', 'french-fries', 4000, []),
            ],
          },
          {
            slug: 'drink',
            name: '음료',
            items: [
              item(8, '콜라 1.25L', 'cola-1250', 2500, []),
              item(9, '치킨무 추가', 'pickled-radish', 500, []),
            ],
          },
        ],
      },
      14,
      { photoShare: 0.4, replyShare: 0.7 },
    );
  }

  // 1002: every option-group kind of spec 000 §5 on one menu.
  add({
    id: 1002,
    name: '강남 피자스튜디오',
    kind: 'pizza',
    categories: ['피자양식'],
    dong: '역삼동',
    min_order_amount: 18000,
    delivery_fee: 2000,
    free_delivery_threshold: 35000,
    menu: buildMenu(1002, SCENARIO_MENUS[1002], { photoShare: 0.5, color: '#A8201A' }),
  });

  // 1003: stock management: stock 10, 3 and 0, one unlimited, one above 99 (label hidden), and
  // options with their own stock (5 and 0).
  {
    const stocks = { 1: 10, 2: 3, 3: 0, 4: 150 };
    add({
      id: 1003,
      name: '서초 수제버거랩',
      kind: 'burger',
      categories: ['피자양식', '1인분주문'],
      dong: '서초동',
      stock_management: true,
      min_order_amount: 12000,
      delivery_fee: 2500,
      menu: buildMenu(1003, SCENARIO_MENUS[1003], { stock: (n) => stocks[n] }),
    });
  }

  // 1004: a required disposable item (has_disposable_menu + an ms_type "disposable" category).
  add({
    id: 1004,
    name: '도곡 도시락연구소',
    kind: 'dosirak',
    categories: ['1인분주문', '한식'],
    dong: '도곡동',
    has_disposable_menu: true,
    min_order_amount: 9000,
    delivery_fee: 2000,
    menu: [
      ...buildMenu(1004, CATALOGUES.dosirak.menu),
      {
        slug: 'disposable',
        name: '일회용품',
        ms_type: 'disposable',
        items: [
          menuItem(1004900, '일회용 수저·젓가락', 'cutlery', 0, {
            subchoices: [
              {
                slug: 'cutlery',
                id: 100490,
                name: '일회용 수저 받기',
                mandatory: true,
                multiple: false,
                multiple_count: 0,
                subchoices: [
                  { slug: 'no', id: 10049001, name: '안 받을게요 (환경 보호)', price: 0 },
                  { slug: 'yes', id: 10049002, name: '받을게요', price: 0 },
                ],
              },
            ],
            industrial_info: { images: [], description: '필수 선택 항목입니다' },
          }),
        ],
      },
    ],
  });

  // 1005: has_disposable_menu whose disposable item is sold out: orders cannot continue.
  add({
    id: 1005,
    name: '논현 샐러드팩토리',
    kind: 'dosirak',
    categories: ['1인분주문', '카페디저트'],
    dong: '논현동',
    has_disposable_menu: true,
    min_order_amount: 10000,
    delivery_fee: 2500,
    country_origin: '닭가슴살: 브라질산, 연어: 노르웨이산',
    introduction_by_owner: { introduction_text: '매일 아침 손질한 채소로 만드는 샐러드.', images: [] },
    menu: [
      {
        slug: 'salad',
        name: '샐러드',
        items: [
          ['닭가슴살 샐러드', 'chicken-salad', 9500],
          ['연어 샐러드', 'salmon-salad', 11500],
          ['리코타 치즈 샐러드', 'ricotta-salad', 10500],
          ['두부 포케', 'tofu-poke', 9900],
        ].map(([name, slug, price], n) => menuItem(1005001 + n, name, slug, price)),
      },
      {
        slug: 'disposable',
        name: '일회용품',
        ms_type: 'disposable',
        items: [
          menuItem(1005900, '일회용 포크', 'fork', 0, {
            soldout: true,
            stock_amount: 0,
            industrial_info: { images: [], description: '일회용품 재고 부족' },
          }),
        ],
      },
    ],
  });

  // 1006: app-only ('od'): the web redirects home with an alert.
  add({
    id: 1006,
    name: '신사 스시오마카세',
    kind: 'sushi',
    categories: ['일식돈까스'],
    dong: '신사동',
    serving_type: 'od',
    min_order_amount: 30000,
    menu: buildMenu(1006, CATALOGUES.sushi.menu),
  });

  // 1007: closed (open false).
  add({
    id: 1007,
    name: '양재 할머니보쌈',
    kind: 'jokbal',
    categories: ['족발보쌈'],
    dong: '양재동',
    open: false,
    open_time_description: '매주 월요일 휴무 · 16:00 - 24:00',
    min_order_amount: 25000,
    menu: buildMenu(1007, CATALOGUES.jokbal.menu),
  });

  // 1008: far away (원지동, about 6.5 km) with a 3 km radius: not reachable from the default point.
  add({
    id: 1008,
    name: '원지동 청계산 손두부',
    kind: 'korean',
    categories: ['한식'],
    place: { address: '서울 서초구 원지동 375-2', lat: 37.4437, lng: 127.0441 },
    delivery_radius_m: 3000,
    menu: buildMenu(1008, CATALOGUES.korean.menu),
  });

  // 1009: near (about 700 m) but a 300 m radius: unreachable from the default point.
  add({
    id: 1009,
    name: '역삼 골목 국수집',
    kind: 'korean',
    categories: ['한식', '1인분주문'],
    place: { address: '서울 강남구 역삼동 736-15', lat: 37.5004, lng: 127.0347 },
    delivery_radius_m: 300,
    menu: buildMenu(1009, SCENARIO_MENUS[1009]),
  });

  // 1010-1013: the percent discount, active in 2026-11 / expired / future / open-ended.
  add({
    id: 1010,
    name: '역삼 진짜장',
    kind: 'chinese',
    categories: ['중국집'],
    dong: '역삼동',
    discount_percent: 10,
    ...ACTIVE_NOV,
    menu: buildMenu(1010, CATALOGUES.chinese.menu),
  });
  add({
    id: 1011,
    name: '서초 뼈해장국 본가',
    kind: 'gukbap',
    categories: ['한식', '야식'],
    dong: '서초동',
    discount_percent: 15,
    discount_from: '2026-06-01T00:00:00+09:00',
    discount_until: '2026-08-31T23:59:59+09:00',
    menu: buildMenu(1011, CATALOGUES.gukbap.menu),
  });
  add({
    id: 1012,
    name: '반포 스테이크하우스',
    kind: 'pasta',
    categories: ['피자양식'],
    dong: '반포동',
    min_order_amount: 20000,
    discount_percent: 20,
    discount_from: '2027-01-01T00:00:00+09:00',
    discount_until: '2027-01-31T23:59:59+09:00',
    menu: buildMenu(1012, SCENARIO_MENUS[1012]),
  });
  add({
    id: 1013,
    name: '대치 카츠앤우동',
    kind: 'tonkatsu',
    categories: ['일식돈까스'],
    dong: '대치동',
    discount_percent: 5,
    discount_from: '2026-10-01T00:00:00+09:00',
    discount_until: null,
    menu: buildMenu(1013, CATALOGUES.tonkatsu.menu),
  });

  // 1014: per-menu additional delivery discount (discounts.additional on items, and the
  // additional_discount_items special category repeating them).
  {
    const menu = buildMenu(1014, CATALOGUES.bunsik.menu);
    const discounted = allItems(menu).slice(0, 4);
    for (const [n, item] of discounted.entries()) item.discounts = { additional: n === 0 ? 1000 : 500 };
    add({
      id: 1014,
      name: '대치 엄마손분식',
      kind: 'bunsik',
      categories: ['분식'],
      dong: '대치동',
      min_order_amount: 10000,
      delivery_fee: 3000,
      discounts: {
        additional: {
          delivery: { amount: 1000, discount_mov: 0, is_per_menu: true, only_for_member: false },
        },
      },
      menu: [{ slug: 'additional_discount_items', name: '추가 할인 메뉴', items: discounted }, ...menu],
    });
  }

  // 1015: member-only additional delivery discount from 20,000원 (discount_mov).
  add({
    id: 1015,
    name: '삼성 명품족발',
    kind: 'jokbal',
    categories: ['족발보쌈', '야식'],
    dong: '삼성동',
    min_order_amount: 25000,
    delivery_fee: 3000,
    discounts: {
      additional: {
        delivery: { amount: 2000, discount_mov: 20000, is_per_menu: false, only_for_member: true },
      },
    },
    menu: buildMenu(1015, CATALOGUES.jokbal.menu),
  });

  // 1016: delivery-fee tiers (4,000 / 3,000 from 20,000 / 1,000 from 30,000), free from 50,000.
  add({
    id: 1016,
    name: '서초 본가 중화요리',
    kind: 'chinese',
    categories: ['중국집'],
    dong: '서초동',
    min_order_amount: 14000,
    delivery_fee: 4000,
    free_delivery_threshold: 50000,
    delivery_fee_by_order_amounts: {
      basic: [
        { order_amount: 0, delivery_fee: 4000 },
        { order_amount: 20000, delivery_fee: 3000 },
        { order_amount: 30000, delivery_fee: 1000 },
      ],
    },
    menu: buildMenu(1016, CATALOGUES.chinese.menu),
  });

  // 1017: min order 20,000 with unorderable_under_min_order_value: no topping up a shortfall.
  add({
    id: 1017,
    name: '잠원 한우곰탕',
    kind: 'korean',
    categories: ['한식'],
    dong: '잠원동',
    min_order_amount: 20000,
    unorderable_under_min_order_value: true,
    menu: buildMenu(1017, SCENARIO_MENUS[1017]),
  });

  // 1018: a cafe with deposit (reusable cup) options: those menus cannot be ordered on the web.
  add({
    id: 1018,
    name: '강남 커피브루어스',
    kind: 'cafe',
    categories: ['카페디저트'],
    dong: '역삼동',
    min_order_amount: 10000,
    delivery_fee: 2000,
    free_delivery_threshold: 30000,
    menu: buildMenu(1018, SCENARIO_MENUS[1018], { photoShare: 0.4, color: '#7B2D26' }),
  });

  // 1019: a convenience store with 300+ items (stock managed; a few low and sold out).
  {
    const stock = (n) => (n % 37 === 0 ? 0 : n % 23 === 0 ? int(1, 5) : n % 11 === 0 ? int(6, 60) : 9999);
    const menu = cvsMenu(1019, { stock });
    add(
      {
        id: 1019,
        name: '해피마트24 역삼역점',
        kind: 'cvs',
        categories: ['편의점'],
        dong: '역삼동',
        open_time_description: '24시간 영업',
        stock_management: true,
        min_order_amount: 10000,
        delivery_fee: 3000,
        free_delivery_threshold: 30000,
        menu,
      },
      6,
    );
  }

  // 1020: a five-item menu (10 or fewer: every category opens) and no reviews (no rating).
  add(
    {
      id: 1020,
      name: '신사 옛날통닭',
      kind: 'chicken',
      categories: ['치킨', '야식'],
      dong: '신사동',
      min_order_amount: 12000,
      delivery_fee: 2000,
      menu: buildMenu(1020, SCENARIO_MENUS[1020]),
    },
    0,
  );

  // 1021: online payment only, free delivery fee (0), 1인분주문.
  add({
    id: 1021,
    name: '역삼 연어포케',
    kind: 'sushi',
    categories: ['1인분주문', '일식돈까스'],
    dong: '역삼동',
    payment_methods: ['online'],
    min_order_amount: 9000,
    delivery_fee: 0,
    menu: buildMenu(1021, SCENARIO_MENUS[1021]),
  });

  // 1022: except_cash: card and online only, no cash.
  add({
    id: 1022,
    name: '논현 마라탕 대가',
    kind: 'chinese',
    categories: ['중국집', '1인분주문'],
    dong: '논현동',
    payment_methods: ['online', 'creditcard'],
    except_cash: true,
    min_order_amount: 13000,
    menu: buildMenu(1022, SCENARIO_MENUS[1022]),
  });

  // 1023: menu edge cases: sold-out items, a category entirely sold out (stays closed),
  // a mandatory group without options, discounted prices.
  {
    const menu = buildMenu(1023, CATALOGUES.bunsik.menu);
    const [tteok, gimbap, fries, noodles] = menu;
    tteok.items[0].discounted_price = 4000;
    tteok.items[1].discounted_price = 6000;
    gimbap.items[1].soldout = true;
    for (const item of fries.items) item.soldout = true;
    noodles.items[0].subchoices.push({
      slug: 'noodle',
      id: 102399,
      name: '면 선택',
      mandatory: true,
      multiple: false,
      multiple_count: 0,
      subchoices: [],
    });
    noodles.items[0].industrial_info.description = '면 종류는 그날 준비된 것으로 골라 주세요';
    add({
      id: 1023,
      name: '도곡 김밥일번지',
      kind: 'bunsik',
      categories: ['분식'],
      dong: '도곡동',
      min_order_amount: 8000,
      delivery_fee: 2500,
      menu,
    });
  }

  // 1024: many reviews (35, four pages of 10), about half with photos.
  add(
    {
      id: 1024,
      name: '역삼 순대국 명가',
      kind: 'gukbap',
      categories: ['한식'],
      dong: '역삼동',
      min_order_amount: 9000,
      delivery_fee: 2000,
      menu: buildMenu(1024, CATALOGUES.gukbap.menu),
    },
    35,
    { photoShare: 0.5 },
  );

  // 1025: a franchise (프랜차이즈 counts as sponsoring) with explicit top_items and photo_menu_items.
  {
    const menu = buildMenu(1025, CATALOGUES.chicken.menu, { photoShare: 1, color: '#F3A712' });
    const items = allItems(menu);
    add(
      {
        id: 1025,
        name: '바삭통닭 역삼본점',
        kind: 'chicken',
        categories: ['프랜차이즈', '치킨'],
        dong: '역삼동',
        min_order_amount: 16000,
        delivery_fee: 3000,
        free_delivery_threshold: 45000,
        menu: [
          { slug: 'top_items', name: '인기 메뉴', items: items.slice(0, 6) },
          { slug: 'photo_menu_items', name: '사진 메뉴', items: items.slice(0, 4) },
          ...menu,
        ],
      },
      12,
      { photoShare: 0.4 },
    );
  }

  // 1026: open at night only (open_hours 18:00-04:00): closed at noon by the gateway's clock.
  add({
    id: 1026,
    name: '역삼 심야닭발',
    kind: 'yasik',
    categories: ['야식'],
    dong: '역삼동',
    open_hours: [{ from: '18:00', to: '04:00' }],
    open_time_description: '매일 18:00 - 04:00',
    min_order_amount: 16000,
    menu: buildMenu(1026, CATALOGUES.yasik.menu),
  });
  return list;
}

// ── Generated restaurants (ids 2001-2060): five per category ─────────────────────────────────

// biome-ignore format: a data table, one row per line
const FILLERS = [
  ['1인분주문', [
    ['혼밥천국 역삼점', 'dosirak', '한식'],
    ['1인 찜닭 서초점', 'dosirak', '한식'],
    ['나혼자 돈까스', 'tonkatsu', '일식돈까스'],
    ['혼떡 1인 떡볶이', 'bunsik', '분식'],
    ['싱글 샐러드 논현', 'dosirak', '카페디저트'],
  ]],
  ['프랜차이즈', [
    ['치킨대가 강남역점', 'chicken', '치킨'],
    ['피자마을 서초점', 'pizza', '피자양식'],
    ['커피앤하우스 역삼점', 'cafe', '카페디저트'],
    ['버거스테이션 강남점', 'burger', '피자양식'],
    ['국밥한그릇 교대점', 'gukbap', '한식'],
  ]],
  ['치킨', [['논현 치킨공작소', 'chicken'], ['서초 바른닭', 'chicken'], ['도곡 숯불치킨', 'chicken'], ['대치 닭강정 명가', 'chicken'], ['잠원 시골통닭', 'chicken']]],
  ['피자양식', [['신사 나폴리 피자', 'pizza'], ['역삼 빠네파스타', 'pasta'], ['서초 뉴욕피자', 'pizza'], ['논현 스매시버거', 'burger'], ['반포 트라토리아', 'pasta']]],
  ['중국집', [['역삼 홍성반점', 'chinese'], ['서초 진진반점', 'chinese'], ['논현 만리장성', 'chinese'], ['도곡 북경', 'chinese'], ['양재 취홍', 'chinese']]],
  ['한식', [['서초 엄마밥상', 'korean'], ['역삼 전주비빔밥', 'korean'], ['논현 원조부대찌개', 'korean'], ['대치 할매순두부', 'korean'], ['양재 시골밥상', 'korean']]],
  ['일식돈까스', [['역삼 카츠야', 'tonkatsu'], ['서초 스시하루', 'sushi'], ['논현 정돈', 'tonkatsu'], ['반포 스시젠', 'sushi'], ['신사 우동집', 'tonkatsu']]],
  ['족발보쌈', [['역삼 원조장충족발', 'jokbal'], ['서초 왕족발', 'jokbal'], ['논현 보쌈명가', 'jokbal'], ['도곡 마늘보쌈', 'jokbal'], ['잠원 불족발', 'jokbal']]],
  ['야식', [['역삼 불타는곱창', 'yasik'], ['서초 닭발천국', 'yasik'], ['논현 포차', 'yasik'], ['신사 막창집', 'yasik'], ['대치 야식왕', 'yasik']]],
  ['분식', [['역삼 할매떡볶이', 'bunsik'], ['서초 국대분식', 'bunsik'], ['논현 꼬마김밥', 'bunsik'], ['도곡 즉석떡볶이', 'bunsik'], ['양재 학교앞분식', 'bunsik']]],
  ['카페디저트', [['신사 디저트공방', 'cafe'], ['역삼 빵굽는마을', 'cafe'], ['서초 카페 온도', 'cafe'], ['논현 마카롱공방', 'cafe'], ['반포 케이크하우스', 'cafe']]],
  ['편의점', [['해피마트24 서초점', 'cvs'], ['해피마트24 논현점', 'cvs'], ['굿데이마트 강남점', 'cvs'], ['굿데이마트 도곡점', 'cvs'], ['24시 올데이마트', 'cvs']]],
];

/** A convenience-store menu: every product of CVS_LINES, or a random share (40-80 items). */
function cvsMenu(rid, { share = 1, stock = () => 9999 } = {}) {
  let n = 0;
  const some = (list, p) => (share >= 1 ? list : list.filter(() => chance(p)));
  return CVS_LINES.map(([name, slug, lines]) => ({
    slug,
    name,
    items: some(lines, 0.55).flatMap(([product, price, variants]) =>
      some(variants, share).map((variant) => {
        n += 1;
        const amount = stock(n);
        return menuItem(rid * 1000 + n, product.replace('{}', variant), `${slug}-${n}`, cvsPrice(price), {
          soldout: amount === 0,
          stock_amount: amount,
        });
      }),
    ),
  })).filter((category) => category.items.length > 0);
}

// biome-ignore format: a data table, one row per line
const DONG_OF = { '역삼': '역삼동', '서초': '서초동', '논현': '논현동', '신사': '신사동', '도곡': '도곡동', '대치': '대치동', '잠원': '잠원동', '양재': '양재동', '반포': '반포동', '교대': '서초동', '강남': '역삼동', '강남역': '역삼동' };
const DISCOUNT_WINDOWS = [
  ACTIVE_NOV,
  { discount_from: '2026-11-15T00:00:00+09:00', discount_until: '2026-12-15T23:59:59+09:00' },
  { discount_from: '2026-03-01T00:00:00+09:00', discount_until: '2026-05-31T23:59:59+09:00' },
  { discount_from: '2026-12-24T00:00:00+09:00', discount_until: '2026-12-25T23:59:59+09:00' },
];

function fillers() {
  const list = [];
  let rid = 2000;
  for (const [category, entries] of FILLERS) {
    for (const [name, kind, second] of entries) {
      rid += 1;
      const dongWord = Object.keys(DONG_OF).find((word) => name.includes(word));
      const place = placeIn(dongWord ? DONG_OF[dongWord] : pick(NEAR_DONGS));
      const categories = second
        ? [category, second]
        : chance(0.2) && kind !== 'cvs'
          ? [category, '1인분주문']
          : [category];
      const menu =
        kind === 'cvs'
          ? cvsMenu(rid, { share: 0.35 })
          : buildMenu(rid, (CATALOGUES[kind] ?? CATALOGUES.korean).menu, {
              keep: 0.75,
              vary: true,
              photoShare: 0.3,
              color: colorOf(rid),
            });
      const cheap = kind === 'cafe' || kind === 'bunsik' || kind === 'cvs' || kind === 'dosirak';
      const fee = pick([0, 1000, 2000, 2500, 3000, 3000, 3500, 4000]);
      const spec = {
        id: rid,
        name,
        kind,
        categories,
        address: place.address,
        lat: place.lat,
        lng: place.lng,
        delivery_radius_m: radiusFor(place),
        open: chance(0.93),
        min_order_amount: cheap
          ? pick([8000, 10000, 12000])
          : pick([12000, 14000, 15000, 16000, 18000, 20000]),
        delivery_fee: fee,
        free_delivery_threshold: fee > 0 && chance(0.4) ? pick([30000, 35000, 40000, 50000]) : null,
        menu,
        reviews: makeReviews(rid, int(0, 12), itemNamesOf(menu)),
      };
      if (fee >= 3000 && chance(0.3)) {
        spec.delivery_fee_by_order_amounts = {
          basic: [
            { order_amount: 0, delivery_fee: fee },
            { order_amount: spec.min_order_amount + 10000, delivery_fee: fee - 1000 },
          ],
        };
      }
      if (chance(0.2))
        Object.assign(spec, { discount_percent: pick([5, 10, 15]), ...pick(DISCOUNT_WINDOWS) });
      if (chance(0.15)) {
        spec.discounts = {
          additional: {
            delivery: {
              amount: pick([1000, 1500, 2000]),
              discount_mov: pick([0, 15000, 20000]),
              is_per_menu: false,
              only_for_member: chance(0.5),
            },
          },
        };
      }
      list.push(restaurant(spec));
    }
  }
  return list;
}

// ── The big restaurant (id 1027): 1,000 menu items, the size budget of the restaurant page ──────
// Generated with its own PRNG so the restaurants above keep their bytes. 20 categories of 50
// items (ids 1027 and four digits): 10 dishes × 5 variants each, every fourth item with a photo (one tile per category),
// every tenth with option groups, some discounted and a few sold out.

// biome-ignore format: a data table, one row per line
const BIG_CATEGORIES = [
  ['치킨', 'big-chicken', 17000, ['후라이드치킨', '양념치킨', '간장치킨', '마늘치킨', '파닭', '순살치킨', '닭강정', '치킨텐더', '닭다리구이', '윙봉']],
  ['피자', 'big-pizza', 18000, ['페퍼로니 피자', '불고기 피자', '포테이토 피자', '고구마 피자', '쉬림프 피자', '콤비네이션 피자', '치즈 피자', '하와이안 피자', '베이컨 피자', '마르게리타 피자']],
  ['버거', 'big-burger', 7000, ['불고기버거', '치즈버거', '새우버거', '치킨버거', '더블패티버거', '베이컨버거', '아보카도버거', '데리야끼버거', '할라피뇨버거', '머쉬룸버거']],
  ['분식', 'big-bunsik', 4500, ['떡볶이', '라볶이', '순대', '튀김 모둠', '김말이', '어묵탕', '쫄면', '떡꼬치', '짜장떡볶이', '로제떡볶이']],
  ['김밥', 'big-gimbap', 3500, ['야채김밥', '참치김밥', '치즈김밥', '돈까스김밥', '소고기김밥', '꼬마김밥', '멸치김밥', '땡초김밥', '계란말이김밥', '누드김밥']],
  ['찌개·탕', 'big-stew', 8000, ['김치찌개', '된장찌개', '부대찌개', '순두부찌개', '동태탕', '감자탕', '갈비탕', '육개장', '청국장', '알탕']],
  ['덮밥', 'big-rice-bowl', 8500, ['제육덮밥', '오징어덮밥', '참치마요덮밥', '불고기덮밥', '카레덮밥', '마파두부덮밥', '회덮밥', '규동', '가츠동', '연어덮밥']],
  ['면', 'big-noodle', 7500, ['잔치국수', '비빔국수', '칼국수', '냉면', '비빔냉면', '우동', '라멘', '쌀국수', '막국수', '콩국수']],
  ['돈까스', 'big-katsu', 9500, ['등심돈까스', '안심돈까스', '치즈돈까스', '고구마치즈돈까스', '생선까스', '치킨까스', '왕돈까스', '카레돈까스', '매운돈까스', '함박스테이크']],
  ['초밥', 'big-sushi', 12000, ['모둠초밥', '연어초밥', '광어초밥', '참치초밥', '새우초밥', '장어초밥', '유부초밥', '캘리포니아롤', '연어롤', '타코와사비']],
  ['중식', 'big-chinese', 7000, ['짜장면', '짬뽕', '간짜장', '볶음밥', '탕수육', '깐풍기', '마파두부', '울면', '잡채밥', '군만두']],
  ['샐러드', 'big-salad', 8000, ['닭가슴살 샐러드', '연어 샐러드', '리코타 샐러드', '콥 샐러드', '시저 샐러드', '두부 샐러드', '단호박 샐러드', '그릭 샐러드', '포케', '리코타 랩']],
  ['족발·보쌈', 'big-jokbal', 28000, ['족발', '불족발', '냉채족발', '마늘족발', '보쌈', '반반 족발보쌈', '수육', '막국수 세트', '쟁반국수', '순대 모둠']],
  ['야식', 'big-yasik', 15000, ['닭발', '무뼈닭발', '곱창볶음', '막창구이', '오돌뼈', '닭똥집', '주꾸미볶음', '불막창', '계란찜', '주먹밥']],
  ['커피', 'big-coffee', 4000, ['아메리카노', '카페라떼', '바닐라라떼', '카라멜마끼아또', '카푸치노', '콜드브루', '아인슈페너', '헤이즐넛라떼', '돌체라떼', '에스프레소']],
  ['음료', 'big-drink', 3500, ['레몬에이드', '자몽에이드', '청포도에이드', '딸기라떼', '초코라떼', '녹차라떼', '밀크티', '복숭아아이스티', '유자차', '생과일주스']],
  ['디저트', 'big-dessert', 5000, ['크로플', '와플', '티라미수', '치즈케이크', '마카롱', '브라우니', '빙수', '붕어빵', '호떡', '츄러스']],
  ['베이커리', 'big-bakery', 3000, ['크루아상', '소금빵', '베이글', '단팥빵', '식빵', '모닝빵', '스콘', '마들렌', '휘낭시에', '바게트']],
  ['반찬', 'big-side', 4000, ['멸치볶음', '진미채볶음', '계란말이', '시금치나물', '콩나물무침', '어묵볶음', '감자조림', '장조림', '깍두기', '배추김치']],
  ['간편식', 'big-ready', 5000, ['냉동만두', '즉석밥', '컵밥', '죽', '냉동피자', '떡갈비', '핫도그', '치킨너겟', '볶음밥', '밀키트']],
];
// biome-ignore format: a data table, one row per line
const BIG_VARIANTS = [['', 0], ['(대)', 3000], ['세트', 5000], ['2인분', 6000], ['매운맛', 500]];
const BIG_GROUPS = ['spicy', 'drinkSize', 'rice', 'noodleSize', 'bunsikTopping'];

function bigRestaurant() {
  const rnd = prng(1027);
  const group = groupFactory(1027);
  let n = 0;
  const menu = BIG_CATEGORIES.map(([name, slug, base, dishes], c) => {
    const photo = tile(`images/menu/${slug}.svg`, name.slice(0, 1), colorOf(c));
    return {
      slug,
      name,
      items: dishes.flatMap((dish, d) =>
        BIG_VARIANTS.map(([variant, extra], v) => {
          n += 1;
          const price = base + d * 500 + extra;
          const itemName = variant === '' ? dish : `${dish} ${variant}`;
          const discounted = rnd() < 0.08 ? Math.round((price * 0.9) / 100) * 100 : null;
          return menuItem(10270000 + n, itemName, `${slug}-${d + 1}-${v + 1}`, price, {
            discounted_price: discounted,
            soldout: rnd() < 0.03,
            subchoices: n % 10 === 0 ? [group(BIG_GROUPS[(n / 10) % BIG_GROUPS.length])] : [],
            industrial_info: {
              images: n % 4 === 0 ? [photo] : [],
              description: `${name} 코너의 ${dish}${variant === '' ? '' : ` ${variant}`}. 주문 즉시 만들어 따뜻하게 보내드려요. 포장 용기는 전자레인지에 데울 수 있어요.`,
            },
          });
        }),
      ),
    };
  });
  const place = placeIn('역삼동');
  return restaurant({
    id: 1027,
    name: '역삼 메가푸드마켓',
    kind: 'korean',
    categories: ['편의점'],
    address: place.address,
    lat: place.lat,
    lng: place.lng,
    delivery_radius_m: radiusFor(place),
    open_time_description: '매일 00:00 - 24:00',
    min_order_amount: 10000,
    delivery_fee: 2000,
    country_origin: '쌀: 국내산, 돼지고기: 국내산, 닭고기: 국내산, 소고기: 호주산',
    introduction_by_owner: {
      introduction_text: '메뉴가 1,000가지! 찾는 메뉴는 메뉴 검색으로 빠르게 찾아보세요.',
      // Three photos, so the image viewer has a previous and a next ("2 / 3").
      images: [
        tile('images/restaurants/1027.svg', '메', colorOf(1027)),
        tile('images/restaurants/1027-2.svg', '매장', colorOf(1028)),
        tile('images/restaurants/1027-3.svg', '주방', colorOf(1029)),
      ],
    },
    menu,
    reviews: makeReviews(1027, 12, itemNamesOf(menu)),
  });
}

// ── The other seed files ─────────────────────────────────────────────────────────────────────

// biome-ignore format: a data table, one row per line
const COUPONS = [
  { code: 'WELCOME3000', amount: 3000, min_order_amount: 0, payment: 'any', single_use: true, valid_until: '2027-12-31T23:59:59+09:00' },
  { code: 'SAVE5000', amount: 5000, min_order_amount: 20000, payment: 'any', single_use: false, valid_until: '2027-06-30T23:59:59+09:00' },
  { code: 'ONLINE2000', amount: 2000, min_order_amount: 0, payment: 'online', single_use: false, valid_until: '2027-12-31T23:59:59+09:00' },
  { code: 'CASH1000', amount: 1000, min_order_amount: 0, payment: 'offline', single_use: false, valid_until: '2027-12-31T23:59:59+09:00' },
  { code: 'FIRSTORDER7000', amount: 7000, min_order_amount: 15000, payment: 'online', single_use: true, valid_until: '2027-03-31T23:59:59+09:00' },
  { code: 'EXPIRED5000', amount: 5000, min_order_amount: 0, payment: 'any', single_use: false, valid_until: '2026-10-31T23:59:59+09:00' },
  { code: 'BIG50000', amount: 50000, min_order_amount: 0, payment: 'any', single_use: false, valid_until: '2027-12-31T23:59:59+09:00' },
  { code: 'NOEXPIRY1500', amount: 1500, min_order_amount: 10000, payment: 'any', single_use: false, valid_until: null },
];

// biome-ignore format: a data table, one row per line
const USERS = [
  { customer_id: 900001, account_origin: 'email', email: 'minji@example.com', password: 'Jumun!2026', phone: '01012345678', nickname: '민지', state: null },
  { customer_id: 900002, account_origin: 'email', email: 'junho@example.com', password: 'Jumun!2026', phone: '01023456789', nickname: '준호', state: null },
  { customer_id: 900003, account_origin: 'naver', email: 'sora.naver@example.com', phone: '01034567890', nickname: '소라', state: null },
  { customer_id: 900004, account_origin: 'kakao', email: 'taeyang.kakao@example.com', phone: '01045678901', nickname: '태양', state: null },
  { customer_id: 900005, account_origin: 'email', email: 'leaving@example.com', password: 'Jumun!2026', phone: '01056789012', nickname: '탈퇴예정', state: 'WITHDRAWAL_RESERVED' },
  { customer_id: 900006, account_origin: 'email', email: 'nophone@example.com', password: 'Jumun!2026', phone: null, nickname: '번호없음', state: null },
  { customer_id: 900099, account_origin: 'email', email: 'blocked@example.com', password: 'Jumun!2026', phone: '01099990000', nickname: '차단회원', state: null },
];

const BLOCKLIST = [{ customer_id: 900099, phone: '01099990000' }];

// biome-ignore format: a data table, one row per line
const NOTICES = [
  { id: 1, title: '[안내] 11월 서비스 정기 점검 안내', created_at: '2026-11-18T10:00:00+09:00', html: '<p>보다 안정적인 서비스를 위해 정기 점검을 진행합니다.</p><p><b>일시</b>: 2026년 11월 25일(수) 02:00 ~ 05:00</p><p>점검 시간에는 주문이 제한됩니다.</p>' },
  { id: 2, title: '개인정보처리방침 개정 안내', created_at: '2026-11-01T09:00:00+09:00', html: '<p>개인정보처리방침이 2026년 11월 15일부로 개정됩니다.</p><ul><li>수집 항목 정비</li><li>보관 기간 명시</li></ul>' },
  { id: 3, title: '겨울맞이 첫 주문 할인 이벤트', created_at: '2026-10-20T11:00:00+09:00', html: '<p>첫 주문 고객께 7,000원 할인 쿠폰(FIRSTORDER7000)을 드립니다.</p>' },
  { id: 4, title: '다회용기 주문은 앱에서만 가능합니다', created_at: '2026-09-05T14:00:00+09:00', html: '<p>다회용컵(보증금) 옵션이 있는 메뉴는 앱에서 주문해 주세요.</p>' },
  { id: 5, title: '전자금융거래 이용약관 변경 안내', created_at: '2026-07-01T09:00:00+09:00', html: '<p>전자금융거래 이용약관 일부 조항이 변경되었습니다.</p>' },
].map((notice) => ({
  id: notice.id,
  type: 'DEFAULT',
  title: notice.title,
  html: notice.html,
  created_at: notice.created_at,
}));

// biome-ignore format: a data table, one row per line
const FAQ = [
  [1, 'order', '주문을 취소하고 싶어요.', '<p>음식점에서 주문을 접수하기 전에는 주문 내역에서 취소할 수 있습니다. 접수 후에는 음식점으로 연락해 주세요.</p>'],
  [2, 'order', '최소주문금액보다 적게 주문할 수 있나요?', '<p>모자란 금액이 2,000원 이하이면 차액을 더해 주문할 수 있습니다. 일부 음식점은 최소주문금액 미만 주문을 받지 않습니다.</p>'],
  [3, 'payment', '어떤 결제수단을 쓸 수 있나요?', '<p>신용카드, 휴대폰 결제, 간편결제(온라인)와 만나서 카드·현금 결제를 지원합니다. 음식점마다 다를 수 있습니다.</p>'],
  [4, 'payment', '결제가 두 번 된 것 같아요.', '<p>중복 결제는 영업일 기준 3~5일 안에 자동 취소됩니다.</p>'],
  [5, 'delivery', '배달 주소를 바꾸고 싶어요.', '<p>주문 전에는 상단의 주소를 눌러 바꿀 수 있습니다. 주문 후에는 음식점으로 연락해 주세요.</p>'],
  [6, 'delivery', '배달팁은 어떻게 정해지나요?', '<p>음식점이 주문 금액별로 배달팁을 정합니다. 일정 금액 이상 주문하면 무료 배달이 되는 곳도 있습니다.</p>'],
  [7, 'coupon', '쿠폰은 어떻게 쓰나요?', '<p>주문하기 화면에서 쿠폰 코드를 입력하고 적용을 누르세요. 휴대전화 인증이 먼저 필요합니다.</p>'],
  [8, 'coupon', '쿠폰이 적용되지 않아요.', '<p>최소 주문 금액, 결제 방법(온라인/만나서), 유효 기간을 확인해 주세요.</p>'],
  [9, 'account', '비밀번호를 잊어버렸어요.', '<p>로그인 화면의 비밀번호 찾기에서 가입한 이메일로 재설정할 수 있습니다.</p>'],
  [10, 'account', '네이버·카카오로 가입할 수 있나요?', '<p>네, 로그인 화면에서 네이버 또는 카카오 로그인을 선택하세요.</p>'],
  [11, 'withdraw', '회원 탈퇴는 어떻게 하나요?', '<p>내 정보 &gt; 회원 탈퇴에서 탈퇴 사유를 선택하고 신청할 수 있습니다.</p>'],
  [12, 'withdraw', '탈퇴하면 쿠폰과 주문 내역은 어떻게 되나요?', '<p>탈퇴 신청 후 보유한 쿠폰은 사라지며, 주문 내역은 관련 법령에 따라 일정 기간 보관 후 삭제됩니다.</p>'],
  [13, 'withdraw', '탈퇴 신청을 취소할 수 있나요?', '<p>탈퇴 신청 후 7일 동안은 탈퇴 대기 상태이며, 고객센터로 연락하시면 취소할 수 있습니다.</p>'],
].map(([id, section, question, answer_html]) => ({ id, section, question, answer_html }));

function banners() {
  const image = (name, label, color) => tile(`images/banners/${name}.svg`, label, color);
  return [
    {
      code: 'mobile.front',
      closed: false,
      start_date: '2026-11-01T00:00:00+09:00',
      end_date: '2026-12-31T23:59:59+09:00',
      images: { android_high: image('winter-sale', 'SALE', '#2E86AB') },
      tracking_code: { tracking_ga: 'promo_winter_sale' },
    },
    {
      code: 'mobile.front',
      closed: true,
      start_date: '2026-11-01T00:00:00+09:00',
      end_date: '2026-12-31T23:59:59+09:00',
      images: { android_high: image('closed-promo', '이벤트', '#6A4C93') },
      tracking_code: { tracking_ga: 'promo_closed' },
    },
    {
      code: 'mobile.front',
      closed: false,
      start_date: '2026-09-01T00:00:00+09:00',
      end_date: '2026-10-31T23:59:59+09:00',
      images: { android_high: image('chuseok', '추석', '#A8201A') },
      tracking_code: { tracking_ga: 'promo_chuseok' },
    },
    {
      code: 'mobile.front',
      closed: false,
      start_date: '2026-11-01T00:00:00+09:00',
      end_date: '2026-12-31T23:59:59+09:00',
      images: { android_high: '' },
      tracking_code: { tracking_ga: 'promo_no_image' },
    },
    {
      code: 'pc.front',
      closed: false,
      start_date: '2026-11-01T00:00:00+09:00',
      end_date: '2026-12-31T23:59:59+09:00',
      images: { android_high: image('pc-only', 'PC', '#29335C') },
      tracking_code: { tracking_ga: 'promo_pc' },
    },
  ];
}

// biome-ignore format: a data table, one row per line
const EVENTS = [
  { id: 1, event_name: '겨울맞이_첫주문할인_1', html: '<h1>첫 주문 7,000원 할인</h1><p>쿠폰 코드 FIRSTORDER7000 (15,000원 이상, 온라인 결제)</p>', tracking_url: '{"tracking_ga":"event_first_order"}' },
  { id: 2, event_name: '리뷰이벤트_2', html: '<h1>사진 리뷰 쓰고 커피 받자</h1><p>11월 한 달 동안 사진 리뷰를 남기면 추첨을 통해 커피 쿠폰을 드립니다.</p>', tracking_url: '{"tracking_ga":"event_photo_review"}' },
  { id: 3, event_name: '치킨데이_3', html: '<h1>매주 목요일은 치킨데이</h1><p>참여 치킨집 10% 할인</p>', tracking_url: '{"tracking_ga":"event_chicken_day"}' },
];

// biome-ignore format: a data table, one row per line
const POLL = [
  { number: 1, text: '음식이 맛있어요', has_text: false },
  { number: 2, text: '주문이 간편해요', has_text: false },
  { number: 3, text: '할인 혜택이 좋아요', has_text: false },
  { number: 4, text: '배달이 빨라요', has_text: false },
  { number: 5, text: '기타 (직접 입력)', has_text: true },
];

const SERVICE = {
  status: { active: false, content: '11월 25일 02:00 ~ 05:00 정기 점검으로 주문이 제한됩니다.' },
  max_sms_verification_time: 5,
};

// ── Main ─────────────────────────────────────────────────────────────────────────────────────

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
for (let n = 1; n <= REVIEW_PHOTOS; n++) reviewPhoto(n);

// The big restaurant last: it draws from the shared PRNG (place, reviews) after everything else.
const restaurants = [...scenarios(), ...fillers(), bigRestaurant()];
for (const r of restaurants) writeJson(`restaurants/${r.id}.json`, r);
writeJson('districts.json', DISTRICTS);
writeJson('coupons.json', COUPONS);
writeJson('users.json', USERS);
writeJson('blocklist.json', BLOCKLIST);
writeJson('notices.json', NOTICES);
writeJson('faq.json', FAQ);
writeJson('banners.json', banners());
writeJson('events.json', EVENTS);
writeJson('poll.json', POLL);
writeJson('service.json', SERVICE);

const itemCount = restaurants.reduce((sum, r) => sum + allItems(r.menu).length, 0);
console.log(
  `fixtures seed: ${restaurants.length} restaurants, ${itemCount} menu items, ${written.size} images → ${OUT}`,
);
