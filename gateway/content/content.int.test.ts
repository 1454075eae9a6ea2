// Banners, service info and status, FAQ, events, templates and the app-link SMS over HTTP
// (spec 000 §3 "Event banner"; spec 001 §3, §5 "Promotion banner", §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ok } from '../catalog/testing/wire.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';

let gateway: RunningGateway;
// Starting a gateway (migrations, seed import) can take a while on a busy machine.
beforeAll(async () => {
  gateway = await startTestGateway();
}, 60_000);
afterAll(() => gateway.close());

describe('marketing banners', () => {
  it('are the events in their _N order, each linking to its event page with its tracking code', async () => {
    const banners = await ok(gateway.url, 'content.banners');
    expect(banners.map((b) => [b.id, b.event_name, b.link_url])).toEqual([
      [1, '겨울맞이_첫주문할인_1', '/event/1/'],
      [2, '리뷰이벤트_2', '/event/2/'],
      [3, '치킨데이_3', '/event/3/'],
    ]);
    expect(banners[0]).toMatchObject({
      tracking_url: '{"tracking_ga":"event_first_order"}',
      tracking_code: { tracking_ga: 'event_first_order' },
    });
    expect(decodeURIComponent(banners[0]?.image_url ?? '')).toContain('겨울맞이 첫주문할인');
  });

  it('are not cached (spec 001 §7 "Array, not cached")', async () => {
    const response = await fetch(`${gateway.url}/api/v1/marketing/banners/`);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('service info and status', () => {
  it('service info carries every banner of banners.json for the client to filter, and the SMS try limit', async () => {
    const info = await ok(gateway.url, 'content.service-info');
    expect(info.max_sms_verification_time).toBe(5);
    expect(info.promotion_banners.map((b) => [b.code, b.closed])).toEqual([
      ['mobile.front', false],
      ['mobile.front', true],
      ['mobile.front', false],
      ['mobile.front', false],
      ['pc.front', false],
    ]);
    expect(info.promotion_banners[3]?.images).toEqual({ android_high: null });
  });

  it('the status is 200 and inactive in normal operation', async () => {
    expect(await call(gateway.url, 'content.service-status')).toMatchObject({
      ok: true,
      status: 200,
      body: { active: false },
    });
  });

  it('while the maintenance status is active both answer 491 with their normal body (491 is data)', async () => {
    await gateway.db.query(
      `UPDATE content SET doc = jsonb_set(doc, '{status,active}', 'true') WHERE kind = 'service'`,
    );
    try {
      expect(await call(gateway.url, 'content.service-status')).toEqual({
        ok: true,
        status: 491,
        body: { active: true, content: '11월 25일 02:00 ~ 05:00 정기 점검으로 주문이 제한됩니다.' },
      });
      expect(await call(gateway.url, 'content.service-info')).toMatchObject({ ok: true, status: 491 });
    } finally {
      await gateway.db.query(
        `UPDATE content SET doc = jsonb_set(doc, '{status,active}', 'false') WHERE kind = 'service'`,
      );
    }
  });
});

describe('FAQ and events', () => {
  it('the FAQ comes whole with its sections, withdraw among them', async () => {
    const faq = await ok(gateway.url, 'content.faq');
    expect(faq).toHaveLength(13);
    expect(faq.filter((f) => f.section === 'withdraw')).toHaveLength(3);
  });

  it('an event page by id; an unknown one is a 404', async () => {
    expect(await ok(gateway.url, 'content.event', { params: { event_id: 3 } })).toMatchObject({
      event_name: '치킨데이_3',
      html: expect.stringContaining('치킨데이'),
    });
    expect(await call(gateway.url, 'content.event', { params: { event_id: 99 } })).toMatchObject({
      status: 404,
    });
  });
});

describe('templates', () => {
  it('answer html without a bearer token, cacheable under the version; an unknown name is a 404', async () => {
    const response = await fetch(`${gateway.url}/templates/terms.html?version=2026.11.1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toContain('max-age');
    expect(await response.text()).toContain('이용약관');
    expect(
      await call(gateway.url, 'content.template', {
        params: { template_name: 'nope.html' },
        payload: { version: '1' },
      }),
    ).toMatchObject({ status: 404 });
  });

  it('the version query is required (a 400 naming it)', async () => {
    const response = await fetch(`${gateway.url}/templates/terms.html`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error_message: string }).error_message).toContain('$.version');
  });
});

describe('app link SMS', () => {
  it('accepts a phone and answers the Ack; a bad phone is a 400 naming it', async () => {
    expect(await ok(gateway.url, 'sms.app-link', { payload: { phone: '01012345678' } })).toEqual({
      success: true,
      message: '앱 설치 링크를 문자로 보냈습니다.',
    });
    expect(await call(gateway.url, 'sms.app-link', { payload: { phone: '12345' } })).toMatchObject({
      status: 400,
      body: { error_message: expect.stringContaining('$.phone') },
    });
  });
});
