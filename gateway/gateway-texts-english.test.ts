// What the gateway answers in its own words, the client can show in English (issue "English"): each
// text of its catalogues is a text of the client's (domain/messages.ts), read back with its values.
import { describe, expect, it } from 'vitest';
import { knownText } from '../domain/i18n/known-text.ts';
import { rejectionText } from '../domain/i18n/rejection-text.ts';
import { memberMessages } from './member/member-messages.ts';
import { couponMinOrderText, orderingTexts, stockLineText } from './ordering/ordering-texts.ts';
import { progressTexts } from './ordering/progress/progress-texts.ts';
import { smsMessages } from './sms/sms-messages.ts';

const HANGUL = /[\u3131-\u318E\uAC00-\uD7A3]/;

const texts: readonly string[] = [
  ...Object.values(memberMessages).map((text) => text.replace('{wait}', '30초')),
  ...Object.values(orderingTexts).filter((text) => HANGUL.test(text)),
  couponMinOrderText(15000),
  stockLineText('Pepsi', 2),
  ...Object.values(progressTexts),
  ...Object.values(smsMessages).map((text) => (typeof text === 'function' ? text(2) : text)),
];

describe("the gateway's own words", () => {
  it('are each a text the client knows, and read in English without Hangul', () => {
    for (const text of texts) {
      expect(knownText(text), text).not.toBeNull();
      expect(rejectionText({ code: 'from_the_gateway', message: text }, 'en'), text).not.toMatch(HANGUL);
    }
  });
});
