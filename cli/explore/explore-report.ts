// What `jumun explore` prints: the journeys and commands it ran, at what rate, the invariants that
// held; or the invariant a journey broke, the shrunk script and how to run it.
import type { ExploreResult } from './explore-engine.ts';

export interface ExploreSummary {
  readonly ok: boolean;
  readonly seed: number;
  readonly gateway: string;
  readonly seconds: number;
  readonly journeys: number;
  readonly commands: number;
  readonly ordersPlaced: number;
  readonly journeysPerMinute: number;
  readonly invariants: readonly string[];
  readonly interrupted: boolean;
  readonly failure: {
    readonly invariant: string;
    readonly said: string;
    readonly script: string;
    readonly lines: number;
    readonly shrinkRuns: number;
    readonly shrinkSeconds: number;
    /** The command that runs the script again. */
    readonly rerun: string;
  } | null;
}

export function summarise(
  result: ExploreResult,
  facts: {
    readonly seed: number;
    readonly gateway: string;
    readonly script: string | null;
    /** How `jumun run` reaches the gateway: `--gateway URL`, `--profile FILE`, or '' for its default. */
    readonly target: string;
  },
): ExploreSummary {
  const seconds = result.elapsedMs / 1000;
  const { failure } = result;
  return {
    ok: failure === null,
    seed: facts.seed,
    gateway: facts.gateway,
    seconds: Math.round(seconds * 10) / 10,
    journeys: result.journeys,
    commands: result.commands,
    ordersPlaced: result.ordersPlaced,
    journeysPerMinute: seconds === 0 ? 0 : Math.round((result.journeys / seconds) * 60),
    invariants: result.invariants,
    interrupted: result.interrupted,
    failure:
      failure === null || facts.script === null
        ? null
        : {
            invariant: failure.broken.invariant,
            said: failure.broken.said,
            script: facts.script,
            lines: failure.steps.length,
            shrinkRuns: failure.shrinkRuns,
            shrinkSeconds: Math.round(result.shrinkMs / 100) / 10,
            rerun: `jumun run ${facts.script}${facts.target === '' ? '' : ` ${facts.target}`}`,
          },
  };
}

export const exploreJson = (s: ExploreSummary) => `${JSON.stringify(s)}\n`;

export function exploreText(s: ExploreSummary): string {
  const head = [
    `jumun explore: seed ${s.seed} against ${s.gateway}${s.interrupted ? ' (interrupted)' : ''}`,
    `  ${s.journeys} journeys, ${s.commands} commands, ${s.ordersPlaced} orders placed in ${s.seconds}s: ${s.journeysPerMinute} journeys a minute`,
  ];
  if (s.failure === null)
    return [...head, '  Every journey held:', ...s.invariants.map((i) => `    ✓ ${i}`), ''].join('\n');
  const f = s.failure;
  return [
    ...head,
    `  ✗ ${f.invariant}`,
    `    ${f.said.split('\n').join('\n    ')}`,
    `  Shrunk to ${f.lines} commands (${f.shrinkRuns} journeys in ${f.shrinkSeconds}s), written to ${f.script}:`,
    `    $ ${f.rerun}${s.gateway.endsWith('(in memory)') ? '   # with `jumun serve --db memory` running' : ''}`,
    `  The same seed explores the same journeys: jumun explore --seed ${s.seed}`,
    '',
  ].join('\n');
}
