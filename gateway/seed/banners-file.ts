// banners.json: one list that serves both the marketing banners and the promotion_banners of the
// service info (spec 001 §3). The client shows a promotion banner only when its code is
// mobile.front, it is not closed, now is within start_date..end_date and it has an image, so a
// seed sets up each case with one banner.
import type * as t from 'io-ts';
import { list, optional, strictStruct } from './codec-kit.ts';
import { Bool, ImagePathOrEmpty, IsoTime, NonEmptyString, Text } from './primitives.ts';

export const Banner = strictStruct('a banner', {
  code: NonEmptyString,
  closed: Bool,
  start_date: IsoTime,
  end_date: IsoTime,
  images: strictStruct('banner images', { android_high: ImagePathOrEmpty }),
  tracking_code: optional(strictStruct('a tracking code', { tracking_ga: Text })),
});
export type Banner = t.TypeOf<typeof Banner>;

export const BannersFile = list(Banner, 'a list of banners');
export type BannersFile = t.TypeOf<typeof BannersFile>;
