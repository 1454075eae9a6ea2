// Test wiring: a gateway client and the HTTP gateway over one scripted transport.
import { type HttpGateway, httpGateway } from '../http-gateway.ts';
import { defaultProfile } from '../profile.ts';
import { memoryTokens, type StoredTokens, type TokenSource } from '../tokens.ts';
import { type ScriptedTransport, scriptedTransport } from './scripted-transport.ts';

export const ORIGIN = 'https://jumun.test';
export const profile = defaultProfile(ORIGIN);

export interface TestGateway {
  readonly transport: ScriptedTransport;
  readonly tokens: TokenSource;
  readonly gateway: HttpGateway;
}

export function testGateway(
  stored: StoredTokens | null = { access_token: 'token-1', refresh_token: 'refresh-1' },
): TestGateway {
  const transport = scriptedTransport();
  const tokens = memoryTokens(stored);
  const gateway = httpGateway({
    transport,
    profile,
    tokens,
    retryDelayMs: 0,
    deviceId: 'dev-1',
    userAgent: 'jumun-test',
  });
  return { transport, tokens, gateway };
}

/** The request's headers, body (parsed) and query, for assertions. */
export function sentAt(t: ScriptedTransport, index = 0) {
  const request = t.sent[index];
  if (request === undefined) throw new Error(`no request #${index}; sent: ${t.sent.length}`);
  const url = new URL(request.url);
  return {
    request,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: request.body === undefined ? undefined : (JSON.parse(request.body) as unknown),
    headers: request.headers,
  };
}
