import { describe, expect, it } from 'vitest';
import { sampleOf } from '../../contract/testing/codec-helpers.ts';
import { ORIGIN, sentAt, testGateway } from './testing/scripted-gateway.ts';
import { json, text } from './testing/scripted-transport.ts';

describe('ContentQueries', () => {
  it('fetches notice content through the proxy, or directly when it is on the same host (spec 001 §7 "Proxy")', async () => {
    const { transport, gateway } = testGateway();
    transport.on('GET', '/misc/proxy/', text(200, '<h1>공지</h1>'));
    transport.on('GET', '/notices/1.html', text(200, '<h1>직접</h1>'));
    expect(await gateway.noticeContent('https://elsewhere.example/n/1.html')).toEqual({
      ok: true,
      value: '<h1>공지</h1>',
    });
    expect(sentAt(transport).query).toEqual({ url: 'https://elsewhere.example/n/1.html' });
    expect(await gateway.noticeContent(`${ORIGIN}/notices/1.html`)).toEqual({
      ok: true,
      value: '<h1>직접</h1>',
    });
    expect(sentAt(transport, 1).request.url).toBe(`${ORIGIN}/notices/1.html`);
    expect(sentAt(transport, 1).headers.authorization).toBe('Bearer token-1');
  });

  it('reads banners, notices, FAQ and an event, and sends the app link', async () => {
    const { transport, gateway } = testGateway();
    for (const [path, name] of [
      ['/api/v1/marketing/banners/', 'content.banners'],
      ['/api/v1/notices/', 'content.notices'],
      ['/api/v1/faq/', 'content.faq'],
      ['/api/v1/events/1/', 'content.event'],
    ] as const) {
      transport.on('GET', path, json(200, sampleOf(name).response));
    }
    transport.on('POST', '/m/sms/', json(200, { success: true }));
    expect((await gateway.banners()).ok).toBe(true);
    expect((await gateway.notices()).ok).toBe(true);
    expect(await gateway.faq()).toMatchObject({ ok: true, value: [{ section: 'withdraw' }] });
    expect(await gateway.event(1)).toMatchObject({ ok: true, value: { event_name: 'welcome_1' } });
    expect(await gateway.sendAppLink('01012345678')).toEqual({
      ok: true,
      value: { success: true, message: null },
    });
  });
});
