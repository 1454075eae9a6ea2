// How a request's phone and client address are keyed in storage (phone verification, SMS send
// limits, single-use coupons). The gateway keys them as they are; the sandbox mounts keys of its
// own that keep each QA test run's phones apart (sandbox/test-run.ts), so no store knows of runs.
// A store takes a PhoneKey, which only a RequestKeys makes: a phone stored unkeyed does not compile.
declare const phoneKeyBrand: unique symbol;

/** A phone as the stores key it: the phone itself, or the phone of one sandbox test run. */
export type PhoneKey = string & { readonly [phoneKeyBrand]: true };

export interface RequestKeys {
  phone(phone: string): PhoneKey;
  /** The client address the per-address SMS send limit counts. */
  address(ip: string): string;
}

export const plainKeys: RequestKeys = {
  phone: (phone) => phone as PhoneKey,
  address: (ip) => ip,
};
