// poll.json: the exit poll's choices; a choice with has_text takes free text.
import type * as t from 'io-ts';
import { list, strictStruct, withDefault } from './codec-kit.ts';
import { Bool, NonEmptyString, PositiveCount } from './primitives.ts';

export const PollChoice = strictStruct('a poll choice', {
  number: PositiveCount,
  text: NonEmptyString,
  has_text: withDefault(Bool, false),
});
export type PollChoice = t.TypeOf<typeof PollChoice>;

export const PollFile = list(PollChoice, 'a list of poll choices');
export type PollFile = t.TypeOf<typeof PollFile>;
