// Where `jumun run` sends its requests: a live gateway (by URL or profile file) or a cassette,
// optionally recording a cassette of a live run and injecting faults.
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
import type { Cassette } from '../../adapters/recorded/cassette.ts';
import { formatCassetteError } from '../../adapters/recorded/cassette.ts';
import { readCassetteFile } from '../../adapters/recorded/cassette-file.ts';
import { type RecordingTransport, recordingTransport } from '../../adapters/recorded/recording-transport.ts';
import { type ReplayTransport, replayTransport } from '../../adapters/recorded/replay-transport.ts';
import type { CassetteMiss } from '../script/run-script.ts';
import { cassettePaths } from './cassette-paths.ts';

export { scriptStem } from './cassette-paths.ts';

export const DEFAULT_GATEWAY = 'http://127.0.0.1:8080';

export interface TargetFlags {
  readonly gateway?: string;
  readonly profile?: string;
  readonly cassette?: string;
  readonly record?: string;
  readonly faults?: string;
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
  /** Writes the recorded cassette(s), when recording. */
  save(): Promise<string[]>;
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
): Promise<TargetResult> {
  if (flags.cassette !== undefined && (flags.gateway !== undefined || flags.record !== undefined)) {
    return {
      ok: false,
      message: '--cassette replays with no network: it cannot be combined with --gateway or --record',
    };
  }
  const profile = await loadProfile(flags);
  if (typeof profile === 'string') return { ok: false, message: profile };
  const faults = await loadFaults(flags.faults);
  if (typeof faults === 'string') return { ok: false, message: faults };
  const origins = Object.values(profile.hosts);
  const withFaults = (t: Transport) => (faults.length === 0 ? t : faultTransport(t, faults, { origins }));

  if (flags.cassette !== undefined) {
    const paths = cassettePaths('--cassette', flags.cassette, scripts);
    if (!paths.ok) return paths;
    const cassettes = new Map<string, Cassette>();
    // A directory holds one cassette per script (cassette-paths.ts); a file answers every script.
    const fileOf = (script: string) => (paths.directory ? paths.files.get(script) : flags.cassette);
    for (const file of paths.directory ? paths.files.values() : [flags.cassette]) {
      const loaded = readCassetteFile(file);
      if (loaded._tag === 'Left') return { ok: false, message: formatCassetteError(loaded.left) };
      cassettes.set(file, loaded.right);
    }
    const replays = new Map<string, ReplayTransport>();
    return {
      ok: true,
      target: {
        profile,
        live: false,
        transportFor: (script) => {
          const cassette = cassettes.get(fileOf(script) ?? '');
          if (cassette === undefined) throw new Error(`no cassette was planned for ${script}`);
          const replay = replayTransport(cassette, { origins });
          replays.set(script, replay);
          return withFaults(replay);
        },
        cassetteMisses: (script) =>
          (replays.get(script)?.unmatched() ?? []).map((u) => ({
            method: u.method,
            path: u.path,
            nearest: u.nearest,
          })),
        save: async () => [],
      },
    };
  }

  const recordPaths = flags.record === undefined ? null : cassettePaths('--record', flags.record, scripts);
  if (recordPaths !== null && !recordPaths.ok) return recordPaths;
  // Node's own http client: importing the undici package compiles it anew on every run (about
  // 90 ms of CPU before the first request), and Node's fetch, its undici built in, still spent
  // about 50 ms of CPU on its streams and its first call's set-up in a one-order run.
  const live = nodeHttpTransport();
  const recorders = new Map<string, RecordingTransport>();
  return {
    ok: true,
    target: {
      profile,
      live: true,
      ahead: flags.record === undefined && faults.length === 0,
      transportFor: (script) => {
        if (flags.record === undefined) return withFaults(live);
        const recorder = recordingTransport(live, { origins });
        recorders.set(script, recorder);
        return withFaults(recorder);
      },
      save: async () => {
        if (flags.record === undefined) return [];
        const written: string[] = [];
        for (const [script, recorder] of recorders) {
          const file =
            recordPaths?.ok === true ? (recordPaths.files.get(script) ?? flags.record) : flags.record;
          const saved = recorder.save(file);
          if (saved._tag === 'Left') throw new Error(formatCassetteError(saved.left));
          written.push(file);
        }
        return written;
      },
    },
  };
}
