// One phone slot per SMS context: the checkout's (ORDER) and the account screens' (REGISTER for
// join, FIND_EMAIL for id inquiry), and what the code rules see of it.
import type { SmsContext } from '../codecs/primitives.ts';
import { emptyPhoneSlot, type PhoneSlot, type State } from '../store/state.ts';
import type { PhoneVerification } from './phone-verification.ts';

export function phoneSlot(state: State, context: SmsContext): PhoneSlot {
  if (context === 'ORDER') return state.checkout.phone;
  return state.session.accountPhone.context === context ? state.session.accountPhone : emptyPhoneSlot;
}

export function slotVerification(slot: PhoneSlot): PhoneVerification {
  if (slot.status === 'requested' && slot.requestedAt !== null) {
    return {
      status: 'requested',
      phone: slot.number,
      requestedAt: slot.requestedAt,
      sendCount: slot.sendCount,
    };
  }
  return slot.status === 'verified'
    ? { status: 'verified', phone: slot.number }
    : { status: 'unverified', phone: slot.number };
}

export function isVerifiedFor(state: State, context: SmsContext, phone: string): boolean {
  const slot = phoneSlot(state, context);
  return slot.status === 'verified' && slot.number === phone;
}

/** The events' context: left out for ORDER, as in logs written before contexts existed. */
export const inContext = (context: SmsContext) => (context === 'ORDER' ? {} : { context });
