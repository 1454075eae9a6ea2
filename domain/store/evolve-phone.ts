// The SMS verification events, folded into the slot of their context: the checkout's phone for
// ORDER (or no context, as logged before contexts existed), the account screens' phone otherwise.
import { castDraft, type Draft } from 'immer';
import type { SmsContext } from '../codecs/primitives.ts';
import type { EventOf } from '../events/events.ts';
import { emptyPhoneSlot, initialCheckout, type PhoneSlot, type State } from './state.ts';

export type PhoneEvent = EventOf<'PhoneEntered' | 'SmsCodeRequested' | 'SmsCodeRejected' | 'PhoneVerified'>;

function slot(s: Draft<State>, context: SmsContext | undefined): Draft<PhoneSlot> {
  if (context === undefined || context === 'ORDER') return s.checkout.phone;
  // Another screen's code (join after an id inquiry, or the reverse) starts over.
  if (s.session.accountPhone.context !== context)
    s.session.accountPhone = castDraft({ ...emptyPhoneSlot, context });
  return s.session.accountPhone;
}

export function evolvePhone(s: Draft<State>, event: PhoneEvent, at: number): void {
  switch (event.type) {
    case 'PhoneEntered':
      if (event.data.phone !== s.checkout.phone.number) {
        // Changing the phone resets the requested flag (spec 000 §4 "Phone").
        s.checkout.phone = castDraft({ ...initialCheckout.phone, number: event.data.phone });
      }
      return;
    case 'SmsCodeRequested': {
      const phone = slot(s, event.data.context);
      phone.number = event.data.phone;
      phone.status = 'requested';
      phone.requestedAt = at;
      phone.sendCount = event.data.sendCount;
      phone.failedChecks = 0;
      phone.refusedCodes = [];
      return;
    }
    case 'SmsCodeRejected': {
      const phone = slot(s, event.data.context);
      phone.failedChecks += 1;
      // Logs written before the code was recorded remember no code.
      // A new array, never a push: in a batch the slot's array may still be emptyPhoneSlot's.
      if (event.data.code !== undefined)
        phone.refusedCodes = [...phone.refusedCodes, { code: event.data.code, message: event.data.message }];
      return;
    }
    case 'PhoneVerified': {
      const phone = slot(s, event.data.context);
      phone.number = event.data.phone;
      phone.status = 'verified';
      phone.refusedCodes = [];
      // A verified order phone is the last-login phone of a member (spec 000 §4 "Phone").
      const order = event.data.context === undefined || event.data.context === 'ORDER';
      if (order && s.session.loggedIn) s.session.lastLoginPhone = event.data.phone;
      return;
    }
    default: {
      const never: never = event;
      throw new TypeError(`unknown event ${JSON.stringify(never)}`);
    }
  }
}
