import type { Event } from '../events/events.ts';
import type { Rejection } from '../result.ts';

/** The answer to `dispatch(command)`. */
export type Outcome =
  | { readonly status: 'accepted'; readonly events: readonly Event[]; readonly navigate?: string }
  | {
      readonly status: 'rejected';
      readonly rejection: Rejection;
      readonly events: readonly Event[];
      readonly navigate?: string;
    }
  | {
      readonly status: 'needs-confirmation';
      readonly rejection: Rejection;
      readonly events: readonly Event[];
    };
