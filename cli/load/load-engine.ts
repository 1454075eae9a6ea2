// N virtual customers, each looping one script with a fresh session until the duration ends.
// Customers start spread over the ramp-up (customer i of N at i × ramp-up / N), within the
// duration. An iteration is started only before the deadline; one in flight at the deadline runs
// to its end and is counted (passed or failed) like any other, so the run takes a little longer
// than the duration and throughput is divided by the time it really took.
import { ErrorTally } from './error-tally.ts';
import { Samples } from './percentiles.ts';

export interface LoadPlan {
  readonly users: number;
  readonly durationMs: number;
  readonly rampUpMs: number;
}

export interface LoadClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** One iteration: which customer, its how-manieth loop, and its place in the run. */
export interface IterationContext {
  /** 0-based virtual customer. */
  readonly user: number;
  /** 0-based loop of that customer. */
  readonly round: number;
  /** 0-based across the run, in the order iterations started. */
  readonly index: number;
}

export interface IterationFailure {
  readonly kind: string;
  readonly example: string;
}

export type IterationOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly failure: IterationFailure };

export interface LoadRun {
  readonly iterations: number;
  readonly passed: number;
  readonly failed: number;
  /** From the first start to the end of the last iteration in flight at the deadline. */
  readonly elapsedMs: number;
  readonly failures: ErrorTally;
  /** How long each iteration took (ms), passed or failed. */
  readonly durations: Samples;
  /** Ended before the deadline, when asked to. */
  readonly stoppedEarly: boolean;
}

export async function runLoad(
  plan: LoadPlan,
  clock: LoadClock,
  iterate: (context: IterationContext) => Promise<IterationOutcome>,
  /** Asked before each iteration: true ends the load early (Ctrl+C), as the deadline does. */
  stopped: () => boolean = () => false,
): Promise<LoadRun> {
  const start = clock.now();
  const deadline = start + plan.durationMs;
  const failures = new ErrorTally();
  const durations = new Samples();
  let index = 0;
  let passed = 0;
  let failed = 0;

  async function customer(user: number): Promise<void> {
    const offset = Math.floor((user * plan.rampUpMs) / plan.users);
    if (offset > 0) await clock.sleep(offset);
    // A customer still waiting for its start when the load stops early never starts.
    for (let round = 0; clock.now() < deadline && !stopped(); round++) {
      const context: IterationContext = { user, round, index: index++ };
      let outcome: IterationOutcome;
      const began = clock.now();
      try {
        outcome = await iterate(context);
      } catch (error) {
        // A bug of the runner, not of the gateway: still one failed iteration, said as it was.
        outcome = {
          ok: false,
          failure: { kind: 'crashed', example: error instanceof Error ? error.message : String(error) },
        };
      }
      durations.add(clock.now() - began);
      if (outcome.ok) passed += 1;
      else {
        failed += 1;
        failures.add(outcome.failure.kind, outcome.failure.example);
      }
    }
  }

  await Promise.all(Array.from({ length: plan.users }, (_, user) => customer(user)));
  const elapsedMs = clock.now() - start;
  const stoppedEarly = stopped() && elapsedMs < plan.durationMs;
  return { iterations: passed + failed, passed, failed, elapsedMs, failures, durations, stoppedEarly };
}
