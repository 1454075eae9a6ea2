// The catalogue reads the web app's service worker keeps (web/pwa/cache-policy.ts) answer with an
// ETag, and a 304 to a client that holds the same answer: the restaurant detail, the notices and the
// FAQ, made afresh per request, as the list and the menu kept in memory (catalog-cache.int.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { GANGNAM, urlOf } from './testing/wire.ts';

describe('the detail, the notices and the FAQ carry ETags', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startTestGateway();
  }, 60_000);
  afterAll(() => gateway.close());

  const urls = () => [
    urlOf(gateway.url, 'restaurant.detail', {
      params: { restaurant_id: 1001 },
      payload: { ...GANGNAM, serving_type: 'vd' },
    }),
    urlOf(gateway.url, 'content.notices'),
    urlOf(gateway.url, 'content.faq'),
  ];

  it('answers 200 with an ETag, the same one again, and 304 when the client names it', async () => {
    for (const url of urls()) {
      const first = await fetch(url);
      const etag = first.headers.get('etag');
      expect(first.status, String(url)).toBe(200);
      expect(etag, String(url)).toMatch(/^"[^"]+"$/);
      const body = await first.text();

      const again = await fetch(url);
      expect(again.headers.get('etag'), String(url)).toBe(etag);
      expect(await again.text()).toBe(body);

      const revalidated = await fetch(url, { headers: { 'if-none-match': etag ?? '' } });
      expect(revalidated.status, String(url)).toBe(304);
      expect(await revalidated.text()).toBe('');

      const other = await fetch(url, { headers: { 'if-none-match': '"another"' } });
      expect(other.status, String(url)).toBe(200);
    }
  });
});
