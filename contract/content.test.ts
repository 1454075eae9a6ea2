import { describe, expect, it } from 'vitest';
import { calls } from './calls.ts';
import { decodeQuery, decodeResponse } from './decode.ts';
import { edit, leftOf, REMOVE, rightOf, sampleOf } from './testing/codec-helpers.ts';

describe('content calls', () => {
  it('decodes banners with their tracking data', () => {
    const banners = rightOf(decodeResponse(calls['content.banners'], sampleOf('content.banners').response));
    expect(banners[0]?.tracking_code?.tracking_ga).toBe('home_banner_1');
    const bad = edit(sampleOf('content.banners').response, [0, 'event_name'], REMOVE);
    expect(leftOf(decodeResponse(calls['content.banners'], bad)).path).toBe('$[0].event_name');
  });

  it('service info: promotion banners with date-only or full dates; 491 is data', () => {
    const call = calls['content.service-info'];
    const sample = sampleOf('content.service-info');
    expect(call.dataStatuses).toEqual([491]);
    expect(rightOf(decodeResponse(call, sample.response)).promotion_banners[0]?.start_date).toBe(
      '2026-11-01',
    );
    const bad = edit(sample.response, ['promotion_banners', 0, 'end_date'], 'next week');
    expect(leftOf(decodeResponse(call, bad)).path).toBe('$.promotion_banners[0].end_date');
  });

  it('service status, notices, FAQ and events', () => {
    expect(
      rightOf(decodeResponse(calls['content.service-status'], { active: false, content: null })).active,
    ).toBe(false);
    const notices = sampleOf('content.notices').response;
    expect(rightOf(decodeResponse(calls['content.notices'], notices))[0]?.type).toBe('DEFAULT');
    expect(leftOf(decodeResponse(calls['content.notices'], edit(notices, [0, 'is_read'], 'N'))).path).toBe(
      '$[0].is_read',
    );
    expect(rightOf(decodeResponse(calls['content.faq'], sampleOf('content.faq').response))[0]?.section).toBe(
      'withdraw',
    );
    expect(
      rightOf(decodeResponse(calls['content.event'], sampleOf('content.event').response)).event_name,
    ).toBe('welcome_1');
  });

  it('proxy and templates answer text', () => {
    expect(calls['content.proxy'].responseType).toBe('text');
    expect(rightOf(decodeResponse(calls['content.proxy'], '<p>x</p>'))).toBe('<p>x</p>');
    expect(leftOf(decodeResponse(calls['content.template'], { html: '' })).path).toBe('$');
    expect(leftOf(decodeQuery(calls['content.template'], {})).path).toBe('$.version');
  });
});
