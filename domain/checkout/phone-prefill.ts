// The phone a checkout opens with (spec 000 §4 "Phone": a verified phone is stored as the
// last-login phone for logged-in users; issue 11: the phone is pre-filled from the last checkout and
// the last-login phone). Decision: what the customer typed at the last checkout wins; an empty field
// takes a logged-in member's last-login phone, still to be verified.

export function prefilledPhone(input: {
  readonly checkoutPhone: string;
  readonly loggedIn: boolean;
  readonly lastLoginPhone: string | null;
}): string {
  if (input.checkoutPhone !== '') return input.checkoutPhone;
  return input.loggedIn && input.lastLoginPhone !== null ? input.lastLoginPhone : '';
}
