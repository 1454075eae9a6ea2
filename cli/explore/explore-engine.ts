// Journeys generated from the rules: fast-check's model-based testing (fc.commands) over the
// journey intents, each run a fresh journey against the target, in batches until the time is up.
// A broken invariant stops the exploration; fast-check shrinks the journey (each candidate run
// again as a fresh journey) and the last one that broke it is the smallest: that is written.
import fc from 'fast-check';
import { type BuiltinSource, builtins } from '../script/builtins.ts';
import type { Target } from '../target/target.ts';
import type { World } from './explore-world.ts';
import { type Broken, type Invariant, productInvariants } from './invariants.ts';
import { Journey, type JourneyStep } from './journey.ts';
import { chooseIntent, type Draw, draws, type Intent, journeyIntents } from './journey-intents.ts';
import type { JourneyModel } from './journey-model.ts';

export interface ExplorePlan {
  readonly seed: number;
  readonly timeMs: number;
  /**
   * How long a failure is shrunk: fast-check tries a smaller journey after each that still fails,
   * and a long one (an order's ten commands and more) can take thousands of runs; past this the
   * smallest found so far is written. Each run left is answered at once as not failing.
   */
  readonly shrinkMs: number;
  /** The most commands a journey types. */
  readonly maxCommands: number;
  readonly now: number;
  /** Added to the invariants every journey is held to (a test's deliberately wrong one). */
  readonly extraInvariants?: readonly Invariant[];
}

export interface ExploreFailure {
  readonly broken: Broken;
  readonly steps: readonly JourneyStep[];
  readonly phone: string;
  /** The batch whose seed found it, and how many journeys fast-check ran to shrink it. */
  readonly batch: number;
  readonly shrinkRuns: number;
}

export interface ExploreResult {
  /** Journeys run to explore (not counting those run again to shrink a failure). */
  readonly journeys: number;
  readonly commands: number;
  readonly ordersPlaced: number;
  /** How long it explored: to the end of the time, or to the journey that broke an invariant. */
  readonly elapsedMs: number;
  /** How long shrinking took (0 without a failure). */
  readonly shrinkMs: number;
  readonly invariants: readonly string[];
  readonly failure: ExploreFailure | null;
  /** Stopped early (Ctrl+C) before the time was up. */
  readonly interrupted: boolean;
}

/**
 * Journeys per batch: each batch is one fast-check run with a seed of its own. The time is looked
 * at between batches, never inside one: fast-check's own time limit would cut a shrink short too.
 */
const BATCH = 10;

class InvariantBroken extends Error {
  constructor(readonly broken: Broken) {
    super(`${broken.invariant}: ${broken.said}`);
  }
}

/** One command of a journey: whichever intent its draw chooses among those that fit the model. */
class Step implements fc.AsyncCommand<JourneyModel, Journey> {
  constructor(
    readonly intents: readonly Intent[],
    readonly draw: Draw,
  ) {}
  check = (model: Readonly<JourneyModel>) => chooseIntent(this.intents, model, this.draw.which) !== undefined;
  async run(model: JourneyModel, journey: Journey): Promise<void> {
    const intent = chooseIntent(this.intents, model, this.draw.which);
    const line = intent?.line(model, this.draw) ?? null;
    if (intent === undefined || line === null) return;
    const broken = await journey.step(line, intent);
    if (broken !== null) throw new InvariantBroken(broken);
  }
  toString = () => `Step(${JSON.stringify(this.draw)})`;
}

export async function explore(
  plan: ExplorePlan,
  target: Target,
  world: World,
  source: BuiltinSource,
  stopped: () => boolean = () => false,
): Promise<ExploreResult> {
  const invariants = [...productInvariants, ...(plan.extraInvariants ?? [])];
  const intents = journeyIntents(world);
  const commands = fc.commands([draws.map((draw) => new Step(intents, draw))], {
    maxCommands: plan.maxCommands,
    size: 'max',
  });
  const started = performance.now();
  let journeys = 0;
  let typed = 0;
  let ordersPlaced = 0;
  let shrinking = false;
  let shrinkRuns = 0;
  let foundAt: number | null = null;
  let failure: Omit<ExploreFailure, 'batch' | 'shrinkRuns'> | null = null;
  const property = fc.asyncProperty(commands, async (cmds) => {
    if (foundAt !== null && performance.now() - foundAt > plan.shrinkMs) return;
    const variables = builtins(source, journeys + shrinkRuns);
    const exploring = !shrinking;
    if (exploring) journeys += 1;
    else shrinkRuns += 1;
    const journey = new Journey({ target, now: plan.now, invariants, variables });
    try {
      await fc.asyncModelRun(() => ({ model: journey.model, real: journey }), cmds);
    } catch (error) {
      if (!(error instanceof InvariantBroken)) throw error;
      // The last journey that broke it is the one fast-check ends shrinking with.
      shrinking = true;
      foundAt ??= performance.now();
      failure = { broken: error.broken, steps: journey.steps, phone: String(variables['unique.phone']) };
      throw error;
    } finally {
      if (exploring) {
        typed += journey.steps.length;
        ordersPlaced += journey.model.orders;
      }
    }
  });
  let batch = 0;
  while (performance.now() - started < plan.timeMs && !stopped()) {
    const details = await fc.check(property, {
      seed: (plan.seed + batch * 0x9e3779b1) | 0,
      numRuns: BATCH,
    });
    if (details.failed) {
      const found = failure as Omit<ExploreFailure, 'batch' | 'shrinkRuns'> | null;
      // A failure that is no broken invariant is a bug of the explorer or the client: not hidden.
      if (found === null)
        throw details.errorInstance ?? new Error(`fast-check failed: ${details.counterexample}`);
      return result(found, batch);
    }
    batch += 1;
  }
  return result(null, batch);

  function result(found: Omit<ExploreFailure, 'batch' | 'shrinkRuns'> | null, at: number): ExploreResult {
    return {
      journeys,
      commands: typed,
      ordersPlaced,
      elapsedMs: (foundAt ?? performance.now()) - started,
      shrinkMs: foundAt === null ? 0 : performance.now() - foundAt,
      invariants: invariants.map((i) => i.name),
      failure: found === null ? null : { ...found, batch: at, shrinkRuns },
      interrupted: stopped() && performance.now() - started < plan.timeMs,
    };
  }
}
