// The target and cassette flags of `jumun run`, checked together: --gateway/--profile, --cassette,
// --record, --cassette-mode, --expire, --fail-on-expired, --volatile. Two flags that contradict each
// other are refused naming both (exit 2), before anything is read or sent.
import { type Either, isLeft, left, right } from 'fp-ts/Either';
import * as t from 'io-ts';
import { CASSETTE_MODES, type CassetteMode, isCassetteMode } from '../../adapters/recorded/cassette-mode.ts';
import { parseVolatilePaths } from '../../adapters/recorded/volatile-paths.ts';
import { across, optional } from '../flags/flag-codec.ts';

const text = optional(t.string, undefined);

/** The `CI` variable as CI providers set it (`true`, `1`); empty, `0` or `false` is no CI. */
export const isCi = (value: string | undefined): boolean =>
  value !== undefined && !['', '0', 'false'].includes(value.trim().toLowerCase());

export interface RunTargetFlags {
  readonly gateway?: string;
  readonly profile?: string;
  readonly cassette?: string;
  readonly record?: string;
  /** Chosen by flag, by --record, or by default (replay; lockdown when CI is set). */
  readonly cassetteMode?: CassetteMode;
  readonly expire?: number;
  readonly failOnExpired: boolean;
  readonly volatile: readonly string[];
}

const Output = new t.Type<RunTargetFlags, unknown, unknown>(
  'RunTargetFlags',
  (u): u is RunTargetFlags => typeof u === 'object' && u !== null,
  (u, c) => t.failure(u, c),
  t.identity,
);

function days(raw: string | undefined): Either<string, number | undefined> {
  if (raw === undefined) return right(undefined);
  const n = Number(raw);
  return raw.trim() !== '' && Number.isFinite(n) && n > 0
    ? right(n)
    : left(`--expire: expected a number of days > 0, got ${raw}`);
}

const names = CASSETTE_MODES.join(', ');

/** The codec, for a run with or without the `CI` variable set (it makes lockdown the default). */
export function runTarget(ci: boolean) {
  return across(
    'RunTarget',
    {
      gateway: text,
      profile: text,
      cassette: text,
      record: text,
      cassetteMode: text,
      expire: text,
      failOnExpired: optional(t.boolean, false),
      volatile: optional(t.array(t.string), []),
    },
    Output,
    (f): Either<string, RunTargetFlags> => {
      if (f.gateway !== undefined && f.profile !== undefined)
        return left('--gateway and --profile both say where requests go: give one');
      const chosen = f.cassetteMode;
      if (chosen !== undefined && !isCassetteMode(chosen))
        return left(`--cassette-mode: expected one of ${names}, got ${chosen}`);
      if (f.cassette !== undefined && f.record !== undefined)
        return left(
          '--record PATH is --cassette PATH --cassette-mode record: give one of --record and --cassette',
        );
      if (f.record !== undefined && chosen !== undefined && chosen !== 'record')
        return left(`--record records: it cannot go with --cassette-mode ${chosen}`);
      const path = f.cassette ?? f.record;
      if (path === undefined) {
        const lonely =
          chosen !== undefined
            ? '--cassette-mode'
            : f.expire !== undefined
              ? '--expire'
              : f.volatile.length > 0
                ? '--volatile'
                : null;
        if (lonely !== null) return left(`${lonely} needs --cassette PATH`);
      }
      const expire = days(f.expire);
      if (isLeft(expire)) return expire;
      if (f.failOnExpired && expire.right === undefined) return left('--fail-on-expired needs --expire DAYS');
      const volatile = parseVolatilePaths(f.volatile);
      if (isLeft(volatile)) return left(`--volatile ${volatile.left}`);
      const mode: CassetteMode | undefined =
        chosen ??
        (f.record !== undefined ? 'record' : path === undefined ? undefined : ci ? 'lockdown' : 'replay');
      if (mode === 'lockdown' && f.gateway !== undefined)
        return left(
          chosen === undefined
            ? '--cassette with --gateway: CI is set, so the cassette mode is lockdown, which never goes to the network; give --cassette-mode replay or once to let misses reach the gateway'
            : '--cassette-mode lockdown never goes to the network: it cannot go with --gateway',
        );
      if ((mode === 'passthrough' || mode === 'record') && expire.right !== undefined)
        return left(`--expire: --cassette-mode ${mode} reads no cassette, so none can be too old`);
      if (mode === 'passthrough' && f.volatile.length > 0)
        return left('--volatile: --cassette-mode passthrough neither matches nor records requests');
      return right({
        ...(f.gateway === undefined ? {} : { gateway: f.gateway }),
        ...(f.profile === undefined ? {} : { profile: f.profile }),
        ...(f.cassette === undefined ? {} : { cassette: f.cassette }),
        ...(f.record === undefined ? {} : { record: f.record }),
        ...(mode === undefined ? {} : { cassetteMode: mode }),
        ...(expire.right === undefined ? {} : { expire: expire.right }),
        failOnExpired: f.failOnExpired,
        volatile: f.volatile,
      });
    },
  );
}
