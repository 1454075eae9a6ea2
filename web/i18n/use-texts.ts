// What a screen reads its words through (issue "English"): its family's texts (`*.texts.ts`), in
// the language the customer reads, with money and times written that language's way. The message
// catalogue (refusals) is use-messages.ts: it loads with the command side, off the first screen.
import { useMemo } from 'react';
import type { Texts, TextTable, TwinOf } from '../../domain/i18n/texts.ts';
import { formatWon, type Won } from '../../domain/money.ts';
import { seoulClock } from '../../domain/orders/seoul-clock.ts';
import type { Language } from '../../domain/shell/language.ts';
import { useLanguage } from './language-store.ts';

/** A family's table in the customer's language. */
export function useTexts<T extends TextTable>(texts: Texts<T>): TwinOf<T> {
  return texts[useLanguage()];
}

export interface Locale {
  readonly language: Language;
  readonly won: (amount: Won) => string;
  /** An ISO time as Seoul's clock shows it ("18:42", "6:42 PM"), or null for no time. */
  readonly clock: (iso: string) => string | null;
}

function localeOf(language: Language): Locale {
  return {
    language,
    won: (amount) => formatWon(amount, language),
    clock: (iso) => seoulClock(iso, language),
  };
}

const locales: Partial<Record<Language, Locale>> = {};

export function localeFor(language: Language): Locale {
  const known = locales[language];
  if (known !== undefined) return known;
  const made = localeOf(language);
  locales[language] = made;
  return made;
}

export function useLocale(): Locale {
  const language = useLanguage();
  return useMemo(() => localeFor(language), [language]);
}
