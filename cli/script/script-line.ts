// A QA script is JSON Lines: blank lines and lines starting with '#' are ignored; a command line
// is a command exactly as the web app dispatches it, optionally with "expect"; an assertion line
// is {"assert": {"dot.path": value, ...}}; a clock line {"now": "2026-11-21T12:00:00+09:00"}, before
// the first command, is the time the script runs at.
import * as t from 'io-ts';
import { closestName } from '../../domain/closest-name.ts';
import { reportErrors } from '../../domain/codecs/report.ts';
import { Command, commandTypes } from '../../domain/commands/commands.ts';
import { checkPath } from '../../domain/projections/projection-shape.ts';
import { checkExpected } from './expected-value.ts';

export const Expectation = t.union([
  t.literal('ok'),
  t.type({ rejected: t.string }),
  /** The command asks the customer to confirm (a dialog), with this code or text. */
  t.type({ confirm: t.string }),
]);
export type Expectation = t.TypeOf<typeof Expectation>;

export type ScriptLine =
  | {
      readonly kind: 'command';
      readonly line: number;
      readonly command: Command;
      readonly expect: Expectation;
    }
  | { readonly kind: 'assert'; readonly line: number; readonly checks: Readonly<Record<string, unknown>> };

export interface ScriptError {
  readonly line: number;
  readonly message: string;
}

const AssertLine = t.strict({ assert: t.record(t.string, t.unknown) });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The time a script runs at (its clock line), in ms since the epoch. */
interface ClockLine {
  readonly kind: 'clock';
  readonly line: number;
  readonly now: number;
}

const WITH_OFFSET = /(Z|[+-]\d{2}:\d{2})$/;

function parseClockLine(json: Record<string, unknown>, line: number): ClockLine | ScriptError {
  const keys = Object.keys(json);
  if (keys.length !== 1) return { line, message: `a clock line holds only "now" (found ${keys.join(', ')})` };
  const now = typeof json.now === 'string' && WITH_OFFSET.test(json.now) ? Date.parse(json.now) : Number.NaN;
  if (Number.isNaN(now))
    return {
      line,
      message: '"now" must be an ISO 8601 time with an offset, e.g. "2026-11-21T12:00:00+09:00"',
    };
  return { kind: 'clock', line, now };
}

function parseScriptLine(text: string, line: number): ScriptLine | ClockLine | ScriptError | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch (error) {
    return { line, message: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!isRecord(json)) return { line, message: 'expected a JSON object' };
  if ('now' in json) return parseClockLine(json, line);
  if ('assert' in json) {
    const keys = Object.keys(json);
    if (keys.length !== 1)
      return { line, message: `an assertion line holds only "assert" (found ${keys.join(', ')})` };
    const decoded = AssertLine.decode(json);
    if (decoded._tag === 'Left' || Object.keys(decoded.right.assert).length === 0) {
      return {
        line,
        message:
          '"assert" must be an object of dot paths to expected values, e.g. {"assert": {"cart.total": 23000}}',
      };
    }
    for (const [path, expected] of Object.entries(decoded.right.assert)) {
      const shape = checkPath(path);
      if (!shape.ok) return { line, message: shape.message };
      const value = checkExpected(expected);
      if (value !== null) return { line, message: `"${path}": ${value}` };
    }
    return { kind: 'assert', line, checks: decoded.right.assert };
  }
  const { expect: expectRaw = 'ok', ...rest } = json;
  const expectation = Expectation.decode(expectRaw);
  if (expectation._tag === 'Left') {
    return { line, message: `"expect" must be "ok", {"rejected": "TEXT"} or {"confirm": "TEXT"}` };
  }
  if (typeof rest.type !== 'string') {
    const meant = Object.keys(json)
      .map((key) => [key, closestName(key, ['type', 'assert'])] as const)
      .find(([, near]) => near !== undefined);
    return {
      line,
      message: `a command line needs a "type" (e.g. "AddItem") or an "assert"${meant === undefined ? '' : `; did you mean "${meant[1]}" for "${meant[0]}"?`}`,
    };
  }
  const command = Command.decode(rest);
  if (command._tag === 'Left') {
    const known = Command.types.some((c) => c.name === rest.type);
    if (!known)
      return { line, message: `unknown command type "${rest.type}"${didYouMean(rest.type, commandTypes)}` };
    return { line, message: `${rest.type}: ${reportErrors(command.left, 3).join('; ')}` };
  }
  const allowed = allowedKeys(command.right);
  const unknown = Object.keys(rest).filter((k) => !allowed.includes(k));
  if (unknown.length > 0)
    return {
      line,
      message: `${rest.type}: ${unknown.map((k) => `unknown field "${k}"${didYouMean(k, [...allowed, 'expect'])}`).join('; ')}`,
    };
  return { kind: 'command', line, command: command.right, expect: expectation.right };
}

const didYouMean = (name: string, known: readonly string[]) => {
  const near = closestName(name, known);
  return near === undefined ? '' : `; did you mean "${near}"?`;
};

/** io-ts passes unknown keys through; a typo in a script must not pass silently. */
function allowedKeys(decoded: Command): string[] {
  const codec = Command.types.find((c) => c.name === decoded.type);
  const allowed = ['type', 'confirmed'];
  if (codec === undefined) return allowed;
  for (const part of codec.types)
    if ('props' in part)
      for (const key of Object.keys(part.props)) if (!allowed.includes(key)) allowed.push(key);
  return allowed;
}

export type ParsedScript =
  /** `now`: the script's clock line, or null when it runs on the runner's clock. */
  | { readonly ok: true; readonly lines: readonly ScriptLine[]; readonly now: number | null }
  | { readonly ok: false; readonly errors: readonly ScriptError[] };

/** Every error of the script, so a bad script is fixed in one go; nothing runs unless all decode. */
export function parseScript(text: string): ParsedScript {
  const lines: ScriptLine[] = [];
  const errors: ScriptError[] = [];
  let now: number | null = null;
  text.split(/\r?\n/).forEach((raw, i) => {
    const parsed = parseScriptLine(raw, i + 1);
    if (parsed === null) return;
    if ('message' in parsed) errors.push(parsed);
    else if (parsed.kind !== 'clock') lines.push(parsed);
    else if (now !== null || lines.length > 0)
      errors.push({ line: parsed.line, message: 'a clock line comes once, before the first command' });
    else now = parsed.now;
  });
  if (errors.length > 0) return { ok: false, errors };
  if (lines.length === 0)
    return { ok: false, errors: [{ line: 0, message: 'the script has no command or assertion lines' }] };
  return { ok: true, lines, now };
}
