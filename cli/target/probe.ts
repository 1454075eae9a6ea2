// Before a live run: is a jumun gateway answering at the gateway? The probe asks for the service
// status (content.service-status, GET /popup/get/, spec 001 §4): the call the app itself makes on
// every route change, before any login, that every gateway of the contract answers with a small
// JSON body. Any answer at all would not do: a plain web server (a 200 page, or a 404 for
// everything) answers too, and a run against it failed at its first step as if an address could
// not be found. What answered (status, content type) says where the run was pointed instead.

import { isRight } from 'fp-ts/lib/Either.js';
import { nodeHttpTransport } from '../../adapters/http/node-http-transport.ts';
import type { Profile } from '../../adapters/http/profile.ts';
import { hostBase } from '../../adapters/http/profile.ts';
import type { HttpResponse } from '../../adapters/http/transport.ts';
import { ServiceStatus } from '../../contract/content.ts';
import { ApiError } from '../../contract/primitives.ts';

/** The path of content.service-status (contract/content.ts; probe.test.ts keeps them one). */
export const PROBE_PATH = '/popup/get/';

/** Status 491 is the service status during maintenance, still data (spec 001 §7). */
const DATA_STATUSES = [200, 491];

const START = 'point --gateway or --profile at a jumun gateway, or start one with `jumun serve`';

function json(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * Null when `response` is a jumun gateway's: the service status, or a server error in the contract's
 * error shape (a gateway in trouble: the run's steps say what). Else why it is no gateway's.
 */
export function notAGateway(base: string, response: HttpResponse): string | null {
  const body = json(response.body);
  if (DATA_STATUSES.includes(response.status) && isRight(ServiceStatus.decode(body))) return null;
  const error = ApiError.decode(body);
  if (response.status >= 500 && isRight(error)) return null;
  const type = response.headers['content-type']?.split(';')[0]?.trim() || 'no content type';
  const said = isRight(error)
    ? `, error_code ${error.right.error_code}`
    : body === undefined
      ? ''
      : ', JSON that is not the service status';
  return `${base} is not a jumun gateway: GET ${PROBE_PATH}, the service status every jumun gateway answers, came back ${response.status} ${type}${said}; ${START}`;
}

export async function probeGateway(profile: Profile): Promise<string | null> {
  const base = hostBase(profile, 'api');
  const answer = await nodeHttpTransport().send({
    method: 'GET',
    url: `${base}${PROBE_PATH}`,
    headers: { accept: 'application/json' },
    timeoutMs: 5_000,
  });
  if (answer.ok) return notAGateway(base, answer.response);
  // A wrapped reason ("... ← ECONNREFUSED: ...") says it in its innermost part.
  const why = answer.failure.kind === 'timeout' ? 'timed out' : answer.failure.detail.split(' ← ').at(-1);
  return `the gateway at ${base} cannot be reached (${why}); start one with \`jumun serve\` or pass --gateway`;
}
