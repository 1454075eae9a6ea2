// Placeholders in a script's strings: `{{order}}` is replaced by the value of the variable `order`
// (a capture, a built-in, --vars/--var, a data row's column). A string value that is one
// placeholder and nothing else takes the value as it is, so `"restaurantId": "{{rid}}"` becomes the
// number 1001 and `"options": "{{options}}"` a data row's whole object; inside a longer string the
// value is written out (`"{{order}}번 주문"`). An object's keys are strings too: `{"{{group}}":
// ["{{choice}}"]}` takes its key from `group`, written out, so a row can vary an option group.

const DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;
const WHOLE = /^\{\{\s*([^{}\s]+)\s*\}\}$/;

/** The names a value's strings refer to, each once, in order of appearance. */
export function placeholdersIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    for (const match of value.matchAll(PLACEHOLDER)) {
      const name = match[1] ?? '';
      if (!into.includes(name)) into.push(name);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) placeholdersIn(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      placeholdersIn(key, into);
      placeholdersIn(item, into);
    }
  }
  return into;
}

/** Whether a string is one placeholder alone (its type is only known once substituted). */
export function isWholePlaceholder(value: unknown): value is string {
  return typeof value === 'string' && WHOLE.test(value);
}

/**
 * The JSON paths (`$.options.맛[0]`, the format of domain/codecs/report.ts) of templated strings,
 * and of the values under a templated key (`$.options.{{group}}`: what it holds is checked once the
 * key is known).
 */
export function templatedPaths(value: unknown, path = '$', into: string[] = []): string[] {
  if (typeof value === 'string') {
    if (placeholdersIn(value).length > 0) into.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      templatedPaths(item, `${path}[${i}]`, into);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (placeholdersIn(key).length > 0) into.push(`${path}.${key}`);
      templatedPaths(item, `${path}.${key}`, into);
    }
  }
  return into;
}

export type Variables = Readonly<Record<string, unknown>>;

export class MissingVariable extends Error {
  constructor(readonly variable: string) {
    super(`no variable "${variable}"`);
  }
}

/** A templated key that cannot be one: a list or an object for its text, or two keys made one. */
export class BadKey extends Error {}

function written(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * In an expected value, a placeholder alone that gave a string written as a plain number ("38000"
 * from a CSV column or a --var) matches that string or that number: the column may mean either.
 * A phone's "01055550001" is no plain number (its leading zero) and stays a string.
 */
export class PlainNumber {
  constructor(
    readonly text: string,
    readonly number: number,
  ) {}
  toJSON(): string {
    return this.text;
  }
}

export interface SubstituteOptions {
  /** Expected values: a plain-number string given alone becomes a PlainNumber. */
  readonly expected?: boolean;
}

function substituteString(text: string, vars: Variables, options: SubstituteOptions): unknown {
  const whole = WHOLE.exec(text);
  const variable = (name: string) => {
    if (!Object.hasOwn(vars, name)) throw new MissingVariable(name);
    return vars[name];
  };
  if (whole !== null) {
    const value = variable(whole[1] ?? '');
    return options.expected === true && typeof value === 'string' && DECIMAL.test(value)
      ? new PlainNumber(value, Number(value))
      : value;
  }
  return text.replace(PLACEHOLDER, (_, name: string) => written(variable(name)));
}

/**
 * A key with its placeholders replaced, each written out (a number as its digits); throws
 * MissingVariable, or BadKey for a list or an object, which has no text a key could be.
 */
export function substituteKey(key: string, vars: Variables): string {
  if (!key.includes('{{')) return key;
  return key.replace(PLACEHOLDER, (_, name: string) => {
    if (!Object.hasOwn(vars, name)) throw new MissingVariable(name);
    const value = vars[name];
    if (typeof value === 'object' && value !== null)
      throw new BadKey(
        `the key "${key}": {{${name}}} is ${Array.isArray(value) ? 'a list' : 'an object'}, and a key is text (a string or a number)`,
      );
    return written(value);
  });
}

/**
 * The value with every placeholder replaced, in its strings and its objects' keys; throws
 * MissingVariable for a name not in `vars`, BadKey for a key it cannot make.
 */
export function substitute<T>(value: T, vars: Variables, options?: SubstituteOptions): T;
export function substitute(value: unknown, vars: Variables, options: SubstituteOptions = {}): unknown {
  if (typeof value === 'string') return value.includes('{{') ? substituteString(value, vars, options) : value;
  if (Array.isArray(value)) return value.map((item) => substitute(item, vars, options));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const made = substituteKey(key, vars);
      // Two keys that came out the same would keep only the last: say so rather than lose one.
      if (Object.hasOwn(out, made)) throw new BadKey(`two keys became "${made}"`);
      out[made] = substitute(item, vars, options);
    }
    return out;
  }
  return value;
}

/** A string written as a plain decimal number ("1001", not "01055550001") as its number. */
export function asDecimal(value: unknown): unknown {
  return typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
}

/**
 * A string variable (a CSV column, a --var) stays a string, but where a command refused it at a
 * whole placeholder (`paths`, as decode errors name them) and it is written as a plain decimal
 * number, the number is given instead: `"restaurantId": "{{rid}}"` with a CSV `rid` of "1001".
 * A phone's "01055550001" is not a plain decimal (its leading zero), so it is never turned.
 */
export function numbersWhereRefused(
  template: unknown,
  value: unknown,
  paths: ReadonlySet<string>,
  vars: Variables,
  path = '$',
): unknown {
  if (isWholePlaceholder(template)) return paths.has(path) ? asDecimal(value) : value;
  if (Array.isArray(template) && Array.isArray(value))
    return value.map((item, i) => numbersWhereRefused(template[i], item, paths, vars, `${path}[${i}]`));
  if (typeof template === 'object' && template !== null && typeof value === 'object' && value !== null) {
    // The value's keys are the template's substituted: each is found by its template key made again.
    const templateOf = new Map(
      Object.entries(template).map(([key, item]) => [substituteKey(key, vars), item]),
    );
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        numbersWhereRefused(templateOf.get(key), item, paths, vars, `${path}.${key}`),
      ]),
    );
  }
  return value;
}
