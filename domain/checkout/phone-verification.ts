// The phone's verification as the code rules read it: unverified → requested → verified (spec 000
// §4 "Phone"). The store keeps it in a phone slot (phone-slot.ts reads one as this); evolve-phone.ts
// is the only code that changes it.

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
