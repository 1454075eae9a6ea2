// A refusal in the customer's language (issue "English"). The rejection keeps its code and the
// values its text was filled with, so another language writes it again from its own catalogue.
// A server's text under a code the client knows is written from the catalogue too, when the
// catalogue's text needs no value the server did not send; an unknown code's text is shown as sent.
import { formatEnglishMessage } from '../messages.en.ts';
import {
  formatMessage as formatKorean,
  isMessageCode,
  type MessageCode,
  type MessageParams,
} from '../messages.ts';
import type { Rejection } from '../result.ts';
import type { Language } from '../shell/language.ts';

/** A catalogue text in `language`, its placeholders filled (Korean: `formatMessage`). */
export function formatMessageIn(language: Language, code: MessageCode, params?: MessageParams): string {
  return language === 'en' ? formatEnglishMessage(code, params) : formatKorean(code, params);
}

const UNFILLED = /\{\w+(?:\|[^|{}]*\|[^|{}]*)?\}/;

export function rejectionText(rejection: Rejection, language: Language): string {
  if (language === 'ko' || !isMessageCode(rejection.code)) return rejection.message;
  const text = formatMessageIn(language, rejection.code, rejection.params);
  return UNFILLED.test(text) ? rejection.message : text;
}
