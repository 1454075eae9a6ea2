// A QA script is JSON Lines: blank lines and lines starting with '#' are ignored; a command line
// is a command exactly as the web app dispatches it, optionally with "expect"; an assertion line
// is {"assert": {"dot.path": value, ...}}; a clock line {"now": "2026-11-21T12:00:00+09:00"}, before
// the first command, is the time the script runs at. A capture line {"capture": {"order":
// "checkout.orderNumber"}} (or a "capture" key on a command line, taken after the command ran)
// keeps a value for `{{order}}` in the strings of later lines (template.ts). A command line may
// poll: "until": {"dot.path": expected, ...} with "timeout": "5s" dispatches the command again
// until every check holds. A restaurant line {"restaurant": "accept", "order": "{{order}}"} has the
// sandbox restaurant move an order (restaurant-line.ts); a menu line {"menu": {"restaurantId": 1001,
// "item": "치즈볼 (5개)", "price": 5500}} has it change its menu (menu-line.ts). A read line {"read":
// "menu", "restaurantId": 1001, "assert": {…}} or a resend line {"resend": "SubmitOrder", "assert":
// {…}} holds what the gateway answers to checks (read-line.ts).
import * as t from 'io-ts';
import { instantWithOffset } from '../../contract/time-with-offset.ts';
import { closestName } from '../../domain/closest-name.ts';
import { errorPath } from '../../domain/codecs/report.ts';
import { Command, commandTypes } from '../../domain/commands/commands.ts';
import { checkPath } from '../../domain/projections/projection-shape.ts';
import { BUILTIN_NAMES } from './builtins.ts';
import { commandErrors } from './command-errors.ts';
import { expectationHint } from './expectation-hint.ts';
import { checkExpectedPaths } from './expected-paths.ts';
import { checkExpected } from './expected-value.ts';
import { type MenuEdit, parseMenuEdit } from './menu-line.ts';
import { type GatewayRead, parseReadLine } from './read-line.ts';
import { moveNames, parseRestaurantMove, type RestaurantMove } from './restaurant-line.ts';
import { placeholdersIn, templatedPaths } from './template.ts';

export const Expectation = t.union([
  t.literal('ok'),
  t.type({ rejected: t.string }),
  /** The command asks the customer to confirm (a dialog), with this code or text. */
  t.type({ confirm: t.string }),
]);
export type Expectation = t.TypeOf<typeof Expectation>;

/** What a command line does beside its command: captures after it, polling until checks hold. */
export interface CommandExtras {
  /** Variable name → dot path, read from the projections once the command ran. */
  readonly capture?: Readonly<Record<string, string>>;
  /** Dispatch again until every check holds, for at most `timeoutMs`. */
  readonly until?: { readonly checks: Readonly<Record<string, unknown>>; readonly timeoutMs: number };
}

export type ScriptLine =
  | ({
      readonly kind: 'command';
      readonly line: number;
      readonly command: Command;
      readonly expect: Expectation;
    } & CommandExtras)
  /** A command line with placeholders: its shape was checked, it is decoded once substituted. */
  | ({
      readonly kind: 'template';
      readonly line: number;
      readonly type: string;
      readonly template: Readonly<Record<string, unknown>>;
      readonly expect: Expectation;
    } & CommandExtras)
  | { readonly kind: 'assert'; readonly line: number; readonly checks: Readonly<Record<string, unknown>> }
  /** The sandbox restaurant moves an order (restaurant-line.ts). */
  | { readonly kind: 'restaurant'; readonly line: number; readonly move: RestaurantMove }
  /** The sandbox restaurant changes its menu (menu-line.ts). */
  | { readonly kind: 'menu'; readonly line: number; readonly edit: MenuEdit }
  /** The gateway read back and held to checks (read-line.ts). */
  | {
      readonly kind: 'read';
      readonly line: number;
      readonly read: GatewayRead;
      readonly checks: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'capture'; readonly line: number; readonly capture: Readonly<Record<string, string>> };

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

function parseClockLine(json: Record<string, unknown>, line: number): ClockLine | ScriptError {
  const keys = Object.keys(json);
  if (keys.length !== 1) return { line, message: `a clock line holds only "now" (found ${keys.join(', ')})` };
  const now = typeof json.now === 'string' ? instantWithOffset(json.now) : null;
  if (now === null)
    return {
      line,
      message: '"now" must be an ISO 8601 time with an offset, e.g. "2026-11-21T12:00:00+09:00"',
    };
  return { kind: 'clock', line, now };
}

const CAPTURE_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

function parseCapture(
  raw: unknown,
  line: number,
): { readonly capture: Record<string, string> } | ScriptError {
  const example = '{"capture": {"order": "checkout.orderNumber"}}';
  if (!isRecord(raw) || Object.keys(raw).length === 0)
    return { line, message: `"capture" must be an object of names to dot paths, e.g. ${example}` };
  for (const [name, path] of Object.entries(raw)) {
    if (!CAPTURE_NAME.test(name))
      return {
        line,
        message: `capture "${name}": a name is letters, digits, _ or - (no dots), e.g. ${example}`,
      };
    if ((BUILTIN_NAMES as readonly string[]).includes(name))
      return { line, message: `capture "${name}": a built-in cannot be captured over` };
    if (typeof path !== 'string')
      return { line, message: `capture "${name}": the dot path must be a string` };
    const shape = checkPath(path);
    if (!shape.ok) return { line, message: `capture "${name}": ${shape.message}` };
  }
  return { capture: raw as Record<string, string> };
}

function parseChecks(
  raw: unknown,
  line: number,
  key: string,
): { readonly checks: Record<string, unknown> } | ScriptError {
  if (!isRecord(raw) || Object.keys(raw).length === 0)
    return {
      line,
      message: `"${key}" must be an object of dot paths to expected values, e.g. {"${key}": {"cart.total": 23000}}`,
    };
  for (const [path, expected] of Object.entries(raw)) {
    // A templated path is known at run time only: it is checked then (run-script.ts).
    const shape = placeholdersIn(path).length > 0 ? { ok: true as const } : checkPath(path);
    if (!shape.ok) return { line, message: shape.message };
    const value = checkExpected(expected);
    if (value !== null) return { line, message: `"${path}": ${value}` };
    const below = checkExpectedPaths(path, expected);
    if (below !== null) return { line, message: below };
  }
  return { checks: raw };
}

const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m)$/;
/** The longest a step may poll: a script that waits longer is waiting for something else. */
const MAX_TIMEOUT_MS = 10 * 60_000;
export const DEFAULT_UNTIL_TIMEOUT_MS = 5_000;

/** "250ms", "5s", "1.5m" in ms, or why not. */
export function parseDuration(raw: unknown): number | string {
  const match = typeof raw === 'string' ? DURATION.exec(raw.trim()) : null;
  if (match === null)
    return `"timeout" takes a duration such as "500ms", "5s" or "2m", got ${JSON.stringify(raw)}`;
  const ms = Number(match[1]) * (match[2] === 'ms' ? 1 : match[2] === 's' ? 1000 : 60_000);
  if (ms <= 0 || ms > MAX_TIMEOUT_MS) return `"timeout" must be more than 0 and at most 10m, got ${raw}`;
  return ms;
}

function parseExtras(json: Record<string, unknown>, line: number): CommandExtras | ScriptError {
  const extras: { capture?: Record<string, string>; until?: CommandExtras['until'] } = {};
  if (json.capture !== undefined) {
    const parsed = parseCapture(json.capture, line);
    if ('message' in parsed) return parsed;
    extras.capture = parsed.capture;
  }
  if (json.until === undefined) {
    if (json.timeout !== undefined)
      return { line, message: '"timeout" goes with "until": {"until": {…}, "timeout": "5s"}' };
    return extras;
  }
  const parsed = parseChecks(json.until, line, 'until');
  if ('message' in parsed) return parsed;
  const { checks } = parsed;
  const timeoutMs = json.timeout === undefined ? DEFAULT_UNTIL_TIMEOUT_MS : parseDuration(json.timeout);
  if (typeof timeoutMs === 'string') return { line, message: timeoutMs };
  extras.until = { checks, timeoutMs };
  return extras;
}

type ParsedLine = ScriptLine | ClockLine | ScriptError | null;

function parseScriptLine(text: string, line: number): ParsedLine {
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
  if ('capture' in json && !('type' in json)) {
    const keys = Object.keys(json);
    if (keys.length !== 1)
      return { line, message: `a capture line holds only "capture" (found ${keys.join(', ')})` };
    const parsed = parseCapture(json.capture, line);
    return 'message' in parsed ? parsed : { kind: 'capture', line, capture: parsed.capture };
  }
  if ('restaurant' in json && !('type' in json)) {
    const move = parseRestaurantMove(json);
    return typeof move === 'string' ? { line, message: move } : { kind: 'restaurant', line, move };
  }
  if ('menu' in json && !('type' in json)) {
    const edit = parseMenuEdit(json);
    return typeof edit === 'string' ? { line, message: edit } : { kind: 'menu', line, edit };
  }
  if (('read' in json || 'resend' in json) && !('type' in json)) {
    const read = parseReadLine(json);
    return typeof read === 'string' ? { line, message: read } : { kind: 'read', line, ...read };
  }
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
    const parsed = parseChecks(decoded.right.assert, line, 'assert');
    return 'message' in parsed ? parsed : { kind: 'assert', line, checks: parsed.checks };
  }
  const { expect: expectRaw = 'ok', capture: _capture, until: _until, timeout: _timeout, ...rest } = json;
  const expectation = Expectation.decode(expectRaw);
  // io-ts passes other keys: {"rejected": …, "confirm": …} or a typo beside a form is no expectation
  if (expectation._tag === 'Left' || (isRecord(expectRaw) && Object.keys(expectRaw).length !== 1)) {
    return { line, message: expectationHint(expectRaw) };
  }
  const extras = parseExtras(json, line);
  if ('message' in extras) return extras;
  if (typeof rest.type !== 'string') {
    const meant = Object.keys(json)
      .map((key) => [key, closestName(key, ['type', 'assert', 'capture'])] as const)
      .find(([, near]) => near !== undefined);
    return {
      line,
      message: `a command line needs a "type" (e.g. "AddItem") or an "assert"${meant === undefined ? '' : `; did you mean "${meant[1]}" for "${meant[0]}"?`}`,
    };
  }
  const type = rest.type;
  const codec = Command.types.find((c) => c.name === type);
  if (codec === undefined) {
    if (placeholdersIn(type).length > 0)
      return { line, message: 'a command\'s "type" cannot be a placeholder' };
    return { line, message: `unknown command type "${type}"${didYouMean(type, commandTypes)}` };
  }
  const allowed = allowedKeys(type);
  const unknown = Object.keys(rest).filter((k) => !allowed.includes(k));
  if (unknown.length > 0)
    return {
      line,
      message: `${type}: ${unknown.map((k) => `unknown field "${k}"${didYouMean(k, [...allowed, 'expect', 'capture', 'until', 'timeout'])}`).join('; ')}`,
    };
  // A templated field's value is known at run time only; every other field is checked now.
  const templated = new Set(templatedPaths(rest));
  const decoded = codec.decode(rest);
  if (templated.size === 0) {
    return decoded._tag === 'Right'
      ? { kind: 'command', line, command: decoded.right as Command, expect: expectation.right, ...extras }
      : { line, message: `${type}: ${commandErrors(decoded.left).join('; ')}` };
  }
  const errors =
    decoded._tag === 'Right' ? [] : decoded.left.filter((e) => !templated.has(errorPath(e.context)));
  if (errors.length > 0) return { line, message: `${type}: ${commandErrors(errors).join('; ')}` };
  return { kind: 'template', line, type, template: rest, expect: expectation.right, ...extras };
}

const didYouMean = (name: string, known: readonly string[]) => {
  const near = closestName(name, known);
  return near === undefined ? '' : `; did you mean "${near}"?`;
};

/** io-ts passes unknown keys through; a typo in a script must not pass silently. */
function allowedKeys(type: string): string[] {
  const codec = Command.types.find((c) => c.name === type);
  const allowed = ['type', 'confirmed'];
  if (codec === undefined) return allowed;
  for (const part of codec.types)
    if ('props' in part)
      for (const key of Object.keys(part.props)) if (!allowed.includes(key)) allowed.push(key);
  return allowed;
}

export type ParsedScript =
  | {
      readonly ok: true;
      readonly lines: readonly ScriptLine[];
      /** The script's clock line, or null when it runs on the runner's clock. */
      readonly now: number | null;
      /** The names the script takes from outside (--vars, --var, a data row), with the first line using each. */
      readonly uses: ReadonlyMap<string, number>;
    }
  | { readonly ok: false; readonly errors: readonly ScriptError[] };

/** The placeholders a line's strings name (a capture's paths are no strings of the line). */
export function namesUsed(line: ScriptLine): string[] {
  switch (line.kind) {
    case 'assert':
    case 'read':
      return placeholdersIn(line.checks);
    case 'capture':
      return [];
    case 'restaurant':
      return moveNames(line.move);
    case 'menu':
      return [];
    case 'command':
      return placeholdersIn([line.expect, line.until?.checks ?? null]);
    case 'template':
      return placeholdersIn([line.template, line.expect, line.until?.checks ?? null]);
    default: {
      const never: never = line;
      return never;
    }
  }
}

export interface ParseOptions {
  /** Names given from outside (--vars, --var, a data file's columns): every other name is a typo. */
  readonly known?: readonly string[];
}

/** Every error of the script, so a bad script is fixed in one go; nothing runs unless all decode. */
export function parseScript(text: string, options: ParseOptions = {}): ParsedScript {
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
  const uses = new Map<string, number>();
  const known = new Set<string>([...BUILTIN_NAMES, ...(options.known ?? [])]);
  const captured = new Set<string>();
  for (const line of lines) {
    for (const name of namesUsed(line)) {
      if (captured.has(name)) continue;
      if (known.has(name)) {
        if (!(BUILTIN_NAMES as readonly string[]).includes(name) && !uses.has(name))
          uses.set(name, line.line);
        continue;
      }
      const laterCapture = lines.some(
        (l) =>
          l.line >= line.line &&
          (l.kind === 'capture' || l.kind === 'command' || l.kind === 'template') &&
          l.capture !== undefined &&
          name in l.capture,
      );
      // A mistyped built-in is no variable to give: --var would only hide the typo.
      const near = closestName(name, [...known, ...captured]);
      if (near !== undefined && (BUILTIN_NAMES as readonly string[]).includes(near) && !laterCapture)
        errors.push({
          line: line.line,
          message: `unknown variable {{${name}}}; did you mean {{${near}}}? (a built-in: ${BUILTIN_NAMES.map((b) => `{{${b}}}`).join(', ')})`,
        });
      else
        errors.push({
          line: line.line,
          message: `unknown variable {{${name}}}${near === undefined ? '' : `; did you mean "${near}"?`}${laterCapture ? ' (it is captured only later)' : ''}; give it with --var ${name}=VALUE, --vars FILE or a data column (# data: FILE), or capture it on an earlier line`,
        });
    }
    if (
      line.kind !== 'assert' &&
      line.kind !== 'read' &&
      line.kind !== 'restaurant' &&
      line.kind !== 'menu' &&
      line.capture !== undefined
    )
      for (const name of Object.keys(line.capture)) captured.add(name);
  }
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.line - b.line) };
  if (lines.length === 0)
    return { ok: false, errors: [{ line: 0, message: 'the script has no command or assertion lines' }] };
  return { ok: true, lines, now, uses };
}
