// The policy every answer carries (the app, the sandbox pages) and the template documents' own: no
// 'unsafe-inline' anywhere, no <base>, no plugins, framed by the app and the configured partner
// sites only, Trusted Types with the app's two policies, and every violation reported.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';

const PARTNER = 'https://partner.example';

/** A policy's directives by name. */
const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0] !== '')
      .map(([name, ...values]) => [name, values]),
  );

describe('the content security policies', () => {
  let plain: RunningGateway;
  let partnered: RunningGateway;
  beforeAll(async () => {
    [plain, partnered] = await Promise.all([
      startTestGateway({ webRoot: 'dist/web' }),
      startTestGateway({ allowedOrigins: [PARTNER] }),
    ]);
  }, 60_000);
  afterAll(() => Promise.all([plain?.close(), partnered?.close()]));

  const headersOf = async (gateway: RunningGateway, url: string) =>
    (await gateway.app.inject({ method: 'GET', url })).headers;

  it.each(['/', '/download/', '/v1/no-such-call'])('on %s: strict, reported', async (url) => {
    const headers = await headersOf(plain, url);
    const policy = String(headers['content-security-policy']);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    const d = directives(policy);
    expect(d.get('base-uri')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('script-src-attr')).toEqual(["'none'"]);
    expect(d.get('frame-ancestors')).toEqual(["'self'"]);
    expect(d.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(d.get('trusted-types')).toEqual(['jumun', 'jumun-scripts', 'default']);
    expect(d.get('report-uri')).toEqual(['/csp-reports']);
    expect(d.get('report-to')).toEqual(['csp']);
    // every style is the app's file or an inline stylesheet named by its hash
    for (const source of d.get('style-src') ?? [])
      expect(source).toMatch(/^'self'$|^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(headers['reporting-endpoints']).toBe('csp="/csp-reports"');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets the configured partner sites frame the app and the documents it frames', async () => {
    const app = await headersOf(partnered, '/');
    expect(directives(String(app['content-security-policy'])).get('frame-ancestors')).toEqual([
      "'self'",
      PARTNER,
    ]);
    // the older header can name no other site: the CSP's frame-ancestors decides alone
    expect(app['x-frame-options']).toBeUndefined();
    const template = await headersOf(partnered, '/templates/point-policy.html?version=1');
    const d = directives(String(template['content-security-policy']));
    expect(d.get('frame-ancestors')).toEqual(["'self'", PARTNER]);
    expect(d.get('default-src')).toEqual(["'none'"]);
    expect(d.get('trusted-types')).toEqual(["'none'"]);
    expect(d.get('report-uri')).toEqual(['/csp-reports']);
    expect(String(template['content-security-policy'])).not.toContain('unsafe-inline');
  });
});
