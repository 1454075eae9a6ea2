// What a command handler answers: the events to record, and for the shell a rejection, a request
// for confirmation, or where to go next.
import type { EventData, EventType } from '../events/events.ts';
import type { MessageCode, MessageParams } from '../messages.ts';
import { type Rejection, rejection } from '../result.ts';

/** An event before the store stamps its metadata. */
export type EventDraft = { [K in EventType]: { readonly type: K; readonly data: EventData<K> } }[EventType];

export function draft<K extends EventType>(type: K, data: EventData<K>): EventDraft {
  return { type, data } as EventDraft;
}

export interface Decision {
  readonly events: readonly EventDraft[];
  /** Set when the command was refused (events may still record what happened, e.g. a failed check). */
  readonly rejection?: Rejection;
  /** Set when the customer must confirm: dispatch the command again with `confirmed: true`. */
  readonly confirm?: Rejection;
  /** A route the shell should go to next (e.g. '/location', a payment_url, the thank-you page). */
  readonly navigate?: string;
}

export const accept = (...events: EventDraft[]): Decision => ({ events });

export const refuse = (code: MessageCode, params?: MessageParams, navigate?: string): Decision =>
  navigate === undefined
    ? { events: [], rejection: rejection(code, params) }
    : { events: [], rejection: rejection(code, params), navigate };

export const refuseWith = (r: Rejection, events: readonly EventDraft[] = []): Decision => ({
  events,
  rejection: r,
});

export const askToConfirm = (r: Rejection): Decision => ({ events: [], confirm: r });
