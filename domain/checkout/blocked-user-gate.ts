// A blocked customer (matching customer id and phone; the hashing is an adapter's) cannot load the
// cart or check out (spec 000 §5 "Blocked user").
import { ok, type Result, reject } from '../result.ts';

/** Guards both the cart load and checkout: a blocked customer reads PAGE_LOAD_PROBLEM. */
export function blockedUserGate(isBlocked: boolean): Result<void> {
  return isBlocked ? reject('PAGE_LOAD_PROBLEM') : ok(undefined);
}
