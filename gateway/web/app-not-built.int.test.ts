import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestGateway } from '../testing/test-gateway.ts';
import { WEB_BUILD_COMMAND } from './app-not-built.ts';

describe('/ before the web app is built', () => {
  it('answers an HTML page in Korean and English that says how to build it, not a JSON 404', async () => {
    // given a web root with no index.html
    const web = mkdtempSync(join(tmpdir(), 'jumun-web-'));
    const gateway = await startTestGateway({ webRoot: web });
    try {
      // when a browser opens /
      const page = await fetch(`${gateway.url}/`);
      // then it gets a page that says the app is not built and the command that builds it
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await page.text();
      expect(html).toContain('<html lang="ko">');
      expect(html).toContain('웹 앱이 아직 빌드되지 않았습니다');
      expect(html).toContain('the web app is not built');
      expect(html).toContain(WEB_BUILD_COMMAND);
      expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
      // and the contract's routes are still answered
      expect((await fetch(`${gateway.url}/api/v1/service_info/`)).status).toBe(200);
    } finally {
      await gateway.close();
      rmSync(web, { recursive: true, force: true });
    }
  }, 60_000);
});
