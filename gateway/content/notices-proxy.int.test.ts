// Notices and their content through the proxy call over HTTP (spec 001 §2 "a notice's content is
// fetched through a proxy call by url and returned as html", §7 "Proxy"): no open proxy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok, tokenFor } from '../catalog/testing/wire.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';

let gateway: RunningGateway;
// Starting a gateway (migrations, seed import) can take a while on a busy machine.
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway.close());

const proxy = (url: string, token?: string) =>
  call(gateway.url, 'content.proxy', { payload: { url }, ...(token === undefined ? {} : { token }) });

describe('notice list', () => {
  it('lists the notices newest first, each with the url of its page and a read flag', async () => {
    const notices = await ok(gateway.url, 'content.notices');
    expect(notices.map((n) => n.id)).toEqual([1, 2, 3, 4, 5]);
    expect(notices[0]).toMatchObject({ type: 'DEFAULT', url: '/notices/1.html', is_read: false });
  });

  it('a notice is read once the member loaded it through the proxy; other members and visitors still see it unread', async () => {
    const minji = await tokenFor(gateway.db, '900001');
    expect(await proxy('/notices/2.html', minji)).toMatchObject({ ok: true });
    const read = (list: readonly { id: number; is_read: boolean }[]) =>
      list.filter((n) => n.is_read).map((n) => n.id);
    expect(read(await ok(gateway.url, 'content.notices', { token: minji }))).toEqual([2]);
    expect(
      read(await ok(gateway.url, 'content.notices', { token: await tokenFor(gateway.db, '900002') })),
    ).toEqual([]);
    expect(read(await ok(gateway.url, 'content.notices'))).toEqual([]);
  });
});

describe('the proxy call', () => {
  it('answers a notice url (a path, or an absolute url on the same host) with its html', async () => {
    expect(await proxy('/notices/1.html')).toEqual({
      ok: true,
      status: 200,
      body: expect.stringContaining('정기 점검'),
    });
    const sameHost = new URL('/notices/3.html', gateway.url).toString();
    expect(await proxy(sameHost)).toMatchObject({
      ok: true,
      body: expect.stringContaining('FIRSTORDER7000'),
    });
    const response = await fetch(`${gateway.url}/misc/proxy/?url=${encodeURIComponent('/notices/1.html')}`);
    expect(response.headers.get('content-type')).toContain('text/html');
  });

  it('never fetches another host: a url outside the (empty) allow-list is a 403', async () => {
    for (const url of ['https://example.com/notices/1.html', 'http://169.254.169.254/latest/meta-data/']) {
      expect(await proxy(url)).toMatchObject({
        ok: false,
        status: 403,
        body: { error_code: 'proxy_forbidden' },
      });
    }
  });

  it('on its own host it serves notice pages only: other paths are a 403, an unknown notice a 404', async () => {
    expect(await proxy('/api/v1/notices/')).toMatchObject({ status: 403 });
    expect(await proxy('/notices/../api/v1/faq/')).toMatchObject({ status: 403 });
    expect(await proxy('/notices/99.html')).toMatchObject({ status: 404 });
  });

  it('a url that is not http(s) or a path is a 400 naming url', async () => {
    for (const url of ['file:///etc/passwd', 'not a url', 'javascript:alert(1)', '//evil.example/x']) {
      expect(await proxy(url)).toMatchObject({
        status: 400,
        body: { error_message: expect.stringContaining('$.url') },
      });
    }
    const missing = await fetch(`${gateway.url}/misc/proxy/`);
    expect(missing.status).toBe(400);
  });
});

describe('notice pages', () => {
  it('serve the notice as a Korean html document at its url; an unknown id is a 404', async () => {
    const page = await fetch(`${gateway.url}/notices/1.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toMatch(/<html lang="ko">.*정기 점검/s);
    expect((await fetch(`${gateway.url}/notices/0.html`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/notices/12.html`)).status).toBe(404);
  });
});
