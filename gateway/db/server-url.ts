// A PostgreSQL server URL as libpq reads it, with several hosts: `postgres://user@h1:5432,h2:5433/
// jumun?target_session_attrs=read-write` (the form `pg_autoctl show uri` prints for a formation).
// node-postgres takes one host per connection string, so the gateway splits the list into one URL
// per host, tries them in order, and keeps the first whose session is of the kind asked for.
import { DatabaseOpenError } from './open-error.ts';

/** libpq's `target_session_attrs` values the gateway follows (libpq 14 has more). */
export type SessionAttrs = 'any' | 'read-write' | 'primary';
const SESSION_ATTRS: readonly SessionAttrs[] = ['any', 'read-write', 'primary'];

export interface ServerHost {
  /** `host:port` as written (for logs and errors). */
  readonly name: string;
  /** A one-host URL node-postgres reads, without `target_session_attrs`. */
  readonly url: string;
}

export interface ServerTarget {
  readonly hosts: readonly ServerHost[];
  readonly sessionAttrs: SessionAttrs;
}

const URL_PARTS = /^(postgres(?:ql)?:\/\/)(?:([^@/?#]*)@)?([^/?#]*)(\/[^?#]*)?(?:\?([^#]*))?$/;

/** The hosts and the session kind of `url`; a URL the gateway cannot use is a DatabaseOpenError. */
export function serverTarget(url: string): ServerTarget {
  const parts = URL_PARTS.exec(url);
  if (parts === null) throw new DatabaseOpenError(`--db: not a postgres:// URL: ${redact(url)}`);
  const [, scheme = '', userinfo, hostList = '', path = '', query = ''] = parts;
  const params = new URLSearchParams(query);
  const attrs = params.get('target_session_attrs') ?? 'any';
  if (!(SESSION_ATTRS as readonly string[]).includes(attrs))
    throw new DatabaseOpenError(
      `--db: target_session_attrs=${attrs} is not one the gateway follows (${SESSION_ATTRS.join(', ')})`,
    );
  params.delete('target_session_attrs');
  const rest = `${path}${params.size > 0 ? `?${params.toString()}` : ''}`;
  const names = hostList.split(',').map((h) => h.trim());
  if (names.some((h) => h === '') && names.length > 1)
    throw new DatabaseOpenError(`--db: an empty host in the list: ${redact(url)}`);
  const hosts = names.map((name) => ({
    name: name === '' ? 'localhost' : name,
    url: `${scheme}${userinfo === undefined ? '' : `${userinfo}@`}${name}${rest}`,
  }));
  return { hosts, sessionAttrs: attrs as SessionAttrs };
}

/** `url` without its password, for a message. */
export function redact(url: string): string {
  return url.replace(/^(postgres(?:ql)?:\/\/[^:@/]*):[^@/]*@/, '$1:***@');
}
