import { describe, expect, it } from 'vitest';
import { englishMessages, formatEnglishMessage } from './messages.en.ts';
import { type MessageCode, messages } from './messages.ts';

const codes = Object.keys(messages) as MessageCode[];
const HANGUL = /[\u3131-\u318E\uAC00-\uD7A3]/;

/** The placeholder names of a Korean text, each `{name:particle}` read as `name`. */
const koreanNames = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)(?::[^}]+)?\}/g)].map((m) => m[1] ?? ''))].sort();

/** The placeholder names of an English text, each `{name|one|many}` read as `name`. */
const englishNames = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\|[^|}]*\|[^|}]*)?\}/g)].map((m) => m[1] ?? ''))].sort();

/** The names that take a number in an English text: the x of each `{x|one|many}`. */
const pluralNames = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\|[^|}]*\|[^|}]*\}/g)].map((m) => m[1] ?? '');

describe('the English message catalogue', () => {
  it('has every code of the Korean one, in the same order, and no other', () => {
    expect(Object.keys(englishMessages)).toEqual(codes);
  });

  it('keeps the placeholder names of the Korean text, code for code', () => {
    for (const code of codes) {
      expect(englishNames(englishMessages[code]), code).toEqual(koreanNames(messages[code]));
    }
  });

  it('has no Hangul in any text', () => {
    for (const code of codes) {
      expect(HANGUL.test(englishMessages[code]), `${code}: ${englishMessages[code]}`).toBe(false);
    }
  });

  it('writes every brace as a placeholder: {name} or {name|one|many}, never a particle', () => {
    for (const code of codes) {
      const rest = englishMessages[code].replace(/\{\w+(?:\|[^|{}]*\|[^|{}]*)?\}/g, '');
      expect(rest, code).not.toMatch(/[{}]/);
    }
  });

  it('takes a number ({x|one|many}) only for a placeholder the same text also shows as {x}', () => {
    for (const code of codes) {
      const text = englishMessages[code];
      for (const name of pluralNames(text)) {
        expect(koreanNames(messages[code]), `${code}: {${name}|…} names no placeholder`).toContain(name);
        expect(text, `${code}: {${name}|…} without {${name}}`).toContain(`{${name}}`);
      }
    }
  });
});

describe('an English message, filled in', () => {
  it('takes its values and the word for each number', () => {
    expect(formatEnglishMessage('OPTION_MAX_EXCEEDED', { n: 1 })).toMatch(/\b1 option\b/);
    expect(formatEnglishMessage('OPTION_MAX_EXCEEDED', { n: 3 })).toMatch(/\b3 options\b/);
    expect(formatEnglishMessage('RESTAURANT_NOT_FOUND', { id: 42 })).toContain('restaurant 42');
  });

  it('keeps a placeholder whose value is missing as written', () => {
    expect(formatEnglishMessage('RESTAURANT_NOT_FOUND')).toContain('{id}');
  });
});
