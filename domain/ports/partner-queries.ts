// The partner entries' reads (spec 001 §4 "Partner entries", §7 "Place extra info"): the place
// partner's place looked up into a delivery point and, when it is a restaurant we serve, its id.
import type * as t from 'io-ts';
import type { PlaceExtraInfo } from '../../contract/geo.ts';
import type { GatewayResult } from './gateway-failure.ts';

export type PlaceExtra = t.TypeOf<typeof PlaceExtraInfo>;

export interface PartnerQueries {
  placeExtraInfo(placeId: string): Promise<GatewayResult<PlaceExtra>>;
}
