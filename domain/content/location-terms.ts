// The location terms page (spec 000 §2 "/locterms/ Location terms consent page for the
// partner-platform variant", §5 "the agree box is required"). Decision where the spec is silent:
// agreeing goes on to choosing the delivery address (the location picker), where the location is
// first used.

import { ok, type Result, reject } from '../result.ts';
import { paths } from '../routes/route-href.ts';

/** Where agreeing leads, or the required-box text. */
export function agreeToLocationTerms(agreed: boolean): Result<string> {
  return agreed ? ok(paths.location) : reject('LOCTERMS_AGREE_REQUIRED');
}
