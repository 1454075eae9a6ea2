import { describe, expect, it } from 'vitest';
import { NOTICE_FAILURE_TARGET, noticeOfRoute } from './notice-page.ts';

const notices = [
  { id: 1, url: '/notices/1.html' },
  { id: 2, url: '/notices/2.html' },
];

describe('the notice of /notice/{id}/ (spec 001 §2, §8 "Notice page load failure: alert then home")', () => {
  it('finds the notice by id', () => {
    expect(noticeOfRoute(notices, '2')).toEqual({ ok: true, value: notices[1] });
  });

  it('answers the load-failure text for an id the list does not hold, then home', () => {
    for (const id of ['9', 'abc', '01', ''])
      expect(noticeOfRoute(notices, id)).toEqual({
        ok: false,
        rejection: { code: 'NOTICE_LOAD_FAILED', message: '공지사항을 불러오지 못했습니다.' },
      });
    expect(NOTICE_FAILURE_TARGET).toBe('/');
  });
});
