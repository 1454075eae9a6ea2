// The place partner's entry once its place is looked up (spec 001 §8 "Place-partner entry error: ...
// then /location/. error_code NOT_AVAILABLE shows that the partner place service has a temporary
// error"). Decisions: a server error (5xx) is the partner service's temporary error too, like
// NOT_AVAILABLE; anything else that fails (unknown place, no answer) is the address error. Both go
// to the location picker. A known place sets the delivery point; a place that is a restaurant we
// serve then opens that restaurant.
import type { GeoPoint } from '../location/geo-point.ts';
import type { MessageCode } from '../messages.ts';
import type { GatewayFailure, GatewayResult } from '../ports/gateway-failure.ts';

export interface PlaceInfo {
  readonly restaurant_id: number | null;
  readonly point: GeoPoint;
}

export interface PlaceError {
  readonly kind: 'error';
  readonly message: MessageCode;
  readonly go: '/location/';
}

export type PlaceArrival =
  | { readonly kind: 'set'; readonly point: GeoPoint; readonly restaurantId: number | null }
  | PlaceError;

function errorOf(failure: GatewayFailure): MessageCode {
  if (failure.kind === 'rejected' && failure.code === 'NOT_AVAILABLE') return 'PLACE_PARTNER_NOT_AVAILABLE';
  if (failure.kind === 'unavailable' && failure.status >= 500) return 'PLACE_PARTNER_NOT_AVAILABLE';
  return 'PLACE_PARTNER_ADDRESS_ERROR';
}

export function placeArrival(answer: GatewayResult<PlaceInfo>): PlaceArrival {
  if (!answer.ok) return { kind: 'error', message: errorOf(answer.failure), go: '/location/' };
  return { kind: 'set', point: answer.value.point, restaurantId: answer.value.restaurant_id };
}

/** The location could not be set from the place (the availability check refused it). */
export const PLACE_LOCATION_REFUSED: PlaceError = {
  kind: 'error',
  message: 'PLACE_PARTNER_ADDRESS_ERROR',
  go: '/location/',
};
