// What a script's requests tell a live sandbox gateway (gateway/sandbox/test-run.ts): the run they
// belong to, so that its phones are its own, and the script's fixed time when it has one. A gateway
// without the sandbox ignores both; cassettes do not record request headers.
import { randomUUID } from 'node:crypto';
import type { Transport } from '../../adapters/http/transport.ts';

export function testRunTransport(inner: Transport, fixedNow: number | null): Transport {
  const headers: Record<string, string> = { 'x-jumun-run': randomUUID() };
  if (fixedNow !== null) headers['x-jumun-now'] = new Date(fixedNow).toISOString();
  return { send: (request) => inner.send({ ...request, headers: { ...request.headers, ...headers } }) };
}
