import { describe, expect, it } from 'vitest';
import { agreeToLocationTerms } from './location-terms.ts';

describe('location terms (spec 000 §5 "Location terms page")', () => {
  it('requires the agree box, with its text', () => {
    expect(agreeToLocationTerms(false)).toEqual({
      ok: false,
      rejection: { code: 'LOCTERMS_AGREE_REQUIRED', message: '위치정보 수집,활용,이용약관에 동의해 주세요.' },
    });
  });

  it('goes on to the location picker once agreed', () => {
    expect(agreeToLocationTerms(true)).toEqual({ ok: true, value: '/location/' });
  });
});
