// The places of the seed: districts.json (the legal dongs of Gangnam-gu and Seocho-gu, each with
// a representative zipcode, a central point and a lot and road address), the app's default
// location and the dongs around it where restaurants are placed.

/** Gangnam station, the app's default location (spec 000 §9). */
export const DEFAULT_POINT = { lat: 37.498168, lng: 127.02761 };

// biome-ignore format: a data table, one row per line
export const DISTRICTS = [
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
export const districtOf = (dong) => DISTRICTS.find((d) => d.dongmyun === dong);

/** Near Gangnam station: the dongs a delivery from the station area plausibly reaches. */
// biome-ignore format: a data table, one row per line
export const NEAR_DONGS = ['역삼동', '역삼동', '역삼동', '서초동', '서초동', '논현동', '논현동', '신사동', '도곡동', '대치동', '삼성동', '양재동', '반포동', '잠원동'];

/** Great-circle distance in metres. */
export function distanceM(a, b) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371000 * Math.asin(Math.sqrt(h));
}
