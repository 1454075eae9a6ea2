// SetLocation: geocode an address (or reverse-geocode a point), then ask which zip code delivers
// there. A valid zip code stores the location; a changed zip code clears a cart built for the old
// one; no zip code is not a service area; an availability error proceeds anyway (spec 001 §4).
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { Location } from '../events/events.ts';
import { geoPoint } from '../location/geo-point.ts';
import type { Availability, GeoPoint, Place } from '../ports/gateway.ts';
import { answered, type GatewayResult } from '../ports/gateway-failure.ts';
import { ok, type Result, reject } from '../result.ts';
import { type Decision, draft, type EventDraft, refuse, refuseWith } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';

type SetLocation = CommandOf<'SetLocation'>;

export interface SetLocationFacts {
  /** The geocoder's place for the point or address; null when the command was refused first. */
  readonly place: GatewayResult<Place | null> | null;
  /** Which zip code delivers at the place; null when there was no place to ask for. */
  readonly available: GatewayResult<Availability> | null;
}

/** What to look up: a point (lat within -90..90, lng within -180..180, spec 000 §5 "Geo point") or an address. */
function lookup(command: SetLocation): Result<GeoPoint | string> {
  if (command.point !== undefined) return geoPoint(command.point.lat, command.point.lng);
  const address = command.address?.trim() ?? '';
  return address === '' ? reject('TOOLTIP_ENTER_ADDRESS') : ok(address);
}

export async function gather({ command, ports }: HandlerContext<SetLocation>): Promise<SetLocationFacts> {
  const what = lookup(command);
  if (!what.ok) return { place: null, available: null };
  let place: GatewayResult<Place | null>;
  if (typeof what.value === 'string') {
    const found = await ports.gateway.geocode(what.value);
    place = found.ok ? answered(found.value[0] ?? null) : found;
  } else {
    place = await ports.gateway.reverseGeocode(what.value);
  }
  if (!place.ok || place.value === null) return { place, available: null };
  return { place, available: await ports.gateway.restaurantsAvailable(place.value.point) };
}

export function decide(command: SetLocation, state: State, { place, available }: SetLocationFacts): Decision {
  const what = lookup(command);
  if (!what.ok) return refuseWith(what.rejection);
  if (place === null) return refuse('ADDRESS_LOOKUP_FAILED');
  if (!place.ok) return refuseWith(gatewayFailureRejection(place.failure, 'ADDRESS_LOOKUP_FAILED'));
  if (place.value === null) return refuse('ADDRESS_NOT_FOUND');
  const found = place.value;

  let zipcode = found.zipcode;
  if (available?.ok) {
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
  if (state.cart.items.length > 0 && previous !== null && previous.zipcode !== zipcode) {
    events.push(draft('CartCleared', { reason: 'location-changed' }));
  }
  events.push(draft('LocationSet', { location }));
  return { events };
}

export const handleSetLocation = gathered(gather, decide);
