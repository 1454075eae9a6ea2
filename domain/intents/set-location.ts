// SetLocation: geocode an address (or reverse-geocode a point), then ask which zip code delivers
// there. A valid zip code stores the location; a changed zip code clears a cart built for the old
// one; no zip code is not a service area; an availability error proceeds anyway (spec 001 §4).
import { gatewayFailureRejection } from '../checkout/error-mapping.ts';
import type { CommandOf } from '../commands/commands.ts';
import type { Location } from '../events/events.ts';
import { geoPoint } from '../location/geo-point.ts';
import type { Place } from '../ports/gateway.ts';
import { draft, type EventDraft, refuse, refuseWith } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';

export async function handleSetLocation({ command, state, ports }: HandlerContext<CommandOf<'SetLocation'>>) {
  let place: Place | null;
  if (command.point !== undefined) {
    // lat within -90..90, lng within -180..180, numbers only (spec 000 §5 "Geo point").
    const point = geoPoint(command.point.lat, command.point.lng);
    if (!point.ok) return refuseWith(point.rejection);
    const answer = await ports.gateway.reverseGeocode(point.value);
    if (!answer.ok) return refuseWith(gatewayFailureRejection(answer.failure, 'ADDRESS_LOOKUP_FAILED'));
    place = answer.value;
  } else if (command.address !== undefined && command.address.trim() !== '') {
    const answer = await ports.gateway.geocode(command.address.trim());
    if (!answer.ok) return refuseWith(gatewayFailureRejection(answer.failure, 'ADDRESS_LOOKUP_FAILED'));
    place = answer.value[0] ?? null;
  } else {
    return refuse('TOOLTIP_ENTER_ADDRESS');
  }
  if (place === null) return refuse('ADDRESS_NOT_FOUND');

  let zipcode = place.zipcode;
  const available = await ports.gateway.restaurantsAvailable(place.point);
  if (available.ok) {
    if (available.value.zip_code === null || available.value.zip_code === '') {
      const message = available.value.message.trim();
      return message === '' ? refuse('NOT_SERVICE_AREA') : refuseWith({ code: 'NOT_SERVICE_AREA', message });
    }
    zipcode = available.value.zip_code;
  }

  const location: Location = {
    address: place.address,
    road_address: place.road_address,
    address_input: command.address ?? place.address,
    zipcode,
    point: command.point ?? place.point,
    sido: place.sido,
    sigugun: place.sigugun,
    dongmyun: place.dongmyun,
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
