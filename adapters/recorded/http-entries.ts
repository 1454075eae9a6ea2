// Between the transport's byte-level answers and a cassette's recorded ones.
import type { HttpResponse } from '../http/transport.ts';
import type { RecordedResponse } from './cassette.ts';
import { parseJson } from './json.ts';

/** The headers worth keeping: what the client reads. Dates, cookies and server names are noise. */
export const RECORDED_HEADERS: readonly string[] = ['content-type', 'location', 'retry-after'];

export const isJsonContentType = (headers: Readonly<Record<string, string>>) =>
  /\bjson\b/i.test(headers['content-type'] ?? '');

export function recordResponse(response: HttpResponse): RecordedResponse {
  const headers: Record<string, string> = {};
  for (const name of RECORDED_HEADERS) {
    const value = response.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  if (!isJsonContentType(headers)) return { status: response.status, headers, body: response.body };
  const parsed = parseJson(response.body);
  return parsed === undefined
    ? { status: response.status, headers, body: response.body, raw_text: true }
    : { status: response.status, headers, body: parsed };
}

export function replayResponse(recorded: RecordedResponse): HttpResponse {
  const { body, headers, status } = recorded;
  const asText = recorded.raw_text === true || (typeof body === 'string' && !isJsonContentType(headers));
  return {
    status,
    headers: { ...headers },
    body: asText && typeof body === 'string' ? body : JSON.stringify(body),
  };
}
