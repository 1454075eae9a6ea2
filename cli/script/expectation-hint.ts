// Why a command line's "expect" is none of its three forms, with what was likely meant: a key
// mistyped (`{"rejectd": …}`), a form written as a bare word (`"rejected"`), or two forms at once.
import { didYouMean } from '../../domain/closest-name.ts';

const FORMS = '"ok", {"rejected": "TEXT"} or {"confirm": "TEXT"}';
const KEYS = ['rejected', 'confirm'];

export function expectationHint(raw: unknown): string {
  const must = `"expect" must be ${FORMS}`;
  if (typeof raw === 'string') {
    const near = didYouMean(raw, ['ok', ...KEYS]);
    if (KEYS.includes(raw)) return `${must}: "${raw}" takes the code or text, {"${raw}": "TEXT"}`;
    return near === '' ? must : `${must}, got "${raw}"${near}`;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return must;
  const keys = Object.keys(raw);
  const unknown = keys.find((k) => !KEYS.includes(k));
  if (unknown !== undefined) return `${must}: unknown key "${unknown}"${didYouMean(unknown, KEYS)}`;
  if (keys.length > 1) return `${must}: one of them, not ${keys.map((k) => `"${k}"`).join(' and ')}`;
  return `${must}: "${keys[0] ?? 'rejected'}" takes a string (a code or a part of its message)`;
}
