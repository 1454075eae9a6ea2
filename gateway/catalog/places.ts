// A district of districts.json as the geocoder's `Place` (contract/geo.ts).
// Designed where the seed has no data:
// - adm_code: the district's ten-digit code, the gu's legal code (강남구 11680, 서초구 11650; 00000
//   for a gu not in the table) followed by the zipcode — stable, unique per district.
// - parts: the law parts from the lot address, the road parts from the road address (its road name
//   in `dongmyun`, the building number in `detail`); no admin-dong data.
import type * as t from 'io-ts';
import type { Place } from '../../contract/geo.ts';
import type { GeoPoint } from '../../domain/location/geo-point.ts';
import type { Sql } from '../db/database.ts';
import type { District } from '../seed/districts-file.ts';

export type WirePlace = t.TypeOf<typeof Place>;

const GU_CODES: Readonly<Record<string, string>> = {
  '서울 강남구': '11680',
  '서울 서초구': '11650',
  '서울 송파구': '11710',
  '서울 강동구': '11740',
  '서울 용산구': '11170',
  '서울 중구': '11140',
  '서울 종로구': '11110',
  '서울 마포구': '11440',
  '서울 영등포구': '11560',
  '서울 동작구': '11590',
  '서울 관악구': '11620',
};

export function admCode(d: District): string {
  return `${GU_CODES[`${d.sido} ${d.sigugun}`] ?? '00000'}${d.zipcode}`;
}

/** What follows the prefix in an address ("서울 강남구 역삼동 823" after "서울 강남구 역삼동" → "823"). */
function after(address: string, prefix: string): string {
  return address.startsWith(prefix) ? address.slice(prefix.length).trim() : '';
}

function roadParts(d: District) {
  const rest = after(d.road_address, `${d.sido} ${d.sigugun}`);
  const [road = '', ...number] = rest.split(/\s+/);
  return { sido: d.sido, sigugun: d.sigugun, dongmyun: road, ri: null, detail: number.join(' ') };
}

/** The place of a district; `point` replaces its centre (reverse geocoding keeps the asked point). */
export function districtPlace(d: District, point?: GeoPoint): WirePlace {
  return {
    address: d.lot_address,
    road_address: d.road_address,
    zipcode: d.zipcode,
    point: point ?? { lat: d.lat, lng: d.lng },
    sido: d.sido,
    sigugun: d.sigugun,
    dongmyun: d.dongmyun,
    adm_code: admCode(d),
    parts: {
      law: {
        sido: d.sido,
        sigugun: d.sigugun,
        dongmyun: d.dongmyun,
        ri: null,
        detail: after(d.lot_address, `${d.sido} ${d.sigugun} ${d.dongmyun}`),
      },
      road: roadParts(d),
      admin: null,
    },
  };
}

export async function loadDistricts(db: Sql): Promise<District[]> {
  const rows = await db.query<{ doc: District }>('SELECT doc FROM districts ORDER BY zipcode, dongmyun');
  return rows.map((r) => r.doc);
}
