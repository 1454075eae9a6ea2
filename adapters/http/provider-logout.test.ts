// The provider's logout over HTTP: the sandbox provider's logout path on the given origin; any
// answer but a 2xx, or no answer at all, is a failed provider logout (a value, never a throw).
import { describe, expect, it } from 'vitest';
import { httpProviderLogout } from './provider-logout.ts';
import type { HttpRequest, Transport, TransportResult } from './transport.ts';

function transportAnswering(result: TransportResult): Transport & { readonly sent: HttpRequest[] } {
  const sent: HttpRequest[] = [];
  return {
    sent,
    send: (request) => {
      sent.push(request);
      return Promise.resolve(result);
    },
  };
}

const answer = (status: number): TransportResult => ({
  ok: true,
  response: { status, headers: {}, body: '{"success":true}' },
});

describe('httpProviderLogout', () => {
  it("posts to the provider's logout on the given origin and reads a 2xx as ended", async () => {
    const transport = transportAnswering(answer(200));
    expect(await httpProviderLogout(transport, 'http://127.0.0.1:8080/').logout('kakao')).toBe('ended');
    expect(transport.sent.map((r) => [r.method, r.url])).toEqual([
      ['POST', 'http://127.0.0.1:8080/sandbox/social/kakao/logout'],
    ]);
  });

  it('reads a refusal, a server error, a timeout or no answer as failed', async () => {
    for (const result of [
      answer(404),
      answer(503),
      { ok: false, failure: { kind: 'timeout' } },
      { ok: false, failure: { kind: 'network', detail: 'ECONNREFUSED' } },
    ] as const) {
      expect(await httpProviderLogout(transportAnswering(result), 'http://x.test').logout('naver')).toBe(
        'failed',
      );
    }
  });
});
