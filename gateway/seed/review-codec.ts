// Reviews of a restaurant file, with the owner's reply (spec 000 §3 "Review").
import type * as t from 'io-ts';
import { list, nullable, strictStruct, withDefault } from './codec-kit.ts';
import { Id, ImagePath, IsoTime, NonEmptyString, ReviewRating, Text } from './primitives.ts';

export const OwnerReply = strictStruct('an owner reply', {
  comment: NonEmptyString,
  created_at: IsoTime,
});

export const Review = strictStruct('a review', {
  id: Id,
  nickname: NonEmptyString,
  rating: ReviewRating,
  comment: Text,
  created_at: IsoTime,
  menu_summary: withDefault(Text, ''),
  review_images: withDefault(list(ImagePath), []),
  reply: withDefault(nullable(OwnerReply), null),
});
export type Review = t.TypeOf<typeof Review>;
