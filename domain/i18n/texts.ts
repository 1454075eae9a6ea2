// A screen's own words in every language the app speaks (issue "English"): one table per screen
// family, in a `*.texts.ts` file, written `defineTexts({ ko: {...}, en: {...} })`. The Korean
// table gives the keys; every other language must have each key, of the same kind (a text, or a
// function of the same parameters, for a count or a name), or the typecheck fails. A language added
// to `Language` is a missing table in every file until it is written.
import type { Language } from '../shell/language.ts';

/** A text, or a function of what it shows (a count takes its own grammar in each language). */
export type Text = string | ((...args: never[]) => string);
export type TextTable = Readonly<Record<string, Text>>;

/** The same keys as `T`: a string for each string, the same function type for each function. */
export type TwinOf<T extends TextTable> = {
  readonly [K in keyof T]: T[K] extends string ? string : T[K];
};

/** A table per language. */
export type Texts<T extends TextTable> = Readonly<Record<Language, TwinOf<T>>>;

type Tables<T extends TextTable> = { readonly ko: T } & {
  readonly [L in Exclude<Language, 'ko'>]: NoInfer<TwinOf<T>>;
};

export function defineTexts<const T extends TextTable>(tables: Tables<T>): Texts<T> {
  return tables as unknown as Texts<T>;
}
