// SetLocation: geocode an address (or reverse-geocode a point), then ask which zip code delivers
// there. A valid zip code stores the location; a changed zip code clears a cart built for the old
// one unless the customer is on the checkout screen ("If the delivery zip code differs from the
// cart's and the screen is not checkout, the cart is cleared."); no zip code is not a service
// area; an availability error proceeds anyway (spec 001 §4).
// One workflow, read top to bottom; each call is asked only when the way goes on that far: the
// geocoder for a lookup the command allows, the availability for a place it found.
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { Location } from '../events/events.ts';
import { geoPoint } from '../location/geo-point.ts';
import type { GeoPoint, Place } from '../ports/gateway.ts';
import { answered, type GatewayResult } from '../ports/gateway-failure.ts';
import { ok, type Result, reject } from '../result.ts';
import { draft, type EventDraft, refuse, refuseWith } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { ask, type Workflow, workflow } from '../store/workflow.ts';

type SetLocation = CommandOf<'SetLocation'>;

/** What to look up: a point (lat within -90..90, lng within -180..180, spec 000 §5 "Geo point") or an address. */
function lookup(command: SetLocation): Result<GeoPoint | string> {
  if (command.point !== undefined) return geoPoint(command.point.lat, command.point.lng);
  const address = command.address?.trim() ?? '';
  return address === '' ? reject('TOOLTIP_ENTER_ADDRESS') : ok(address);
}

/** The geocoder's place for an address (its first answer) or a point. */
function* placeOf(what: GeoPoint | string): Workflow<GatewayResult<Place | null>> {
  if (typeof what !== 'string') return yield* ask('gateway', 'reverseGeocode', what);
  const found = yield* ask('gateway', 'geocode', what);
  return found.ok ? answered(found.value[0] ?? null) : found;
}

export function* setLocationFlow(command: SetLocation, state: State): Workflow {
  const what = lookup(command);
  if (!what.ok) return refuseWith(what.rejection);
  const place = yield* placeOf(what.value);
  if (!place.ok) return refuseWith(gatewayFailureRejection(place.failure, 'ADDRESS_LOOKUP_FAILED'));
  if (place.value === null) return refuse('ADDRESS_NOT_FOUND');
  const found = place.value;

  let zipcode = found.zipcode;
  const available = yield* ask('gateway', 'restaurantsAvailable', found.point);
  if (available.ok) {
    if (available.value.zip_code === null || available.value.zip_code === '') {
      const message = available.value.message.trim();
      return message === '' ? refuse('NOT_SERVICE_AREA') : refuseWith({ code: 'NOT_SERVICE_AREA', message });
    }
    zipcode = available.value.zip_code;
  }

  const location: Location = {
    address: found.address,
    road_address: found.road_address,
    address_input: command.address ?? found.address,
    zipcode,
    point: command.point ?? found.point,
    sido: found.sido,
    sigugun: found.sigugun,
    dongmyun: found.dongmyun,
    method: command.point !== undefined ? 'current' : 'manual',
  };
  const events: EventDraft[] = [];
  const previous = state.session.location;
  const onCheckout = command.fromCheckout === true;
  if (!onCheckout && state.cart.items.length > 0 && previous !== null && previous.zipcode !== zipcode)
    events.push(draft('CartCleared', { reason: 'location-changed' }));
  events.push(draft('LocationSet', { location }));
  return { events };
}

export const handleSetLocation = workflow(setLocationFlow);
