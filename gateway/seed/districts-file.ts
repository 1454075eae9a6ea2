// districts.json: the addresses the geocoder knows. Geocoding matches an address text against
// these entries, reverse geocoding returns the nearest, restaurants-available answers its zipcode.
import type * as t from 'io-ts';
import { list, strictStruct } from './codec-kit.ts';
import { findDuplicates } from './duplicates.ts';
import { Latitude, Longitude, NonEmptyString, Zipcode } from './primitives.ts';
import type { FieldError } from './seed-error.ts';

export const District = strictStruct('a district', {
  sido: NonEmptyString,
  sigugun: NonEmptyString,
  dongmyun: NonEmptyString,
  zipcode: Zipcode,
  lat: Latitude,
  lng: Longitude,
  lot_address: NonEmptyString,
  road_address: NonEmptyString,
});
export type District = t.TypeOf<typeof District>;

export const DistrictsFile = list(District, 'a list of districts');
export type DistrictsFile = t.TypeOf<typeof DistrictsFile>;

export function checkDistricts(districts: DistrictsFile): FieldError[] {
  if (districts.length === 0)
    return [{ path: '$', message: 'expected at least one district, got an empty list' }];
  return findDuplicates(
    districts.map((district, i) => ({ district, i })),
    ({ district }) => `${district.sido} ${district.sigugun} ${district.dongmyun}`,
    ({ i }) => `$[${i}].dongmyun`,
    'district',
  );
}
