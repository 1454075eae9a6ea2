// A refusal in the customer's language (issue "English"). The rejection keeps its code and the
// values its text was filled with, so another language writes it again from its own catalogue. A
// text the client did not make (the server's words) is read back as the catalogue entry it is
// (known-text.ts) and written in the other language with its values; a text the catalogue does not
// know is shown as sent.
import { formatEnglishMessage } from '../messages.en.ts';
import {
  formatMessage as formatKorean,
  isMessageCode,
  type MessageCode,
  type MessageParams,
} from '../messages.ts';
import type { Rejection } from '../result.ts';
import type { Language } from '../shell/language.ts';
import { knownText } from './known-text.ts';

/** A catalogue text in `language`, its placeholders filled (Korean: `formatMessage`). */
export function formatMessageIn(language: Language, code: MessageCode, params?: MessageParams): string {
  return language === 'en' ? formatEnglishMessage(code, params) : formatKorean(code, params);
}

const UNFILLED = /\{\w+(?:\|[^|{}]*\|[^|{}]*)?\}/;

// Durations in the words of the language, by Intl (made at first use).
const durations = new Map<string, Intl.NumberFormat>();
function duration(language: Language, unit: 'second' | 'minute', n: number): string {
  const key = `${language}:${unit}`;
  let format = durations.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' });
    durations.set(key, format);
  }
  return format.format(n);
}

/** A line of a list ("· 치즈볼 (5개): 가격이 ..."): its mark kept, its text written in `language`. */
function lineIn(language: Language, line: string, depth: number): string {
  const [, mark = '', text = line] = /^([·•-]\s*)?(.*)$/s.exec(line) ?? [];
  return `${mark}${textIn(language, text, depth) ?? text}`;
}

/**
 * A value read back from a Korean text, as `language` writes it: amounts, durations, known texts,
 * a list of lines line by line.
 */
function valueIn(language: Language, value: string, depth: number): string | number | { won: number } {
  if (value.includes('\n') && depth < 2)
    return value
      .split('\n')
      .map((line) => lineIn(language, line, depth + 1))
      .join('\n');
  const won = /^(-?\d{1,3}(?:,\d{3})*|-?\d+)원$/.exec(value);
  if (won?.[1] !== undefined) return { won: Number(won[1].replaceAll(',', '')) };
  const time = /^(\d+)(초|분)$/.exec(value);
  if (time?.[1] !== undefined)
    return duration(language, time[2] === '초' ? 'second' : 'minute', Number(time[1]));
  if (/^\d+$/.test(value)) return Number(value);
  return depth < 2 ? (textIn(language, value, depth + 1) ?? value) : value;
}

/** A Korean text the catalogue knows, in `language`; null when it does not know it. */
function textIn(language: Language, text: string, depth: number): string | null {
  const known = knownText(text);
  if (known === null) return null;
  const params: Record<string, string | number | { won: number }> = {};
  for (const [name, value] of Object.entries(known.params)) params[name] = valueIn(language, value, depth);
  const written = formatMessageIn(language, known.code, params);
  return UNFILLED.test(written) ? null : written;
}

/** A rule's values in `language`: a value that is a catalogue text (없음), or a list of them, written its way. */
function paramsIn(language: Language, params: MessageParams = {}): MessageParams {
  const out: Record<string, MessageParams[string]> = {};
  for (const [name, value] of Object.entries(params))
    out[name] = typeof value === 'string' ? valueIn(language, value, 0) : value;
  return out;
}

export function rejectionText(rejection: Rejection, language: Language): string {
  if (language === 'ko') return rejection.message;
  if (isMessageCode(rejection.code) && formatKorean(rejection.code, rejection.params) === rejection.message) {
    // the catalogue's own text for its code: written again from the other catalogue
    const text = formatMessageIn(language, rejection.code, paramsIn(language, rejection.params));
    if (!UNFILLED.test(text)) return text;
  }
  // someone else's words (the server's): known to the catalogue, or shown as sent
  return textIn(language, rejection.message, 0) ?? rejection.message;
}
