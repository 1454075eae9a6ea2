// events.json: event pages (/event/{id}/). event_name's numeric suffix _N orders the banners;
// tracking_url is, as on the wire, a JSON text holding tracking_ga (spec 000 §3 "Event banner").
import type * as t from 'io-ts';
import { list, primitive, strictStruct } from './codec-kit.ts';
import { Id, NonEmptyString, Text } from './primitives.ts';

function isTrackingJson(u: unknown): u is string {
  if (typeof u !== 'string') return false;
  try {
    const value: unknown = JSON.parse(u);
    return (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      typeof (value as Record<string, unknown>).tracking_ga === 'string'
    );
  } catch {
    return false;
  }
}

export const TrackingUrl = primitive(
  'a JSON text with a "tracking_ga" string (e.g. "{\\"tracking_ga\\":\\"event_1\\"}")',
  isTrackingJson,
);

export const EventPage = strictStruct('an event', {
  id: Id,
  event_name: NonEmptyString,
  html: Text,
  tracking_url: TrackingUrl,
});
export type EventPage = t.TypeOf<typeof EventPage>;

export const EventsFile = list(EventPage, 'a list of events');
export type EventsFile = t.TypeOf<typeof EventsFile>;
