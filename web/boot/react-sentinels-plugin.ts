// A build step for React DOM's client (react-dom-client.production.js). At its load React DOM builds
// five `Error`s it only ever throws and catches by identity (SuspenseException and its kin, the
// hydration mismatch's): never shown, never read for a stack. Where an inspector is attached (the
// Runtime domain of DevTools, Lighthouse, a test driver), V8 takes a detailed stack trace of each
// new Error, and the first one, taken inside the boot chunk's module body, makes V8 parse the whole
// boot chunk again for its line numbers: 250-460 ms of the boot module's evaluation at 4× CPU, which
// a customer's browser (no inspector) never pays and Lighthouse's TBT counts. Built here as objects
// of Error's prototype with their message and no captured stack, they are the same sentinels
// without the trace. The step fails the build if the file no longer holds exactly these five, so a
// new React is looked at rather than patched blindly.
import type { Plugin } from 'vite';

/** React DOM's error codes of the sentinels it builds at load (react.dev/errors/N). */
export const SENTINEL_CODES = [460, 461, 474, 519, 542] as const;

const CLIENT_FILE = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const SENTINEL = /\bError\(formatProdErrorMessage\((\d+)\)\)/g;
/** A sentinel as React uses it: an Error by prototype and message, with no stack captured. */
const SENTINEL_FACTORY =
  'function __jumunSentinel(message) { var e = Object.create(Error.prototype); e.message = message; return e; }\n';

/** The module's source with its load-time sentinels built without a stack trace. */
export function withStacklessSentinels(source: string, file: string): string {
  const found: number[] = [];
  const rewritten = source.replace(SENTINEL, (call, code: string) => {
    if (!(SENTINEL_CODES as readonly number[]).includes(Number(code))) return call;
    found.push(Number(code));
    return `__jumunSentinel(formatProdErrorMessage(${code}))`;
  });
  const expected = SENTINEL_CODES.join(', ');
  const got = found.sort((a, b) => a - b).join(', ');
  if (got !== expected)
    throw new Error(
      `${file}: expected React DOM's load-time sentinel errors ${expected}, found ${got || 'none'} (web/boot/react-sentinels-plugin.ts)`,
    );
  return SENTINEL_FACTORY + rewritten;
}

export function stacklessReactSentinels(): Plugin {
  return {
    name: 'jumun-stackless-react-sentinels',
    apply: 'build',
    enforce: 'pre',
    transform(source, id) {
      if (!CLIENT_FILE.test(id)) return null;
      return { code: withStacklessSentinels(source, id), map: null };
    },
  };
}
