// The phone's verification: unverified → requested → verified (spec 000 §4 "Phone"), as a pure
// reducer over past-tense events. The clock arrives in the event, never read here.
import { normalizePhone } from './phone-number.ts';

export type PhoneVerification =
  | { readonly status: 'unverified'; readonly phone: string }
  | {
      readonly status: 'requested';
      readonly phone: string;
      /** Epoch ms of the code request; the code is valid 3 min 30 s from here. */
      readonly requestedAt: number;
      /** send_count of the SMS answer: the sends used so far. */
      readonly sendCount: number;
    }
  | { readonly status: 'verified'; readonly phone: string };

export type PhoneVerificationEvent =
  | { readonly type: 'requested'; readonly at: number; readonly sendCount: number }
  | { readonly type: 'verified' }
  | { readonly type: 'phoneChanged'; readonly phone: string };

export function initialPhoneVerification(phone = ''): PhoneVerification {
  return { status: 'unverified', phone };
}

export function evolvePhoneVerification(
  state: PhoneVerification,
  event: PhoneVerificationEvent,
): PhoneVerification {
  switch (event.type) {
    case 'requested':
      return { status: 'requested', phone: state.phone, requestedAt: event.at, sendCount: event.sendCount };
    case 'verified':
      return { status: 'verified', phone: state.phone };
    case 'phoneChanged':
      // Retyping the same number (with or without hyphens) keeps what was done for it.
      if (normalizePhone(event.phone) === normalizePhone(state.phone))
        return { ...state, phone: event.phone };
      return { status: 'unverified', phone: event.phone };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export function isPhoneVerified(state: PhoneVerification): boolean {
  return state.status === 'verified';
}
