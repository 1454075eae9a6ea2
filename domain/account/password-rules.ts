// Password rules (spec 001 §5, pointing at spec 000: "8+ characters, no run of 4 or more repeats,
// digit, letter and special character"). Decisions: length counts code points; a letter is an
// English letter; a special character is ASCII punctuation (Hangul is neither). Checked in that order.
import { ok, type Result, reject } from '../result.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** Four identical characters in a row are refused. */
export const PASSWORD_MAX_RUN = 3;

export function longestRun(text: string): number {
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const ch of text) {
    run = ch === previous ? run + 1 : 1;
    previous = ch;
    longest = Math.max(longest, run);
  }
  return longest;
}

export function checkPassword(password: string): Result<string> {
  if ([...password].length < PASSWORD_MIN_LENGTH) return reject('PASSWORD_TOO_SHORT');
  if (longestRun(password) > PASSWORD_MAX_RUN) return reject('PASSWORD_REPEATS');
  const classes = [/\d/, /[A-Za-z]/, /[!-/:-@[-`{-~]/];
  if (!classes.every((re) => re.test(password))) return reject('PASSWORD_CHAR_CLASSES');
  return ok(password);
}
