import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages.ts';

describe('formatMessage', () => {
  it('fills placeholders, and leaves one with no value as written', () => {
    expect(formatMessage('OPTION_MAX_EXCEEDED', { n: 3 })).toBe('최대 3개 까지 선택 가능합니다.');
    expect(formatMessage('OPTION_MAX_EXCEEDED')).toBe('최대 {n}개 까지 선택 가능합니다.');
  });

  it('picks the particle that fits the last syllable, never "을(를)"', () => {
    // given a group name ending in a closed syllable (선택) and one ending in an open one (사이즈)
    // when the unsatisfied-group message is built
    // then each gets its own particle
    expect(formatMessage('OPTION_GROUP_UNSATISFIED', { group: '반반 맛 선택' })).toBe(
      '반반 맛 선택을 선택해주세요.',
    );
    expect(formatMessage('OPTION_GROUP_UNSATISFIED', { group: '사이즈' })).toBe('사이즈를 선택해주세요.');
  });
});
