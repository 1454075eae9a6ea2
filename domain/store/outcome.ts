import type { Event } from '../events/events.ts';
import type { Rejection } from '../result.ts';

/** The answer to `dispatch(command)`: three ways on, so a `kind` union (see result.ts). */
export type Outcome =
  | { readonly kind: 'accepted'; readonly events: readonly Event[]; readonly navigate?: string }
  | {
      readonly kind: 'rejected';
      readonly rejection: Rejection;
      readonly events: readonly Event[];
      readonly navigate?: string;
    }
  | {
      readonly kind: 'needs-confirmation';
      readonly rejection: Rejection;
      readonly events: readonly Event[];
    };
