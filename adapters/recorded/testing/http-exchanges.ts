// Test helpers: requests as the HTTP client sends them, and a scripted fake server.
import type {
  HttpMethod,
  HttpRequest,
  HttpResponse,
  Transport,
  TransportResult,
} from '../../http/transport.ts';
import type { Cassette, Interaction } from '../cassette.ts';

export const ORIGIN = 'http://127.0.0.1:8080';

export function request(method: HttpMethod, path: string, body?: unknown): HttpRequest {
  return {
    method,
    url: `${ORIGIN}${path}`,
    headers: { accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    timeoutMs: 10_000,
  };
}

export function json(status: number, body: unknown, extra: Record<string, string> = {}): HttpResponse {
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      date: 'Sat, 21 Nov 2026 03:00:00 GMT',
      ...extra,
    },
    body: JSON.stringify(body),
  };
}

export interface Scripted extends Transport {
  readonly sent: HttpRequest[];
}

/** Answers each request with `answer(request, n)` (n counts from 0); remembers what was sent. */
export function scripted(
  answer: (request: HttpRequest, n: number) => HttpResponse | TransportResult,
): Scripted {
  const sent: HttpRequest[] = [];
  return {
    sent,
    async send(req) {
      const result = answer(req, sent.length);
      sent.push(req);
      return 'ok' in result ? result : { ok: true, response: result };
    },
  };
}

/** The response of a result that must be an HTTP answer. */
export function responseOf(result: TransportResult): HttpResponse {
  if (!result.ok) throw new Error(`expected an HTTP answer, got ${JSON.stringify(result.failure)}`);
  return result.response;
}

export function failureOf(result: TransportResult) {
  if (result.ok) throw new Error(`expected a transport failure, got HTTP ${result.response.status}`);
  return result.failure;
}

export const bodyOf = (result: TransportResult): unknown => JSON.parse(responseOf(result).body);

/** A recorded 200 JSON answer. */
export function interaction(
  call: Interaction['call'],
  method: HttpMethod,
  path: string,
  body: unknown,
  answer: unknown,
): Interaction {
  return {
    call,
    request: { method, path, body: body as Interaction['request']['body'] },
    response: {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: answer as Interaction['response']['body'],
    },
  };
}

export const cassetteOf = (...interactions: Interaction[]): Cassette => ({
  version: 1,
  recorded_at: '2026-11-21T12:00:00+09:00',
  interactions,
});
