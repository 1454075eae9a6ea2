import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentLanguage,
  LANGUAGES,
  languageFromBrowser,
  languageOfTag,
  parseStoredLanguage,
} from './language.ts';

describe('the language of a language tag', () => {
  it.each([
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['EN-us', 'en'],
    ['en_GB', 'en'],
    [' en ', 'en'],
    ['ja', null],
    ['kok', null],
    ['', null],
  ] as const)('%j is %j', (tag, language) => {
    expect(languageOfTag(tag)).toBe(language);
  });
});

describe("a first visit's language", () => {
  it.each([
    [['ko-KR', 'ko', 'en-US', 'en'], 'ko'],
    [['en-US', 'ko'], 'en'],
    [['ja-JP', 'ko-KR', 'en'], 'ko'],
    [['vi-VN', 'en-US', 'ko'], 'en'],
    [['vi-VN'], 'en'],
    [['zh-CN', 'zh'], 'en'],
    [[], 'ko'],
    [[''], 'ko'],
  ] as const)('%j reads %j', (preferences, language) => {
    expect(languageFromBrowser(preferences)).toBe(language);
  });

  it('is the first preference the app speaks, whatever precedes it', () => {
    const others = fc.constantFrom('ja', 'zh-CN', 'vi', 'th-TH', 'ru', 'fr-FR', 'mn');
    fc.assert(
      fc.property(
        fc.array(others),
        fc.constantFrom(...LANGUAGES),
        fc.array(fc.string()),
        (before, spoken, after) => {
          expect(languageFromBrowser([...before, spoken, ...after])).toBe(spoken);
        },
      ),
    );
  });
});

describe('the language spoken', () => {
  it('is the remembered choice over the browser', () => {
    expect(currentLanguage('en', ['ko-KR'])).toBe('en');
    expect(currentLanguage('ko', ['en-US'])).toBe('ko');
  });

  it("is the browser's when nothing valid was remembered", () => {
    expect(currentLanguage(null, ['en-US'])).toBe('en');
    expect(currentLanguage('EN', ['ko'])).toBe('ko');
    expect(currentLanguage('english', ['en'])).toBe('en');
    expect(parseStoredLanguage('fr')).toBeNull();
  });
});
