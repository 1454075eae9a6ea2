// The address query's answer (spec 001 §5 "no result from the address query says the address cannot be found").
import { ok, type Result, reject } from '../result.ts';

export function addressSearchResult<T>(items: readonly T[] | null | undefined): Result<readonly T[]> {
  return items && items.length > 0 ? ok(items) : reject('ADDRESS_NOT_FOUND');
}
