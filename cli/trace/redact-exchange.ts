// A request and its answer as a trace keeps them: secrets redacted by the rules of adapters/redact/
// (as every other output of a run), the headers that say something about the call kept and the
// transport's own (length, connection, date) left out.
import type { HttpResponse } from '../../adapters/http/transport.ts';
import { type RedactOptions, redactJson, redactText } from '../../adapters/redact/redact.ts';
import type { TracedRequest } from './trace-format.ts';
import type { Exchange } from './tracing-transport.ts';

const NOISE: ReadonlySet<string> = new Set([
  'connection',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  'accept-encoding',
  'user-agent',
  'vary',
]);

const CODE: ReadonlySet<string> = new Set(['code']);

function headersOf(headers: Readonly<Record<string, string>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (!NOISE.has(name.toLowerCase())) kept[name] = value;
  return redactJson(kept);
}

/**
 * A body redacted as text: the rules find `"password": "…"` pairs, tokens and phones in JSON text
 * as well as in a parsed value, and a body is neither parsed nor written again (a menu's answer is
 * tens of kilobytes; a run traces hundreds of them).
 */
const bodyOf = (body: string, options: RedactOptions): string => redactText(body, options);

/**
 * `code` is too common a name to be an SMS code everywhere (coupons, errors): it is one in the SMS
 * check's request (four digits) and in the sandbox outbox's answer.
 */
function smsCodeIn(url: string, body: string | undefined, direction: 'request' | 'response'): RedactOptions {
  if (direction === 'response') return url.includes('/sandbox/sms') ? { smsCodeKeys: CODE } : {};
  return /sms/i.test(url) && body !== undefined && /"code"\s*:\s*"?\d{4}"?/.test(body)
    ? { smsCodeKeys: CODE }
    : {};
}

const ms = (n: number) => Math.round(n * 10) / 10;

export function tracedRequest(exchange: Exchange): TracedRequest {
  const { request, result } = exchange;
  const response: HttpResponse | undefined = result?.ok === true ? result.response : undefined;
  return {
    method: request.method,
    url: redactText(request.url),
    startMs: ms(exchange.start),
    requestHeaders: headersOf(request.headers),
    ...(request.body === undefined
      ? {}
      : { requestBody: bodyOf(request.body, smsCodeIn(request.url, request.body, 'request')) }),
    ...(exchange.end === undefined ? {} : { durationMs: ms(exchange.end - exchange.start) }),
    ...(response === undefined
      ? {}
      : {
          status: response.status,
          responseHeaders: headersOf(response.headers),
          responseBody: bodyOf(response.body, smsCodeIn(request.url, undefined, 'response')),
        }),
    ...(result?.ok === false
      ? {
          failure:
            result.failure.kind === 'timeout'
              ? { kind: 'timeout' as const }
              : { kind: 'network' as const, detail: redactText(result.failure.detail) },
        }
      : {}),
    ...(exchange.fault === undefined ? {} : { fault: exchange.fault }),
  };
}
