// Every family's texts (`*.texts.ts`, web/ and domain/): English as complete as Korean at run time
// too (the typecheck holds the keys), and no Hangul in any English text, a function's included.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../domain/shell/categories.ts';
import { categoryName } from '../domain/shell/category-names.ts';
import { LANGUAGES } from '../domain/shell/language.ts';

const HANGUL = /[\u3131-\u318E\uAC00-\uD7A3]/;
/** The brand, a logo word in every language: "주문 (jumun) home" names the link by what it shows. */
const BRAND = '주문';
const root = join(import.meta.dirname, '..');

function textsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textsFiles(path);
    return entry.name.endsWith('.texts.ts') ? [path] : [];
  });
}

const files = [...textsFiles(join(root, 'web')), ...textsFiles(join(root, 'domain'))];

type Table = Readonly<Record<string, unknown>>;
const isTexts = (value: unknown): value is Readonly<Record<string, Table>> =>
  typeof value === 'object' &&
  value !== null &&
  LANGUAGES.every((language) => typeof (value as Record<string, unknown>)[language] === 'object');

/** A function's text with sample values: a number, then a name, for each parameter. */
function samples(fn: (...args: unknown[]) => unknown): string[] {
  const out: string[] = [];
  for (const value of [2, 1, 'Pepsi']) {
    try {
      const text = fn(...Array.from({ length: Math.max(1, fn.length) }, () => value));
      if (typeof text === 'string') out.push(text);
    } catch {
      // a function of a richer value: its strings are checked where it is used
    }
  }
  return out;
}

describe("the families' texts", () => {
  it('are found', () => {
    expect(files.length).toBeGreaterThan(2);
  });

  for (const file of files)
    it(`${relative(root, file)}: every language has every key, English without Hangul`, async () => {
      const module = (await import(file)) as Record<string, unknown>;
      const tables = Object.values(module).filter(isTexts);
      expect(tables.length, 'a texts file exports its defineTexts tables').toBeGreaterThan(0);
      for (const texts of tables) {
        const keys = Object.keys(texts.ko ?? {}).sort();
        for (const language of LANGUAGES) expect(Object.keys(texts[language] ?? {}).sort()).toEqual(keys);
        for (const [key, text] of Object.entries(texts.en ?? {})) {
          const written =
            typeof text === 'function' ? samples(text as (...args: unknown[]) => unknown) : [text];
          for (const one of written)
            expect(HANGUL.test(String(one).replaceAll(BRAND, '')), `${key}: ${String(one)}`).toBe(false);
        }
      }
    });

  it("the categories' English names", () => {
    for (const category of CATEGORIES) expect(categoryName(category, 'en')).not.toMatch(HANGUL);
  });
});
