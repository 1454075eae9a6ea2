// The issue "English"'s check: a page in English shows no Hangul but data — the seed's names and
// texts (restaurants, menus, options, reviews, notices, addresses), the gateway's documents (terms,
// policies: content it serves as the backend would), the brand, and what the test itself typed. Texts are read as the customer meets them: the visible text, each element's
// accessible name parts (aria-label, alt, title, placeholder) and the document's title; an element
// marked lang="ko" (the 한국어 choice of the language switch) speaks Korean on purpose.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { TEMPLATES } from '../../gateway/content/templates.ts';

const HANGUL = /[\u3131-\u318E\uAC00-\uD7A3]/;
const SEED = 'fixtures/seed';
/** The brand: the header's logo word, as a logo stays in every language. */
const BRAND = '주문';

function strings(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') {
    // an HTML text (a notice, the terms) is data line by line, tag by tag
    const decoded = value
      .replaceAll('&gt;', '>')
      .replaceAll('&lt;', '<')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');
    for (const part of decoded.split(/<[^>]*>|\n|&nbsp;/)) {
      const text = part.trim();
      if (text.length >= 2 && HANGUL.test(text)) out.add(text);
    }
    const whole = value.trim();
    if (HANGUL.test(whole)) out.add(whole);
    // an event's name as its banner titles it (domain/content/event-banner-title.ts)
    if (HANGUL.test(whole) && whole.includes('_')) out.add(whole.replace(/_\d+$/, '').replace(/_/g, ' '));
  } else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) strings(item, out);
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsonFiles(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

let seedData: readonly string[] | undefined;

/** Every Korean string of the seed, longest first (a name is taken out before a shorter one in it). */
export function seedStrings(): readonly string[] {
  if (seedData !== undefined) return seedData;
  const found = new Set<string>();
  for (const file of jsonFiles(SEED)) strings(JSON.parse(readFileSync(file, 'utf8')), found);
  strings(TEMPLATES, found);
  seedData = [...found].sort((a, b) => b.length - a.length);
  return seedData;
}

/** What the page says to its customer now: visible text, names, placeholders, the title. */
export function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    // the page speaks English (<html lang="en">): an element marked Korean does so on purpose
    const speaksKorean = (el: Element) => el.closest('[lang="ko"]') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || parent.closest('script, style, template, noscript') !== null) continue;
      if (speaksKorean(parent)) continue;
      if (parent.closest('[hidden], [aria-hidden="true"]') !== null && !parent.closest('.visually-hidden'))
        continue;
      const text = node.textContent?.trim() ?? '';
      if (text !== '') texts.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (speaksKorean(el)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

let seedCorpus: string | undefined;

/**
 * The texts of the page that hold Hangul once the seed's data and `data` are taken out. A text that
 * is part of a seed string (a name shortened or masked for show) is data too, from four characters
 * on: shorter, it could be a word of the app's own that a notice happens to use.
 */
export async function hangulOutsideData(page: Page, data: readonly string[] = []): Promise<string[]> {
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== 'en') throw new Error(`the page speaks ${lang || 'no language'}, not English (<html lang>)`);
  // longest first: a name is taken out whole before a shorter one inside it ("소스" in "핫소스")
  const known = [...data.filter((d) => HANGUL.test(d)), ...seedStrings(), BRAND].sort(
    (a, b) => b.length - a.length,
  );
  const offending: string[] = [];
  seedCorpus ??= seedStrings().join('\n');
  for (const text of await pageTexts(page)) {
    if (!HANGUL.test(text)) continue;
    if (text.length >= 4 && seedCorpus.includes(text)) continue;
    let rest = text;
    for (const d of known) if (rest.includes(d)) rest = rest.replaceAll(d, ' ');
    if (HANGUL.test(rest)) offending.push(text);
  }
  return [...new Set(offending)];
}
