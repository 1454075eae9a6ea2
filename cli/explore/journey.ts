// One journey: a fresh session (a new guest, cart and test run) on the target, its lines run one
// at a time as `jumun run` runs a script's, each followed by the invariants; what it typed and what
// the gateway answered is kept, to be written as a script if an invariant broke.
import type { Projections } from '../../domain/projections/projections.ts';
import { type CliSession, openSession } from '../run/session.ts';
import { lookup } from '../script/dot-path.ts';
import { type LineResult, runScript } from '../script/run-script.ts';
import { parseScript } from '../script/script-line.ts';
import type { Target } from '../target/target.ts';
import { type Broken, brokenBy, type Invariant, isReadBack } from './invariants.ts';
import type { Intent, LineJson } from './journey-intents.ts';
import { emptyModel, follow, type JourneyModel } from './journey-model.ts';
import { type ObservedCalls, observedCalls } from './observed-calls.ts';

export interface JourneyStep {
  readonly line: LineJson;
  readonly result: LineResult;
}

export interface JourneyOptions {
  readonly target: Target;
  /** The journey's fixed time, as a script's clock line. */
  readonly now: number;
  readonly invariants: readonly Invariant[];
  /** The journey's variables: its {{unique.phone}}, its {{run.id}}. */
  readonly variables: Readonly<Record<string, string | number>>;
}

export class Journey {
  readonly model: JourneyModel = emptyModel();
  readonly steps: JourneyStep[] = [];
  private readonly calls: ObservedCalls;
  private readonly session: CliSession;
  /** The journey's variables, and what its lines captured ({{order}}), as a script run keeps them. */
  private readonly variables: Record<string, unknown>;

  constructor(private readonly options: JourneyOptions) {
    const { target } = options;
    this.variables = { ...options.variables };
    const origins = Object.values(target.profile.hosts);
    let calls: ObservedCalls | undefined;
    const watched: Target = {
      ...target,
      transportFor: (name) => {
        calls = observedCalls(target.transportFor(name), origins);
        return calls;
      },
    };
    this.session = openSession(watched, 'explore', {
      clock: { now: () => options.now },
      fixedNow: options.now,
    });
    if (calls === undefined) throw new Error('openSession asked for no transport');
    this.calls = calls;
  }

  projections(): Projections {
    return this.session.store.projections();
  }

  /** Runs one line; the first invariant it broke, or null. */
  async step(line: LineJson, intent: Intent): Promise<Broken | null> {
    // {{order}} was captured by an earlier line of the journey, as a script's would be.
    const parsed = parseScript(JSON.stringify(line), { known: Object.keys(this.variables) });
    const scriptLine = parsed.ok ? parsed.lines[0] : undefined;
    if (scriptLine === undefined)
      throw new Error(`the explorer typed a line jumun run refuses: ${JSON.stringify(line)}`);
    const cartRestaurant = this.projections().cart.restaurantId;
    this.calls.clear();
    const [result] = await runScript('explore', [scriptLine], this.session, undefined, this.variables);
    if (result === undefined) throw new Error('a script line ran without a result');
    this.steps.push({ line, result });
    const projections = this.projections();
    if (
      result.ok &&
      scriptLine.kind !== 'assert' &&
      'capture' in scriptLine &&
      scriptLine.capture !== undefined
    )
      for (const [name, path] of Object.entries(scriptLine.capture)) {
        const found = lookup(projections, path);
        if (found.found) this.variables[name] = found.value;
      }
    if (result.outcome === undefined && result.ok) intent.accepted?.(this.model, line);
    follow(this.model, projections);
    const seen = { result, projections, serverCart: this.calls.serverCart(), model: this.model };
    const broken = brokenBy(seen, this.options.invariants);
    if (broken !== null || !this.model.placed || line.type !== 'SubmitOrder' || cartRestaurant === null)
      return broken;
    return this.readBack(cartRestaurant);
  }

  /**
   * After a placed order: the gateway's side of it, each invariant's read-back lines run on the
   * journey's session as `jumun run` runs them; the first whose line fails is broken.
   */
  private async readBack(restaurantId: number): Promise<Broken | null> {
    for (const invariant of this.options.invariants.filter(isReadBack)) {
      const lines = invariant.lines({ restaurantId });
      const parsed = parseScript(lines.map((l) => JSON.stringify(l)).join('\n'));
      if (!parsed.ok)
        throw new Error(`${invariant.name}: its lines do not parse: ${JSON.stringify(parsed.errors)}`);
      const results = await runScript('explore', parsed.lines, this.session, undefined, this.variables);
      const failed = results.find((r) => !r.ok && r.skipped !== true);
      if (failed !== undefined)
        return { kind: 'read-back', invariant: invariant.name, lines, said: failed.failure ?? 'failed' };
    }
    return null;
  }
}
