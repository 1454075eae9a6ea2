// What every route of the reference gateway is given.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../domain/ports/clock.ts';
import type { Tokens } from './auth/tokens.ts';
import type { Database } from './db/database.ts';
import type { PasswordHasher } from './hashing/password-hasher.ts';
import type { ServeOptions } from './http/serve-call.ts';

export interface GatewayContext {
  readonly db: Database;
  readonly clock: Clock;
  readonly tokens: Tokens;
  readonly serve: ServeOptions;
  /** The sandbox providers (SMS outbox, card PG, wallets, social login, captcha) are mounted. */
  readonly sandbox: boolean;
  /** bcrypt cost for passwords and blocklist entries (10, the spec's blocklist cost). */
  readonly bcryptCost: number;
  /** bcrypt off the event loop (hashing/bcrypt-pool.ts); tests may give a hasher they control. */
  readonly passwords: PasswordHasher;
  readonly log: FastifyBaseLogger;
}
