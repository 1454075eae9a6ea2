// Codecs for the domain's own values, used to decode the stored event log and scripts.
import * as t from 'io-ts';

export interface WonBrand {
  readonly Won: unique symbol;
}

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
