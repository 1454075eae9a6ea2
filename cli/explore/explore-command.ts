// `jumun explore`: check the flags, read the seed's world, start an in-memory gateway (or probe the
// one named), explore journeys until the time is up, print the summary, and on a broken invariant
// write the shrunk journey as a script; answer the exit code.
import { writeFile } from 'node:fs/promises';
import { isLeft } from 'fp-ts/Either';
import { exitCodes, interruptedCode } from '../exit.ts';
import { decodeFlags } from '../flags/flag-codec.ts';
import type { ExplorePlan } from './explore-engine.ts';
import { DEFAULT_EXPLORE_NOW, type ExploreFlags } from './explore-flag-table.ts';
import { ExploreOptions } from './explore-flags.ts';
import type { Invariant } from './invariants.ts';

/** Where the summary and the refusals go: the process's streams, or a test's. */
interface Out {
  write(text: string): unknown;
}

export interface ExploreIo {
  readonly stdout: Out;
  readonly stderr: Out;
  /** Held to as well as the product's (a test's deliberately wrong invariant). */
  readonly extraInvariants?: readonly Invariant[];
}

export async function exploreCommand(flags: ExploreFlags, io: ExploreIo): Promise<number> {
  const say = (message: string) => io.stderr.write(`jumun: ${message}\n`);
  const decoded = decodeFlags(ExploreOptions, flags);
  if (isLeft(decoded)) {
    say(decoded.left);
    return exitCodes.badInput;
  }
  const options = decoded.right;
  const { readWorld } = await import('./explore-world.ts');
  const world = await readWorld(options.seedDir);
  if (typeof world === 'string') {
    say(world);
    return exitCodes.badInput;
  }
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const { instantWithOffset } = await import('../../contract/time-with-offset.ts');
  const now = options.now ?? instantWithOffset(DEFAULT_EXPLORE_NOW) ?? Date.now();

  const named = options.gateway !== undefined || options.profile !== undefined;
  const own = named ? null : await (await import('./own-gateway.ts')).startOwnGateway(options.seedDir);
  if (typeof own === 'string') {
    say(own);
    return exitCodes.unreachable;
  }
  try {
    const { reachTarget, targetArgs } = await import('../target/target-gateway.ts');
    const reached = await reachTarget({ ...options, ...(own === null ? {} : { gateway: own.url }) });
    if (!reached.ok) {
      say(reached.message);
      return reached.code;
    }
    const { target } = reached;
    const plan: ExplorePlan = {
      seed,
      timeMs: options.time,
      shrinkMs: options.shrinkTime,
      maxCommands: options.maxCommands,
      now,
      ...(io.extraInvariants === undefined ? {} : { extraInvariants: io.extraInvariants }),
    };
    const [{ explore }, { builtinSource }, { listenForInterrupts }] = await Promise.all([
      import('./explore-engine.ts'),
      import('../script/builtins.ts'),
      import('../run/interrupts.ts'),
    ]);
    // Ctrl+C ends the exploration between batches; the summary says it, and the exit is 130.
    const interrupts = listenForInterrupts(say, 'stopping after the journeys in flight');
    try {
      const result = await explore(
        plan,
        target,
        world,
        builtinSource(),
        () => interrupts.received() !== null,
      );
      let script: string | null = null;
      if (result.failure !== null) {
        const { failureScript } = await import('./failure-script.ts');
        script = options.out ?? `explore-failure-${seed}.jsonl`;
        await writeFile(script, failureScript({ seed, now, ...result.failure }));
      }
      const { summarise, exploreJson, exploreText } = await import('./explore-report.ts');
      const gateway =
        own !== null
          ? `${own.url} (in memory)`
          : (options.gateway ?? `the gateway of ${options.profile ?? 'its profile'}`);
      // Its own gateway is gone by then: the script runs again on `jumun run`'s default one.
      const rerunTarget = targetArgs(options);
      const summary = summarise(result, { seed, gateway, script, target: rerunTarget });
      io.stdout.write(options.json ? exploreJson(summary) : exploreText(summary));
      const signal = interrupts.received();
      if (summary.ok && signal !== null) return interruptedCode(signal);
      return summary.ok ? exitCodes.ok : exitCodes.failed;
    } finally {
      interrupts.stop();
    }
  } finally {
    await own?.close();
  }
}
