import { describe, expect, it } from 'vitest';
import { eventBannerTitle } from './event-banner-title.ts';

describe('event banner title', () => {
  it('drops the order suffix and reads underscores as spaces (spec 000 §3 "Event banner: event_name (a numeric suffix _N gives sort order)")', () => {
    expect(eventBannerTitle('겨울맞이_첫주문할인_1')).toBe('겨울맞이 첫주문할인');
    expect(eventBannerTitle('가을_이벤트')).toBe('가을 이벤트');
    expect(eventBannerTitle('치킨데이_12')).toBe('치킨데이');
  });
});
