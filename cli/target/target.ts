// Where `jumun run` sends its requests: a live gateway (by URL or profile file), a cassette, or
// both, by cassette mode (adapters/recorded/cassette-mode.ts), optionally injecting faults.
import { readFile } from 'node:fs/promises';
import {
  describeFaultConfigError,
  type FaultRule,
  parseFaultConfig,
} from '../../adapters/faults/fault-config.ts';
import { faultTransport } from '../../adapters/faults/fault-transport.ts';
import { nodeHttpTransport } from '../../adapters/http/node-http-transport.ts';
import {
  defaultProfile,
  formatProfileError,
  type Profile,
  parseProfile,
} from '../../adapters/http/profile.ts';
import type { Transport } from '../../adapters/http/transport.ts';
import type { CassetteMode } from '../../adapters/recorded/cassette-mode.ts';
import type { CassetteMiss } from '../script/line-verdicts.ts';
import { planCassettes } from './cassette-plans.ts';

export { scriptStem } from './cassette-paths.ts';

export const DEFAULT_GATEWAY = 'http://127.0.0.1:8080';

export interface TargetFlags {
  readonly gateway?: string;
  readonly profile?: string;
  readonly cassette?: string;
  readonly record?: string;
  readonly faults?: string;
  /**
   * What to do with the cassette of --cassette. Without one: record for --record, else lockdown
   * (replay only, the query commands' --cassette); `jumun run` passes the mode it chose.
   */
  readonly cassetteMode?: CassetteMode;
  /** Days after its `recorded_at` that a cassette is expired. */
  readonly expire?: number;
  /** Fields matched whatever they hold (volatile-paths.ts), written into recorded cassettes. */
  readonly volatile?: readonly string[];
}

export interface Target {
  readonly profile: Profile;
  /** A fresh transport for one script (a replay keeps its own cursor per script). */
  transportFor(script: string): Transport;
  readonly live: boolean;
  /**
   * Whether a session may send a request before the step that needs it (the blocklist's, see
   * prepared-blocklist.ts): on a plain live run only. A cassette, recorded or replayed, and
   * injected faults follow the requests in the order the steps make them.
   */
  readonly ahead?: boolean;
  /** A replay's requests so far that its cassette had no answer for, for one script. */
  cassetteMisses?(script: string): readonly CassetteMiss[];
  /** The cassette a script replays from or records to, when the run has cassettes. */
  cassetteFile?(script: string): string | undefined;
  /** Writes the recorded cassette(s), when recording. */
  save(): Promise<string[]>;
  /** Said before the run: cassettes past their --expire age. */
  readonly warnings?: readonly string[];
  /** Expired cassettes this run replays as they are (not re-recorded). */
  readonly expiredKept?: number;
}

export type TargetResult =
  | { readonly ok: true; readonly target: Target }
  | { readonly ok: false; readonly message: string };

async function loadProfile(flags: TargetFlags): Promise<Profile | string> {
  if (flags.profile !== undefined) {
    let text: string;
    try {
      text = await readFile(flags.profile, 'utf8');
    } catch (error) {
      return `--profile ${flags.profile}: ${error instanceof Error ? error.message : String(error)}`;
    }
    const parsed = parseProfile(text);
    return parsed._tag === 'Left'
      ? `--profile ${flags.profile}: ${formatProfileError(parsed.left)}`
      : parsed.right;
  }
  const origin = flags.gateway ?? DEFAULT_GATEWAY;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return `--gateway: not an http(s) URL: ${origin}`;
  } catch {
    return `--gateway: not a URL: ${origin}`;
  }
  return defaultProfile(origin.replace(/\/+$/, ''));
}

async function loadFaults(file: string | undefined): Promise<readonly FaultRule[] | string> {
  if (file === undefined) return [];
  try {
    const parsed = parseFaultConfig(await readFile(file, 'utf8'));
    return parsed._tag === 'Left' ? `--faults ${describeFaultConfigError(file, parsed.left)}` : parsed.right;
  } catch (error) {
    return `--faults ${file}: ${error instanceof Error ? error.message : String(error)}`;
  }
}

export async function resolveTarget(
  flags: TargetFlags,
  scripts: readonly string[] = [],
  at: number = Date.now(),
): Promise<TargetResult> {
  const mode = flags.cassetteMode ?? (flags.record === undefined ? 'lockdown' : 'record');
  if (flags.cassette !== undefined && flags.record !== undefined)
    return { ok: false, message: '--record PATH is --cassette PATH --cassette-mode record: give one' };
  if (flags.cassette !== undefined && flags.gateway !== undefined && mode === 'lockdown') {
    return {
      ok: false,
      message:
        flags.cassetteMode === undefined
          ? '--cassette replays with no network: it cannot be combined with --gateway or --record'
          : '--cassette-mode lockdown never goes to the network: it cannot go with --gateway',
    };
  }
  const profile = await loadProfile(flags);
  if (typeof profile === 'string') return { ok: false, message: profile };
  const faults = await loadFaults(flags.faults);
  if (typeof faults === 'string') return { ok: false, message: faults };
  const origins = Object.values(profile.hosts);
  const withFaults = (t: Transport) => (faults.length === 0 ? t : faultTransport(t, faults, { origins }));
  // Node's own http client: importing the undici package compiles it anew on every run (about
  // 90 ms of CPU before the first request), and Node's fetch, its undici built in, still spent
  // about 50 ms of CPU on its streams and its first call's set-up in a one-order run.
  const live = nodeHttpTransport();

  const path = flags.cassette ?? flags.record;
  if (path === undefined || mode === 'passthrough') {
    return {
      ok: true,
      target: {
        profile,
        live: true,
        ahead: faults.length === 0,
        transportFor: () => withFaults(live),
        save: async () => [],
      },
    };
  }
  const planned = planCassettes({
    flag: flags.record === undefined ? '--cassette' : '--record',
    path,
    mode,
    scripts,
    gatewayNamed: flags.gateway !== undefined || flags.profile !== undefined,
    expire: flags.expire,
    volatile: flags.volatile ?? [],
    origins,
    live,
    at,
  });
  if (!planned.ok) return planned;
  const { cassettes } = planned;
  return {
    ok: true,
    target: {
      profile,
      live: cassettes.goesLive,
      transportFor: (script) => withFaults(cassettes.transportFor(script)),
      cassetteMisses: (script) =>
        cassettes.unmatched(script).map((u) => ({ method: u.method, path: u.path, nearest: u.nearest })),
      cassetteFile: (script) => cassettes.fileOf(script),
      save: async () => cassettes.save(),
      warnings: cassettes.warnings,
      expiredKept: cassettes.expiredKept,
    },
  };
}
