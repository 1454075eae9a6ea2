// What a cassette keeps of an interaction: its secrets redacted by the rules of adapters/redact/, so
// a cassette can be committed and shared. Passwords and SMS codes become placeholders, phones are
// masked but for the last four digits, and tokens become `<redacted:token-N>`: numbered per
// cassette, the same token the same number, so replay still sees which answer a request's token
// came from (learned-values.ts). Replay puts well-formed stand-ins back (stand-ins.ts).
import bcrypt from 'bcryptjs';
import { BLOCKLIST_SALT_LENGTH, blockEntry } from '../blocklist/bcrypt-blocklist.ts';
import { fakePhone, maskPhone } from '../redact/phone-mask.ts';
import { type RedactOptions, redactJson, redactText } from '../redact/redact.ts';
import type { Interaction } from './cassette.ts';
import { isJsonRecord, type Json } from './json.ts';

export const tokenPlaceholder = (n: number) => `<redacted:token-${n}>`;

const CODE: ReadonlySet<string> = new Set(['code']);

const codeOf = (body: Json) => (body !== null && isJsonRecord(body) ? body.code : undefined);

/**
 * The SMS check sends the code as `code`; the sandbox outbox answers it as `code`. Only four digits
 * can be a code the gateway sent: anything else is kept, so replay tells a malformed code apart.
 */
const smsCodeKeys = (i: Interaction) => ({
  request: i.call === 'sms.check' && /^\d{4}$/.test(String(codeOf(i.request.body))) ? CODE : undefined,
  response: i.request.path.startsWith('/sandbox/sms') ? CODE : undefined,
});

interface Member {
  readonly customerId: string;
  readonly phone: string;
}

/** A customer id beside a phone in an answer (a login): the member whose phone the answer masks. */
function membersIn(value: Json, into: Member[]): void {
  if (Array.isArray(value)) for (const v of value) membersIn(v, into);
  else if (value !== null && isJsonRecord(value)) {
    const { customer_id: id, phone } = value;
    const known = (m: Member) => m.customerId === String(id) && m.phone === phone;
    if ((typeof id === 'string' || typeof id === 'number') && typeof phone === 'string' && phone !== '')
      if (!into.some(known)) into.push({ customerId: String(id), phone });
    for (const v of Object.values(value)) membersIn(v, into);
  }
}

export interface CassetteRedactor {
  /** The interaction as the cassette keeps it. */
  interaction(interaction: Interaction): Interaction;
  /**
   * The interactions with the service info's blocklist re-hashed for the members seen: replay gives
   * the client a stand-in phone for a masked one, and a blocked member must stay blocked with it.
   */
  blocklists(interactions: readonly Interaction[]): Interaction[];
}

/** Tokens are numbered from 1 in the order the recording first meets them. */
export function cassetteRedactor(): CassetteRedactor {
  const tokens = new Map<string, string>();
  const token = (value: string) => {
    let placeholder = tokens.get(value);
    if (placeholder === undefined) {
      placeholder = tokenPlaceholder(tokens.size + 1);
      tokens.set(value, placeholder);
    }
    return placeholder;
  };
  const members: Member[] = [];
  // A hash is re-derived once, with its own salt: saving twice writes the same cassette, and a list
  // that shares one salt keeps sharing it (a check then costs one hash).
  const rehashed = new Map<string, string>();

  const rehash = (hash: Json): Json => {
    if (typeof hash !== 'string') return hash;
    const known = rehashed.get(hash);
    if (known !== undefined) return known;
    for (const { customerId, phone } of members) {
      const entry = blockEntry(customerId, phone);
      const standIn = blockEntry(customerId, fakePhone(maskPhone(phone)));
      if (entry === null || standIn === null || !safeCompare(entry, hash)) continue;
      const next = bcrypt.hashSync(standIn, hash.slice(0, BLOCKLIST_SALT_LENGTH));
      rehashed.set(hash, next);
      return next;
    }
    return hash;
  };

  return {
    interaction(i) {
      const keys = smsCodeKeys(i);
      const options = (smsCodeKeys?: ReadonlySet<string>): RedactOptions =>
        smsCodeKeys === undefined ? { token } : { token, smsCodeKeys };
      membersIn(i.response.body, members);
      const headers = Object.fromEntries(
        Object.entries(i.response.headers).map(([k, v]) => [k, redactText(v, { token })]),
      );
      return {
        call: i.call,
        request: {
          method: i.request.method,
          path: redactText(i.request.path, { token }),
          body: redactJson(i.request.body, options(keys.request)),
        },
        response: { ...i.response, headers, body: redactJson(i.response.body, options(keys.response)) },
      };
    },
    blocklists(interactions) {
      if (members.length === 0) return [...interactions];
      return interactions.map((i) => {
        const body = i.response.body;
        if (i.call !== 'content.service-info' || body === null || !isJsonRecord(body)) return i;
        const list = body.blocked_customers;
        if (!Array.isArray(list)) return i;
        return { ...i, response: { ...i.response, body: { ...body, blocked_customers: list.map(rehash) } } };
      });
    },
  };
}

function safeCompare(entry: string, hash: string): boolean {
  try {
    return bcrypt.compareSync(entry, hash);
  } catch {
    return false;
  }
}
