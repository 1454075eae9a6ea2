// Runs one parsed QA script against a store: each command line is dispatched as the web app
// would and its outcome compared with "expect"; each assertion line checks the projections.
// The first line that fails stops the script: what follows depends on it, so the rest are reported
// as skipped rather than run into a cascade of failures (and SMS sent for nothing).
import { errorPath } from '../../domain/codecs/report.ts';
import { Command } from '../../domain/commands/commands.ts';
import { checkPath } from '../../domain/projections/projection-shape.ts';
import type { Store } from '../../domain/store/store.ts';
import { type BuiltinSource, builtinSource, builtins } from './builtins.ts';
import { commandErrors } from './command-errors.ts';
import { checkAssertions, lookup } from './dot-path.ts';
import { checkExpected } from './expected-value.ts';
import { type CassetteMiss, describeFailures, judge, missText } from './line-verdicts.ts';
import { type MenuEdit, menuEditType } from './menu-line.ts';
import { type GatewayRead, readType } from './read-line.ts';
import type { RestaurantMove } from './restaurant-line.ts';
import { withSandboxCode } from './sandbox-code.ts';
import type { Expectation, ScriptLine } from './script-line.ts';
import { BadKey, MissingVariable, numbersWhereRefused, substitute, type Variables } from './template.ts';

export interface LineResult {
  readonly script: string;
  readonly line: number;
  readonly type: string;
  readonly ok: boolean;
  /** Not run: an earlier line of the script failed (or, with `interrupted`, the run was cut off). */
  readonly skipped?: true;
  /** The line that was running when an interrupt (Ctrl+C) cut the run off: it never finished. */
  readonly interrupted?: true;
  /** The types of the events the line recorded. */
  readonly events: readonly string[];
  readonly rejection?: { readonly code: string; readonly message: string };
  /** Set when the command was refused: refused outright, or asked the customer to confirm. */
  readonly outcome?: 'rejected' | 'needs-confirmation';
  /** Why the line failed its expectation. */
  readonly failure?: string;
  /** The line made a request the cassette has no answer for (a replay run). */
  readonly cassetteMiss?: true;
  /**
   * Faults injected into the line's requests (`--faults`, or the script's own), in the order they
   * fired: what the line met was the injection, not the gateway, and every report says so.
   */
  readonly injected?: readonly InjectedFault[];
  /** A polling line ("until"): how many times its command was dispatched. */
  readonly attempts?: number;
  /** When the line started, in ms after the script's first line started (a run line only). */
  readonly startMs?: number;
  /** How long the line took, in ms (a run line only). */
  readonly durationMs?: number;
}

/** A fault that answered one of a line's requests instead of the gateway. */
export interface InjectedFault {
  /** Its kind, as the fault rule names it: `status500`, `timeout`, `reset`, … */
  readonly fault: string;
  /** The call it answered (`order.submit`), or `METHOD /path` for a request no call names. */
  readonly request: string;
}

/** A request a replayed run made that its cassette has no answer for. */
export interface ScriptSession {
  readonly store: Store;
  /** The latest code of the sandbox SMS outbox for a phone (`"code": "@sandbox"`). */
  sandboxSmsCode(phone: string): Promise<string | null>;
  /** Replay runs: every request so far that the cassette had no answer for, in order. */
  cassetteMisses?(): readonly CassetteMiss[];
  /** Runs with faults: every fault injected so far, in the order they fired. */
  injectedFaults?(): readonly InjectedFault[];
  /**
   * The sandbox restaurant moves an order (a restaurant line): null once done, else why not (the
   * gateway's refusal). A session without a sandbox gateway has none.
   */
  sandboxRestaurant?(orderNumber: string, move: Omit<RestaurantMove, 'order'>): Promise<string | null>;
  /** The sandbox restaurant changes its menu (a menu line): null once done, else why not. */
  sandboxMenu?(edit: MenuEdit): Promise<string | null>;
  /** The gateway read back (a read or resend line): what it answered, else why not. */
  gatewayRead?(
    read: GatewayRead,
  ): Promise<{ readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly why: string }>;
}

/** The line's checks with their placeholders substituted and checked again, or why they cannot be. */
function resolveChecks(
  checks: Readonly<Record<string, unknown>>,
  vars: Variables,
  /** Paths into the projections (else into what a read line read, checked when it was parsed). */
  projections = true,
): Record<string, unknown> | string {
  const resolved = substitute(checks, vars, { expected: true }) as Record<string, unknown>;
  for (const [path, expected] of Object.entries(resolved)) {
    if (projections && !Object.hasOwn(checks, path)) {
      // A templated path, checked now that it is known.
      const shape = checkPath(path);
      if (!shape.ok) return shape.message;
    }
    const bad = checkExpected(expected);
    if (bad !== null) return `"${path}": ${bad}`;
  }
  return resolved;
}

let processSource: BuiltinSource | undefined;
const processBuiltins = () => {
  processSource ??= builtinSource();
  return processSource;
};

/** A template line's command once substituted, decoded by its command's codec; or why not. */
export function resolveCommand(
  line: ScriptLine & { kind: 'command' | 'template' },
  vars: Variables,
): Command | string {
  if (line.kind === 'command') return line.command;
  const value = substitute(line.template, vars);
  const codec = Command.types.find((c) => c.name === line.type) ?? Command;
  let decoded = codec.decode(value);
  if (decoded._tag === 'Left') {
    const refused = new Set(decoded.left.map((e) => errorPath(e.context)));
    decoded = codec.decode(numbersWhereRefused(line.template, value, refused, vars));
  }
  return decoded._tag === 'Right'
    ? (decoded.right as Command)
    : `${line.type}: ${commandErrors(decoded.left).join('; ')} (after substituting the placeholders)`;
}

/** The captures of a line into `vars`; the first one that finds nothing is the line's failure. */
function capture(
  captures: Readonly<Record<string, string>>,
  root: unknown,
  vars: Record<string, unknown>,
): string | null {
  for (const [name, path] of Object.entries(captures)) {
    const found = lookup(root, path);
    if (!found.found) return `capture ${name}: ${path} is absent`;
    if (found.value === null || found.value === undefined) return `capture ${name}: ${path} is null`;
    vars[name] = found.value;
  }
  return null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Polling: the first retry soon, then backing off, never past the step's timeout. */
export const POLL_FIRST_MS = 250;
const POLL_MAX_MS = 2_000;

async function runLine(
  script: string,
  line: ScriptLine,
  session: ScriptSession,
  vars: Record<string, unknown>,
): Promise<LineResult> {
  const base = { script, line: line.line, type: lineType(line) };
  const failed = (failure: string): LineResult => ({ ...base, ok: false, events: [], failure });
  try {
    if (line.kind === 'capture') {
      const failure = capture(line.capture, session.store.projections(), vars);
      return failure === null ? { ...base, ok: true, events: [] } : failed(failure);
    }
    if (line.kind === 'restaurant') return await moveOrder(base, line.move, session, vars);
    if (line.kind === 'menu') return await editMenu(base, line.edit, session);
    if (line.kind === 'assert' || line.kind === 'read') {
      const checks = resolveChecks(line.checks, vars, line.kind === 'assert');
      if (typeof checks === 'string') return failed(checks);
      let root: unknown = session.store.projections();
      if (line.kind === 'read') {
        if (session.gatewayRead === undefined) return failed('this run has no gateway to read back');
        const read = await session.gatewayRead(line.read);
        if (!read.ok) return failed(read.why);
        root = read.value;
      }
      const failures = checkAssertions(root, checks);
      return failures.length === 0
        ? { ...base, ok: true, events: [] }
        : failed(await describeFailures(failures));
    }
    const resolved = resolveCommand(line, vars);
    if (typeof resolved === 'string') return failed(resolved);
    const expect = substitute(line.expect, vars);
    const until = line.until === undefined ? null : resolveChecks(line.until.checks, vars);
    if (typeof until === 'string') return failed(until);
    const result = await dispatchLine(base, resolved, expect, session, until, line.until);
    if (!result.ok || line.capture === undefined) return result;
    const failure = capture(line.capture, session.store.projections(), vars);
    return failure === null ? result : { ...result, ok: false, failure };
  } catch (error) {
    if (error instanceof MissingVariable)
      return failed(`no variable {{${error.variable}}} at this point of the run`);
    if (error instanceof BadKey) return failed(error.message);
    throw error;
  }
}

type LineBase = { readonly script: string; readonly line: number; readonly type: string };

/**
 * A sandbox desk's line (a restaurant or menu line): `post` is the session's call to the desk,
 * undefined when the run has none; a request the cassette has no answer for fails it as a miss.
 */
async function deskLine(
  base: LineBase,
  session: ScriptSession,
  post: (() => Promise<string | null>) | undefined,
): Promise<LineResult> {
  const failed = (failure: string, miss = false): LineResult => ({
    ...base,
    ok: false,
    events: [],
    failure,
    ...(miss ? { cassetteMiss: true as const } : {}),
  });
  if (post === undefined) return failed('this run has no sandbox restaurant');
  const missesBefore = session.cassetteMisses?.().length ?? 0;
  const refused = await post();
  const misses = session.cassetteMisses?.().slice(missesBefore) ?? [];
  if (misses.length > 0) return failed(missText(misses), true);
  return refused === null ? { ...base, ok: true, events: [] } : failed(refused);
}

/** A restaurant line: the sandbox restaurant's move, through the session's own transport. */
function moveOrder(
  base: LineBase,
  move: RestaurantMove,
  session: ScriptSession,
  vars: Record<string, unknown>,
): Promise<LineResult> {
  const desk = session.sandboxRestaurant;
  const { order, ...rest } = substitute(move, vars);
  return deskLine(base, session, desk === undefined ? undefined : () => desk(String(order), rest));
}

/** A menu line: the sandbox restaurant's menu change, through the session's own transport. */
function editMenu(base: LineBase, edit: MenuEdit, session: ScriptSession): Promise<LineResult> {
  const desk = session.sandboxMenu;
  return deskLine(base, session, desk === undefined ? undefined : () => desk(edit));
}

async function dispatchLine(
  base: { readonly script: string; readonly line: number; readonly type: string },
  lineCommand: Command,
  expect: Expectation,
  session: ScriptSession,
  until: Readonly<Record<string, unknown>> | null,
  polling: { readonly timeoutMs: number } | undefined,
): Promise<LineResult> {
  const timeoutMs = polling?.timeoutMs ?? 0;
  const started = performance.now();
  const events: string[] = [];
  const injected: InjectedFault[] = [];
  let attempts = 0;
  let wait = POLL_FIRST_MS;
  for (;;) {
    const result = await dispatchOnce(base, lineCommand, expect, session);
    attempts += 1;
    events.push(...result.events);
    injected.push(...(result.injected ?? []));
    const polled = {
      ...result,
      events: [...events],
      ...(injected.length === 0 ? {} : { injected: [...injected] }),
      ...(until === null ? {} : { attempts }),
    };
    if (!result.ok || until === null) return polled;
    const failures = checkAssertions(session.store.projections(), until);
    if (failures.length === 0) return polled;
    const left = timeoutMs - (performance.now() - started);
    if (left <= 0) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      return {
        ...polled,
        ok: false,
        failure: `until: still not so after ${attempts} tries in ${seconds}s\n${await describeFailures(failures)}`,
      };
    }
    await sleep(Math.min(wait, left));
    wait = Math.min(wait * 2, POLL_MAX_MS);
  }
}

async function dispatchOnce(
  base: { readonly script: string; readonly line: number; readonly type: string },
  lineCommand: Command,
  expect: Expectation,
  session: ScriptSession,
): Promise<LineResult> {
  const missesBefore = session.cassetteMisses?.().length ?? 0;
  const missed = (): readonly CassetteMiss[] => session.cassetteMisses?.().slice(missesBefore) ?? [];
  const faultsBefore = session.injectedFaults?.().length ?? 0;
  // The line's own, by count: each session has its own faults, and its lines run one at a time.
  const injected = () => {
    const fired = session.injectedFaults?.().slice(faultsBefore) ?? [];
    return fired.length === 0 ? {} : { injected: fired };
  };
  const command = await withSandboxCode(lineCommand, session);
  if (typeof command === 'string') {
    const misses = missed();
    return {
      ...base,
      ok: false,
      events: [],
      ...(misses.length === 0 ? { failure: command } : { failure: missText(misses), cassetteMiss: true }),
      ...injected(),
    };
  }
  const outcome = await session.store.dispatch(command);
  // A cassette miss reaches the domain as "no answer" (the service-problem text); whatever the
  // script expected, the replay did not replay, so the line fails and says which request missed.
  const misses = missed();
  const failure = misses.length > 0 ? missText(misses) : judge(expect, outcome);
  return {
    ...base,
    ok: failure === null,
    events: outcome.events.map((e) => e.type),
    ...(outcome.kind === 'accepted'
      ? {}
      : {
          outcome: outcome.kind,
          rejection: { code: String(outcome.rejection.code), message: outcome.rejection.message },
        }),
    ...(failure === null ? {} : { failure }),
    ...(misses.length > 0 ? { cassetteMiss: true as const } : {}),
    ...injected(),
  };
}

function lineType(line: ScriptLine): string {
  switch (line.kind) {
    case 'assert':
    case 'capture':
      return line.kind;
    case 'restaurant':
      return `restaurant ${line.move.action}`;
    case 'menu':
      return menuEditType(line.edit);
    case 'read':
      return readType(line.read);
    case 'template':
      return line.type;
    case 'command':
      return line.command.type;
    default: {
      const never: never = line;
      return never;
    }
  }
}

export async function runScript(
  script: string,
  lines: readonly ScriptLine[],
  session: ScriptSession,
  onLine: (result: LineResult) => void = () => {},
  /** The variables the script starts with: built-ins, --vars/--var, its data row. */
  variables: Variables = {},
): Promise<LineResult[]> {
  // A caller that gives no built-ins (a test, a single script) still gets a fresh phone and a run.
  const vars: Record<string, unknown> = { ...builtins(processBuiltins(), 0), ...variables };
  const results: LineResult[] = [];
  let stopped = false;
  // Wall time, not the session's clock: a script with a fixed clock still takes real time.
  const scriptStart = performance.now();
  const ms = (n: number) => Math.round(n * 10) / 10;
  for (const line of lines) {
    const started = performance.now();
    const result: LineResult = stopped
      ? { script, line: line.line, type: lineType(line), ok: false, skipped: true, events: [] }
      : {
          ...(await runLine(script, line, session, vars)),
          startMs: ms(started - scriptStart),
          durationMs: ms(performance.now() - started),
        };
    if (!result.ok) stopped = true;
    results.push(result);
    onLine(result);
  }
  return results;
}

/** Every line of a script that was not run at all. */
export function skippedScript(script: string, lines: readonly ScriptLine[]): LineResult[] {
  return lines.map((line) => ({
    script,
    line: line.line,
    type: lineType(line),
    ok: false,
    skipped: true,
    events: [],
  }));
}
