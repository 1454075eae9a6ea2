// faq.json: questions grouped by section. The section "withdraw" is where /faq/withdraw/ jumps
// (spec 001 §2).
import type * as t from 'io-ts';
import { list, strictStruct } from './codec-kit.ts';
import { Id, NonEmptyString, Slug, Text } from './primitives.ts';

export const FaqEntry = strictStruct('a FAQ entry', {
  id: Id,
  section: Slug,
  question: NonEmptyString,
  answer_html: Text,
});
export type FaqEntry = t.TypeOf<typeof FaqEntry>;

export const FaqFile = list(FaqEntry, 'a list of FAQ entries');
export type FaqFile = t.TypeOf<typeof FaqFile>;
