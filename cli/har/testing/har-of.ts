// Small HAR files for the import's tests: an entry per contract call from the contract's samples
// (or a given body and answer), sent as the web app sends it (the host's prefix of the default
// profile before the call's path), and entries for the app's own files.

import { defaultProfile, hostBase } from '../../../adapters/http/profile.ts';
import { fillPattern } from '../../../contract/call-def.ts';
import { type CallName, calls } from '../../../contract/calls.ts';
import { samples } from '../../../contract/samples/index.ts';

const ORIGIN = 'http://127.0.0.1:8080';

export interface EntryOverrides {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly response?: unknown;
  readonly status?: number;
}

/** A HAR entry of `name`: the call's sample unless overridden. */
export function callEntry(name: CallName, overrides: EntryOverrides = {}) {
  const call = calls[name];
  const sample = samples[name] as
    | { params: Record<string, string>; query?: Record<string, string>; body?: unknown; response: unknown }
    | undefined;
  const params = overrides.params ?? sample?.params ?? {};
  const query = new URLSearchParams(overrides.query ?? sample?.query ?? {}).toString();
  const base = hostBase(defaultProfile(ORIGIN), call.host);
  const url = `${base}${fillPattern(call.pattern, params)}${query === '' ? '' : `?${query}`}`;
  const body = overrides.body ?? sample?.body;
  return {
    startedDateTime: '2026-11-21T03:00:00.000Z',
    request: {
      method: call.method,
      url,
      headers: [{ name: 'accept', value: 'application/json' }],
      ...(call.method === 'POST'
        ? { postData: { mimeType: 'application/json', text: JSON.stringify(body) } }
        : {}),
    },
    response: {
      status: overrides.status ?? 200,
      content: { mimeType: 'application/json', text: JSON.stringify(overrides.response ?? sample?.response) },
    },
  };
}

/** One of the app's own files (a script, a font, an image): no contract call. */
export function fileEntry(path: string) {
  return {
    request: { method: 'GET', url: `${ORIGIN}${path}`, headers: [] },
    response: { status: 200, content: { mimeType: 'font/woff2', text: 'AAAA', encoding: 'base64' } },
  };
}

/** The HAR file's text. */
export function harText(entries: readonly unknown[]): string {
  return JSON.stringify(
    { log: { version: '1.2', creator: { name: 'Test', version: '1' }, entries } },
    null,
    2,
  );
}

/** A form posted on a sandbox payment page, answered with a redirect to `location` (none: refused). */
export function pageEntry(path: string, form: Readonly<Record<string, string>>, location: string | null) {
  return {
    startedDateTime: '2026-11-21T03:00:00.000Z',
    request: {
      method: 'POST',
      url: `${ORIGIN}${path}`,
      headers: [],
      postData: {
        mimeType: 'application/x-www-form-urlencoded',
        text: new URLSearchParams(form).toString(),
      },
    },
    response: {
      status: location === null ? 409 : 303,
      headers: location === null ? [] : [{ name: 'location', value: location }],
      content: { mimeType: 'text/html', text: '' },
    },
  };
}
