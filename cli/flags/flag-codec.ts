// How a command's flags become its typed options: one io-ts codec over the option object that
// commander hands the action. Checks run in the order of the command's --help and the first wrong
// one is the refusal (exit 2), naming the flag: `--port: not a port number: 80a`.
import { type Either, isLeft, left, right } from 'fp-ts/Either';
import * as t from 'io-ts';

/** `addressDetail` → `--address-detail`: commander's key of a flag, back as it is typed. */
export function flagName(key: string): string {
  return `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** What decoding a value answers: the value, or what is wrong with it. */
export type Check<I, A> = (raw: I) => Either<string, A>;

function checked<A>(
  name: string,
  is: t.Is<A>,
  check: Check<string, A>,
  label: (c: t.Context) => string,
): t.Type<A, unknown, unknown> {
  return new t.Type<A, unknown, unknown>(
    name,
    is,
    (u, c) => {
      if (typeof u !== 'string') return t.failure(u, c, `${label(c)}: expected text, got ${String(u)}`);
      const result = check(u);
      return isLeft(result) ? t.failure(u, c, `${label(c)}: ${result.left}`) : t.success(result.right);
    },
    t.identity,
  );
}

/** One flag's text through a check; a refusal is prefixed with the flag, named after its key. */
export function flag<A>(name: string, is: t.Is<A>, check: Check<string, A>): t.Type<A, unknown, unknown> {
  return checked(name, is, check, (c) => flagName(c[c.length - 1]?.key ?? ''));
}

/** A command's argument through a check; a refusal is prefixed with `label`. */
export function argument<A>(
  label: string,
  is: t.Is<A>,
  check: Check<string, A>,
): t.Type<A, unknown, unknown> {
  return checked(label, is, check, () => label);
}

/** A flag that may be left out (commander then gives `undefined`): absent decodes to `absent`. */
export function optional<A, D>(
  codec: t.Type<A, unknown, unknown>,
  absent: D,
): t.Type<A | D, unknown, unknown> {
  return new t.Type<A | D, unknown, unknown>(
    codec.name,
    (u): u is A | D => u === absent || codec.is(u),
    (u, c) => (u === undefined ? t.success(absent) : codec.validate(u, c)),
    t.identity,
  );
}

/**
 * A flag that takes one value, collected by commander (`--data a.csv --data b.csv` gives both) so
 * that a second is refused rather than silently kept over the first; `why` says why one only.
 */
export function once(why: string): t.Type<string, unknown, unknown> {
  return new t.Type<string, unknown, unknown>(
    'Once',
    (u): u is string => typeof u === 'string',
    (u, c) => {
      const name = flagName(c[c.length - 1]?.key ?? '');
      const values = typeof u === 'string' ? [u] : u;
      if (!Array.isArray(values) || !values.every((v) => typeof v === 'string'))
        return t.failure(u, c, `${name}: expected text, got ${String(u)}`);
      return values.length === 1
        ? t.success(values[0] as string)
        : t.failure(u, c, `${name} given ${values.length} times (${values.join(', ')}): ${why}`);
    },
    t.identity,
  );
}

/** Some flags, each by its own codec; the decoded object holds those keys only. */
export const fields = <P extends t.Props>(props: P) => t.exact(t.type(props));

/**
 * A rule over several flags at once (two flags that answer one question, one that needs another):
 * the flags decoded by `flags`, then checked together into `output`; the refusal is said whole.
 */
export function across<P extends t.Props, B>(
  name: string,
  flags: P,
  output: t.Type<B, unknown, unknown>,
  check: Check<t.TypeOf<t.ExactC<t.TypeC<P>>>, B>,
): t.Type<B, unknown, unknown> {
  const input = fields(flags);
  return new t.Type<B, unknown, unknown>(
    name,
    output.is,
    (u, c) => {
      const decoded = input.validate(u, c);
      if (isLeft(decoded)) return decoded;
      const result = check(decoded.right);
      return isLeft(result) ? t.failure(u, c, result.left) : t.success(result.right);
    },
    t.identity,
  );
}

/** Commander's options decoded: the typed options, or the refusal of the first wrong flag. */
export function decodeFlags<A>(codec: t.Decoder<unknown, A>, options: unknown): Either<string, A> {
  const decoded = codec.decode(options);
  if (!isLeft(decoded)) return right(decoded.right);
  const first = decoded.left[0];
  const key = first?.context[first.context.length - 1]?.key ?? '';
  return left(first?.message ?? `${flagName(key)}: not understood: ${String(first?.value)}`);
}
