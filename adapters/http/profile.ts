// The environment profile: where each host of the contract lives (DESIGN.md "The gateway
// contract"). Read from JSON `{ "hosts": { "api": URL, ... } }` and decoded at the edge; a bad
// profile is an error naming the field.
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { type Host, hosts } from '../../contract/call-def.ts';
import { decodeWith } from '../../contract/decode.ts';

export type Hosts = Readonly<Record<Host, string>>;

export interface Profile {
  readonly hosts: Hosts;
}

export interface ProfileError {
  readonly kind: 'bad-profile';
  /** JSON path of the bad field, e.g. `$.hosts.member`. */
  readonly path: string;
  readonly message: string;
}

function isHostUrl(u: unknown): u is string {
  if (typeof u !== 'string') return false;
  try {
    const url = new URL(u);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

/** An absolute http(s) URL without query or fragment; a path prefix is allowed. */
export const HostUrl = new t.Type<string, string, unknown>(
  'HostUrl',
  isHostUrl,
  (u, c) => (isHostUrl(u) ? t.success(u) : t.failure(u, c, 'expected an absolute http(s) URL')),
  t.identity,
);

const hostProps = Object.fromEntries(hosts.map((h) => [h, HostUrl])) as Record<Host, typeof HostUrl>;

export const ProfileCodec = t.type({ hosts: t.type(hostProps, 'Hosts') }, 'Profile');

export function decodeProfile(value: unknown): E.Either<ProfileError, Profile> {
  return E.mapLeft((e: { path: string; message: string }) => ({
    kind: 'bad-profile' as const,
    path: e.path,
    message: e.message,
  }))(decodeWith('profile', ProfileCodec, value));
}

/** A profile file's text: JSON syntax errors are reported at `$`. */
export function parseProfile(text: string): E.Either<ProfileError, Profile> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    return E.left({ kind: 'bad-profile', path: '$', message: `not JSON: ${String(cause)}` });
  }
  return decodeProfile(value);
}

export function formatProfileError(e: ProfileError): string {
  return `bad profile: ${e.path}: ${e.message}`;
}

/**
 * The default profile: ONE origin, each host under a path prefix. The api host (the spec's
 * unprefixed paths) is the origin itself; the others live at /gateway, /member, /front, /auth and
 * /payment. The reference gateway serves exactly these prefixes, so the web app served from the
 * same origin needs no CORS, and a path like `{member}/v2/login-email-account` can never collide
 * with an api path.
 */
export function defaultProfile(origin: string): Profile {
  const base = origin.replace(/\/+$/, '');
  return {
    hosts: {
      api: base,
      gateway: `${base}/gateway`,
      member: `${base}/member`,
      front: `${base}/front`,
      auth: `${base}/auth`,
      payment: `${base}/payment`,
    },
  };
}

/** The base URL of a host, without a trailing slash, ready for a path that starts with `/`. */
export function hostBase(profile: Profile, host: Host): string {
  return profile.hosts[host].replace(/\/+$/, '');
}
