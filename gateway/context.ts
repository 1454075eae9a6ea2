// What every route of the reference gateway is given.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../domain/ports/clock.ts';
import type { Tokens } from './auth/tokens.ts';
import type { BlocklistCheck } from './db/blocklist-check.ts';
import type { Database } from './db/database.ts';
import type { PasswordHasher } from './hashing/password-hasher.ts';
import type { ServeOptions } from './http/serve-call.ts';
import type { ProgressHub } from './ordering/progress/progress-hub.ts';
import type { RequestKeys } from './request-keys.ts';
import type { GatewaySettings } from './settings.ts';
import type { SmsLimits } from './sms/sms-policy.ts';

export interface GatewayContext {
  readonly db: Database;
  /** The time a request happens at: the gateway's clock, or a sandbox test run's (sandbox/test-run.ts). */
  readonly clock: Clock;
  /**
   * The gateway's own clock, which no request moves: timers and the payment window run on it, so
   * a test run's fixed time neither expires nor extends a customer's payment window.
   */
  readonly gatewayClock: Clock;
  readonly settings: GatewaySettings;
  readonly tokens: Tokens;
  readonly serve: ServeOptions;
  /** The sandbox providers (SMS outbox, card PG, wallets, social login, captcha) are mounted. */
  readonly sandbox: boolean;
  /**
   * How a request's phone and address are keyed in storage: as they are, or per sandbox test run
   * when the sandbox is on (request-keys.ts).
   */
  readonly keys: RequestKeys;
  /** bcrypt cost for passwords and blocklist entries (10, the spec's blocklist cost). */
  readonly bcryptCost: number;
  /** The SMS send limits; sms/sms-policy.ts's defaults when absent. */
  readonly smsLimits?: SmsLimits;
  /** bcrypt off the event loop (hashing/bcrypt-pool.ts); tests may give a hasher they control. */
  readonly passwords: PasswordHasher;
  /** The blocked-user check over `passwords`, remembering the hashes it made (db/blocklist-check.ts): one per gateway. */
  readonly blocklist: BlocklistCheck;
  readonly log: FastifyBaseLogger;
  /** The open progress streams and their poller (ordering/progress/progress-hub.ts): one per gateway. */
  readonly progress: ProgressHub;
  /** The partner sites that may embed the app, and so the documents it frames (server.ts). */
  readonly partnerOrigins: readonly string[];
}
