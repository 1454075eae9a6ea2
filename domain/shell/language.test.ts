import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  currentLanguage,
  LANGUAGES,
  languageFromBrowser,
  languageOfTag,
  parseStoredLanguage,
  requestLanguage,
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

describe("the language of a request to the gateway's own pages", () => {
  it("reads Accept-Language's tags by their weight, refusing q=0 and the wildcard", () => {
    expect(acceptedLanguages('en-US,en;q=0.9,ko;q=0.8')).toEqual(['en-US', 'en', 'ko']);
    expect(acceptedLanguages('ko;q=0.5, fr, *;q=0.1, de;q=0')).toEqual(['fr', 'ko']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("follows the app's cookie first, then the browser's languages", () => {
    expect(requestLanguage('en', 'ko-KR,ko;q=0.9')).toBe('en');
    expect(requestLanguage(undefined, 'en-US,en;q=0.9')).toBe('en');
    expect(requestLanguage('xx', 'ko-KR')).toBe('ko');
    expect(requestLanguage(undefined, 'fr-FR')).toBe('en');
    expect(requestLanguage(undefined, undefined)).toBe('ko');
  });
});
