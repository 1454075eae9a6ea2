// A HAR's entries as calls of the gateway contract: each request named by method and path against
// contract/calls.ts (after the host prefix the client puts before a call's path, /gateway, /member,
// …), its path parameters, query and body decoded with the call's own codecs, and its answer with
// the call's response codec. The sandbox payment providers' pages are read as the customer's
// answer there (payment-pages.ts); what is neither (the app's files, images, fonts, the service
// worker) is only counted.
import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { matchCall } from '../../adapters/recorded/call-name.ts';
import { type CallName, type Calls, calls } from '../../contract/calls.ts';
import { decodeWith } from '../../contract/decode.ts';
import { contentText, type HarEntry } from './har-file.ts';
import { type PaymentPageEntry, readPaymentPage } from './payment-pages.ts';

type Decoded<C, K extends string> = C extends { readonly [key in K]: infer X extends t.Mixed }
  ? t.TypeOf<X>
  : null;

/** One recorded call, typed by its name: `switch (call.name)` narrows params, query, body and answer. */
export type RecordedCall = {
  readonly [N in CallName]: {
    readonly name: N;
    /** The entry's place in the HAR, from 0. */
    readonly index: number;
    readonly method: 'GET' | 'POST';
    /** The path and query as sent, without the origin. */
    readonly path: string;
    readonly params: t.TypeOf<Calls[N]['params']>;
    readonly query: Decoded<Calls[N], 'query'>;
    readonly body: Decoded<Calls[N], 'body'>;
    readonly status: number;
    /** The 2xx answer as the contract reads it; null for a failure or an answer not recorded. */
    readonly response: t.TypeOf<Calls[N]['response']> | null;
  };
}[CallName];

/** A contract call the import cannot read, and why. */
export interface UnreadCall {
  readonly index: number;
  readonly name: CallName;
  readonly method: string;
  readonly path: string;
  readonly reason: string;
}

export interface RecordedSession {
  readonly calls: readonly RecordedCall[];
  readonly unread: readonly UnreadCall[];
  /** The payment providers' pages answered or opened, in the HAR's order. */
  readonly payments: readonly PaymentPageEntry[];
  /** Entries that are neither a contract call nor a payment page. */
  readonly skipped: number;
}

function pathOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}

function json(text: string | null): E.Either<string, unknown> {
  if (text === null || text === '') return E.left('not recorded');
  try {
    return E.right(JSON.parse(text));
  } catch {
    return E.left('not JSON');
  }
}

const isOk = (status: number, dataStatuses: readonly number[]) =>
  (status >= 200 && status < 300) || dataStatuses.includes(status);

/** The entry as a contract call, the reason it cannot be read, or null when it is no contract call. */
function readEntry(entry: HarEntry, index: number): RecordedCall | UnreadCall | null {
  const method = entry.request.method.toUpperCase();
  const path = pathOf(entry.request.url);
  if ((method !== 'GET' && method !== 'POST') || path === null) return null;
  const match = matchCall(method, path);
  if (match === null) return null;
  const call = calls[match.name];
  const unread = (reason: string): UnreadCall => ({ index, name: match.name, method, path, reason });
  const params = decodeWith(match.name, call.params as t.Mixed, match.params);
  if (E.isLeft(params))
    return unread(`its path does not decode: ${params.left.path}: ${params.left.message}`);
  let query: unknown = null;
  if ('query' in call) {
    const raw = Object.fromEntries(new URL(path, 'http://h').searchParams);
    const decoded = decodeWith(match.name, call.query as t.Mixed, raw);
    if (E.isLeft(decoded))
      return unread(`its query does not decode: ${decoded.left.path}: ${decoded.left.message}`);
    query = decoded.right;
  }
  let body: unknown = null;
  if ('body' in call) {
    const text = json(entry.request.postData?.text ?? null);
    if (E.isLeft(text)) return unread(`its request body is ${text.left}`);
    const decoded = decodeWith(match.name, call.body as t.Mixed, text.right);
    if (E.isLeft(decoded))
      return unread(`its body does not decode: ${decoded.left.path}: ${decoded.left.message}`);
    body = decoded.right;
  }
  const status = entry.response.status;
  let response: unknown = null;
  if (isOk(status, call.dataStatuses) && call.responseType === 'json') {
    const text = json(contentText(entry.response.content));
    if (E.isRight(text)) {
      const decoded = decodeWith(match.name, call.response as t.Mixed, text.right);
      if (E.isLeft(decoded))
        return unread(`its answer does not decode: ${decoded.left.path}: ${decoded.left.message}`);
      response = decoded.right;
    }
  }
  // The codecs above are the call's own, so the shapes are the call's types.
  return {
    name: match.name,
    index,
    method,
    path,
    params: params.right,
    query,
    body,
    status,
    response,
  } as RecordedCall;
}

export function recordedSession(entries: readonly HarEntry[]): RecordedSession {
  const recorded: RecordedCall[] = [];
  const unread: UnreadCall[] = [];
  const payments: PaymentPageEntry[] = [];
  let skipped = 0;
  entries.forEach((entry, index) => {
    const read = readEntry(entry, index);
    const page = read === null ? readPaymentPage(entry, index) : null;
    if (page !== null) payments.push(page);
    else if (read === null) skipped++;
    else if ('reason' in read) unread.push(read);
    else recorded.push(read);
  });
  return { calls: recorded, unread, payments, skipped };
}
