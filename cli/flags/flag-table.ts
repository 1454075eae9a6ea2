// A command's flags declared once, as a table in --help order (as Vitest's cli-config does): each
// row says the flag as typed, what --help says of it, its default and whether it repeats. The
// commander registration and the type of the options commander hands the action are derived from
// it; the codecs that check the values (flag-codec.ts) read those options by the same keys.
import { type Command, Option } from 'commander';

/** One flag: `--name`, `--name <value>` or `--name [value]`, as --help shows it. */
export interface FlagRow {
  readonly flags: string;
  readonly description: string;
  /** What commander hands when the flag is left out, shown in --help as `(default: "…")`. */
  readonly default?: string;
  /** Left out, commander refuses the command (`error: required option '--x <v>' not specified`). */
  readonly required?: boolean;
  /** Every value kept, in the order typed (`--tag smoke --tag coupon`), rather than the last. */
  readonly repeatable?: boolean;
  /**
   * Kept by a parser the registration gives (addFlags' `recorders`), not in the options: `jumun
   * order`'s --item, --option and --amount go into one list in the order typed.
   */
  readonly recorded?: boolean;
}

type TypedName<F extends string> = F extends `--${infer N} ${string}`
  ? N
  : F extends `--${infer N}`
    ? N
    : never;
/** `--no-sandbox` is commander's `sandbox`, true unless the flag is given. */
type LongName<F extends string> = F extends string
  ? TypedName<F> extends `no-${infer N}`
    ? N
    : TypedName<F>
  : never;
type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;

/** Commander's key of a flag: `--address-detail <text>` → `addressDetail`. */
export type KeyOf<R extends FlagRow> = Camel<LongName<R['flags']>>;

type ValueOf<R extends FlagRow> = R['repeatable'] extends true
  ? readonly string[]
  : R['flags'] extends `${string} <${string}...>`
    ? readonly string[]
    : R['flags'] extends `${string} <${string}>`
      ? string
      : R['flags'] extends `${string} [${string}]`
        ? boolean | string
        : boolean;

type Recorded<R extends FlagRow> = R['recorded'] extends true ? never : R;
type Required<R extends FlagRow> = R['required'] extends true ? R : never;

/**
 * The options commander hands the action of a command whose flags are `rows`: a required flag is
 * always there; any other may be left out (a default is commander's, a caller of the action may
 * leave it to the codec's).
 */
export type FlagsOf<Rows extends readonly FlagRow[]> = {
  readonly [R in Recorded<Rows[number]> as KeyOf<R>]?: ValueOf<R>;
} & { readonly [R in Required<Recorded<Rows[number]>> as KeyOf<R>]: ValueOf<R> };

const collect = (value: string, previous: readonly string[] | undefined): string[] => [
  ...(previous ?? []),
  value,
];

/** The commander option of one row. */
export function flagOption(row: FlagRow): Option {
  const option = new Option(row.flags, row.description);
  if (row.default !== undefined) option.default(row.default);
  if (row.required === true) option.makeOptionMandatory();
  if (row.repeatable === true) option.argParser(collect);
  return option;
}

/**
 * Registers every row on `command`, in the table's order (the order of --help and of the checks);
 * a recorded row takes its parser from `recorders`, by its key.
 */
export function addFlags(
  command: Command,
  rows: readonly FlagRow[],
  recorders: Readonly<Record<string, (value: string) => unknown>> = {},
): Command {
  for (const row of rows) {
    const option = flagOption(row);
    if (row.recorded === true) {
      const recorder = recorders[option.attributeName()];
      if (recorder === undefined) throw new Error(`${row.flags}: recorded, but no recorder was given`);
      option.argParser(recorder);
    }
    command.addOption(option);
  }
  return command;
}
