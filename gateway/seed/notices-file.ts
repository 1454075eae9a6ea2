// notices.json: the notice list; each html is served at the notice's url (spec 001 §3 "Notice").
import type * as t from 'io-ts';
import { list, oneOf, strictStruct, withDefault } from './codec-kit.ts';
import { Id, IsoTime, NonEmptyString, Text } from './primitives.ts';

export const Notice = strictStruct('a notice', {
  id: Id,
  type: withDefault(oneOf(['DEFAULT']), 'DEFAULT'),
  title: NonEmptyString,
  html: Text,
  created_at: IsoTime,
});
export type Notice = t.TypeOf<typeof Notice>;

export const NoticesFile = list(Notice, 'a list of notices');
export type NoticesFile = t.TypeOf<typeof NoticesFile>;
