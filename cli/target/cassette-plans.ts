// The cassettes of one run: which file each script uses, what its mode does with it (the plan,
// adapters/recorded/cassette-mode.ts), the transport each script gets, and what is written after.
import { existsSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import type { Transport } from '../../adapters/http/transport.ts';
import { type Cassette, formatCassetteError } from '../../adapters/recorded/cassette.ts';
import { readCassetteFile, writeCassetteFile } from '../../adapters/recorded/cassette-file.ts';
import {
  type CassetteMode,
  type CassettePlan,
  cassetteAgeDays,
  expiredText,
  isExpired,
  planCassette,
  planGoesLive,
} from '../../adapters/recorded/cassette-mode.ts';
import { type RecordingTransport, recordingTransport } from '../../adapters/recorded/recording-transport.ts';
import {
  type ReplayTransport,
  replayTransport,
  type UnmatchedRequest,
} from '../../adapters/recorded/replay-transport.ts';
import { parseVolatilePaths, type VolatilePath } from '../../adapters/recorded/volatile-paths.ts';
import { cassettePaths } from './cassette-paths.ts';

export interface PlanInput {
  readonly flag: '--cassette' | '--record';
  readonly path: string;
  readonly mode: CassetteMode;
  /** The scripts of the run; none for a query command (one cassette file). */
  readonly scripts: readonly string[];
  readonly gatewayNamed: boolean;
  readonly expire: number | undefined;
  readonly volatile: readonly string[];
  readonly origins: readonly string[];
  readonly live: Transport;
  /** Now, for the cassettes' age. */
  readonly at: number;
}

export interface RunCassettes {
  readonly goesLive: boolean;
  readonly warnings: readonly string[];
  readonly expiredKept: number;
  transportFor(script: string): Transport;
  unmatched(script: string): readonly UnmatchedRequest[];
  /** The cassette file of a script, to name in what the run says (`--record FILE`). */
  fileOf(script: string): string | undefined;
  /** Writes what the plans record; answers the files written. A replayed cassette is never written. */
  save(): string[];
}

interface FilePlan {
  readonly file: string;
  readonly plan: CassettePlan;
  /** The cassette on disk, when there is one and the plan reads it or keeps its volatile list. */
  readonly cassette: Cassette | undefined;
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

export function planCassettes(
  input: PlanInput,
):
  | { readonly ok: true; readonly cassettes: RunCassettes }
  | { readonly ok: false; readonly message: string } {
  const { flag, path, mode, scripts, origins, live } = input;
  const volatile = parseVolatilePaths(input.volatile);
  if (E.isLeft(volatile)) return { ok: false, message: `--volatile ${volatile.left}` };
  const paths = cassettePaths(flag, path, scripts, { mayRecord: mode !== 'lockdown' });
  if (!paths.ok) return paths;
  const files = paths.directory ? [...new Set(paths.files.values())] : [path];
  const fileOf = (script: string) => (paths.directory ? paths.files.get(script) : path);

  const plans = new Map<string, FilePlan>();
  const warnings: string[] = [];
  const refusals: string[] = [];
  let expiredKept = 0;
  for (const file of files) {
    const exists = existsSync(file);
    let cassette: Cassette | undefined;
    // Record mode reads an existing cassette only for its volatile list: one it cannot read is
    // what re-recording fixes, so it is recorded anew (and said); every other mode refuses it.
    if (exists) {
      const loaded = readCassetteFile(file);
      if (E.isRight(loaded)) cassette = loaded.right;
      else if (mode === 'record')
        warnings.push(
          `${formatCassetteError(loaded.left)}: recorded anew, without any volatile list it held`,
        );
      else return { ok: false, message: formatCassetteError(loaded.left) };
    }
    const expiry = input.expire;
    const expired =
      cassette !== undefined && expiry !== undefined && isExpired(cassette.recorded_at, input.at, expiry);
    const plan = planCassette(mode, { exists, gatewayNamed: input.gatewayNamed, expired });
    if (plan.kind === 'refuse') {
      const owners = scripts.filter((script) => fileOf(script) === file);
      refusals.push(
        owners.length === 0
          ? `no such cassette (${plan.message})`
          : `no cassette for ${owners.join(', ')} (expected ${file}; ${plan.message})`,
      );
    }
    // Record mode rewrites every cassette anyway: only a replayed or re-recorded one is worth a word.
    const said = plan.kind === 'replay' || (plan.kind === 'record' && plan.why === 'expired');
    if (expired && said && cassette !== undefined && expiry !== undefined) {
      warnings.push(expiredText(file, cassetteAgeDays(cassette.recorded_at, input.at), expiry, plan));
      if (plan.kind === 'replay') expiredKept++;
    }
    plans.set(file, { file, plan, cassette });
  }
  if (refusals.length > 0) return { ok: false, message: `${flag} ${path}: ${refusals.join('; ')}` };

  const replays = new Map<string, ReplayTransport>();
  const recorders = new Map<string, { file: string; recorder: RecordingTransport }>();
  const volatilePaths: readonly VolatilePath[] = volatile.right;

  const transportFor = (script: string): Transport => {
    const file = fileOf(script);
    const planned = file === undefined ? undefined : plans.get(file);
    if (file === undefined || planned === undefined) throw new Error(`no cassette was planned for ${script}`);
    const { plan, cassette } = planned;
    if (plan.kind === 'passthrough' || plan.kind === 'refuse') return live;
    if (plan.kind === 'record') {
      const kept = union(cassette?.volatile ?? [], input.volatile);
      const recorder = recordingTransport(live, { origins, volatile: kept });
      recorders.set(script, { file, recorder });
      return recorder;
    }
    if (cassette === undefined) throw new Error(`the cassette ${file} was not read`);
    const replay = replayTransport(cassette, { origins, volatile: volatilePaths });
    replays.set(script, replay);
    return replay;
  };

  const save = (): string[] => {
    const written: string[] = [];
    for (const { file, recorder } of recorders.values()) {
      const saved = writeCassetteFile(file, recorder.cassette());
      if (E.isLeft(saved)) throw new Error(formatCassetteError(saved.left));
      written.push(file);
    }
    return written;
  };

  return {
    ok: true,
    cassettes: {
      goesLive: [...plans.values()].some((p) => planGoesLive(p.plan)),
      warnings,
      expiredKept,
      transportFor,
      unmatched: (script) => replays.get(script)?.unmatched() ?? [],
      fileOf,
      save,
    },
  };
}
