import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../../domain/messages.en.ts';
import { messages } from '../../../domain/messages.ts';
import { homeTexts } from './home.texts.ts';

// The message catalogue loads with the command side, off the first screen's budget, so home takes
// its few catalogue texts from its own table: each must stay its catalogue entry.
describe('home texts', () => {
  it('are the catalogue\'s (spec 000 §8 "Unknown location on restaurant selection: "위치를 알 수 없습니다. 주소를 입력하면 ..." then the address input is focused.")', () => {
    expect(homeTexts.ko.locationUnknown).toBe(messages.LOCATION_UNKNOWN);
    expect(homeTexts.en.locationUnknown).toBe(englishMessages.LOCATION_UNKNOWN);
  });
});
