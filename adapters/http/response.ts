// One transport result → a GatewayResult: 2xx (and the call's data statuses, e.g. 491) decoded with
// the response codec; 4xx a refusal with the server's code and words; 5xx, status 0, timeouts and
// network errors the failures the error mapping turns into the service-problem text.
import * as E from 'fp-ts/lib/Either.js';
import type { AnyCall } from '../../contract/calls.ts';
import { decodeFailure, decodeResponse } from '../../contract/decode.ts';
import { answered, failed, type GatewayResult } from '../../domain/ports/gateway-failure.ts';
import { failureCode, failureMessage, saysTokenExpired } from './failure-text.ts';
import type { HttpResponse, TransportResult } from './transport.ts';

export interface Reading {
  readonly result: GatewayResult<unknown>;
  /** No answer at all, or a 5xx: the retry policy may send again. */
  readonly retryable: boolean;
  /** A 401 saying 'expired or malformed token': a token refresh may help. */
  readonly tokenExpired: boolean;
}

const settled = (result: GatewayResult<unknown>): Reading => ({
  result,
  retryable: false,
  tokenExpired: false,
});
const unanswered = (result: GatewayResult<unknown>): Reading => ({
  result,
  retryable: true,
  tokenExpired: false,
});

function isData(call: AnyCall, status: number): boolean {
  return (status >= 200 && status < 300) || call.dataStatuses.includes(status);
}

function parseJson(body: string): E.Either<string, unknown> {
  try {
    return E.right(JSON.parse(body));
  } catch (cause) {
    return E.left(String(cause));
  }
}

function readData(call: AnyCall, response: HttpResponse): Reading {
  const parsed = call.responseType === 'text' ? E.right(response.body) : parseJson(response.body);
  if (E.isLeft(parsed)) return settled(failed({ kind: 'malformed', call: call.name, path: '$' }));
  const decoded = decodeResponse(call, parsed.right);
  return settled(
    E.isRight(decoded)
      ? answered(decoded.right)
      : failed({ kind: 'malformed', call: call.name, path: decoded.left.path }),
  );
}

/**
 * A refusal keeps its body: decoded with the call's failure codec when it fits, else as sent (a
 * refusal is a refusal even when a proxy answers it with html).
 */
function readRefusal(call: AnyCall, response: HttpResponse): Reading {
  const raw = E.getOrElse((): unknown => response.body)(parseJson(response.body));
  const decoded = decodeFailure(call, raw);
  const body = E.isRight(decoded) ? decoded.right : raw;
  const code = failureCode(body);
  const message = failureMessage(body);
  return {
    result: failed({
      kind: 'rejected',
      status: response.status,
      ...(code === undefined ? {} : { code }),
      ...(message === undefined ? {} : { message }),
      body,
    }),
    retryable: false,
    tokenExpired: response.status === 401 && saysTokenExpired(raw),
  };
}

export function readAnswer(call: AnyCall, sent: TransportResult): Reading {
  if (!sent.ok) {
    return unanswered(failed(sent.failure.kind === 'timeout' ? { kind: 'timeout' } : { kind: 'network' }));
  }
  const { response } = sent;
  if (response.status === 0) return unanswered(failed({ kind: 'network' }));
  if (isData(call, response.status)) return readData(call, response);
  if (response.status >= 500) return unanswered(failed({ kind: 'unavailable', status: response.status }));
  return readRefusal(call, response);
}
