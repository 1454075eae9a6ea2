// Codecs for the domain's own values, used to decode the stored event log and scripts.
import * as t from 'io-ts';

/** An integer number of won (negative for discounts). */
export const WonC = new t.Type<number, number, unknown>(
  'Won',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u),
  (u, c) =>
    typeof u === 'number' && Number.isSafeInteger(u)
      ? t.success(u)
      : t.failure(u, c, 'expected an integer number of won'),
  (a) => a,
);

export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

export const GeoPointC = t.type({ lat: t.number, lng: t.number }, 'GeoPoint');

/** Who a member logged in through (spec 001 §3 "account_origin (naver, kakao or email)"). */
export const AccountOriginC = t.keyof({ email: null, naver: null, kakao: null }, 'AccountOrigin');
export const SocialProviderC = t.keyof({ naver: null, kakao: null }, 'SocialProvider');
/**
 * What an SMS code is for (spec 001 §7 "SMS send": context REGISTER or FIND_EMAIL); ORDER is the
 * checkout's phone (spec 000 §4 "Phone").
 */
export const SmsContextC = t.keyof({ ORDER: null, REGISTER: null, FIND_EMAIL: null }, 'SmsContext');
export type SmsContext = t.TypeOf<typeof SmsContextC>;
