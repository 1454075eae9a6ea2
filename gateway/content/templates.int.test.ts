import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_HEIGHT_MESSAGE } from '../../domain/content/frame-height.ts';
import { allInformationTemplates } from '../../domain/content/information-pages.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { TEMPLATES } from './templates.ts';

// One gateway for the file, started before the tests with the time a start takes on a busy
// machine (a start inside a test had only the test's 20 s).
let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(async () => {
  await gateway?.close();
});

describe('the templates the information pages ask for', () => {
  it('has a Korean document for every page', () => {
    for (const name of allInformationTemplates()) {
      expect(TEMPLATES[name], name).toBeDefined();
      expect(TEMPLATES[name]).toContain('<html lang="ko">');
    }
  });

  it('reports each document height to the page that frames it, in the message the frames read', () => {
    for (const text of Object.values(TEMPLATES)) expect(text).toContain(`type:'${FRAME_HEIGHT_MESSAGE}'`);
  });
});

describe('the template documents over HTTP', () => {
  it('carry their own policy: their one script by hash, framed only by this origin', async () => {
    const response = await fetch(`${gateway.url}/templates/point-policy.html?version=1`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
  });
});

describe('the template documents font', () => {
  it('is served for the documents, and nothing else of its package', async () => {
    const css = await fetch(`${gateway.url}/template-fonts/pretendardvariable-dynamic-subset.css`);
    expect(css.status).toBe(200);
    const text = await css.text();
    const font = /url\(\.\/(woff2-dynamic-subset\/[\w.-]+\.woff2)\)/.exec(text)?.[1];
    expect(font).toBeDefined();
    const file = await fetch(`${gateway.url}/template-fonts/${font}`);
    expect(file.status).toBe(200);
    expect((await fetch(`${gateway.url}/template-fonts/pretendardvariable.css`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/template-fonts/../../package.json`)).status).toBe(404);
  });
});
