// Every ordering call but the stock check acts for one customer: the bearer token's. A missing or
// bad token is 401 with the server message the client maps to its re-login text (spec 000 §8); a
// token of another customer than the one named in the path is 403.
import type { TokenClaims } from '../auth/tokens.ts';
import { type Answer, refuse } from '../http/serve-call.ts';
import { orderingTexts } from './ordering-texts.ts';

export type Guarded =
  | { readonly ok: true; readonly claims: TokenClaims }
  | { readonly ok: false; readonly answer: Answer };

export function guardCustomer(auth: TokenClaims | null, customerId?: string): Guarded {
  if (auth === null) return { ok: false, answer: refuse(401, 'token_invalid', orderingTexts.TOKEN_INVALID) };
  if (customerId !== undefined && customerId !== auth.customerId) {
    return { ok: false, answer: refuse(403, 'forbidden', orderingTexts.NOT_YOUR_CUSTOMER_ID) };
  }
  return { ok: true, claims: auth };
}
