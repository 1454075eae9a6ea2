import { describe, expect, it } from 'vitest';
import { startTestGateway } from '../testing/test-gateway.ts';

describe('GET /download/ (spec 000 §2 "App download … a static page on the api server")', () => {
  it('serves a Korean page with placeholder store links, and needs no network to render', async () => {
    const gateway = await startTestGateway();
    try {
      const response = await fetch(`${gateway.url}/download/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('<html lang="ko">');
      expect(html).toContain('App Store에서 받기 (예시 링크)');
      expect(html).toContain('Google Play에서 받기 (예시 링크)');
      expect(html).toContain('실제 스토어로 연결되지 않습니다');
      // Nothing is fetched from elsewhere: no scripts, no external sources, links or stylesheets.
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
      expect(html).not.toMatch(/<(img|link|iframe)\b/i);
    } finally {
      await gateway.close();
    }
  }, 60_000);

  it("is served without the sandbox too: it is the app's own page", async () => {
    const gateway = await startTestGateway({ sandbox: false });
    try {
      expect((await fetch(`${gateway.url}/download/`)).status).toBe(200);
    } finally {
      await gateway.close();
    }
  }, 60_000);
});
