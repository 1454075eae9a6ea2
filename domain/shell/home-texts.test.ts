import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { LOCATION_UNKNOWN_TEXT } from './home-texts.ts';

describe('home texts', () => {
  it('are the catalogue\'s (spec 000 §8 "Unknown location on restaurant selection: "위치를 알 수 없습니다. 주소를 입력하면 ..." then the address input is focused.")', () => {
    expect(LOCATION_UNKNOWN_TEXT).toBe(messages.LOCATION_UNKNOWN);
  });
});
