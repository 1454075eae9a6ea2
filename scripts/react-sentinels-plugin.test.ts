// The build step of web/boot/react-sentinels-plugin.ts, on the installed React DOM and on a sample.
// (Here, beside the build's other Node-side tests: it reads node_modules.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SENTINEL_CODES, withStacklessSentinels } from '../web/boot/react-sentinels-plugin.ts';

const CLIENT = join(
  dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
  'cjs/react-dom-client.production.js',
);

describe("React DOM's load-time sentinels", () => {
  it('are built without a stack trace in the installed React DOM, each code once', () => {
    const source = readFileSync(CLIENT, 'utf8');
    const rewritten = withStacklessSentinels(source, CLIENT);
    for (const code of SENTINEL_CODES) {
      expect(rewritten).toContain(`__jumunSentinel(formatProdErrorMessage(${code}))`);
      expect(rewritten).not.toContain(`Error(formatProdErrorMessage(${code}))`);
    }
    // every other error is left as React builds it
    expect(rewritten.match(/\bError\(formatProdErrorMessage\(/g)?.length).toBe(
      (source.match(/\bError\(formatProdErrorMessage\(/g)?.length ?? 0) - SENTINEL_CODES.length,
    );
  });

  it('are errors by prototype and message, with no stack', () => {
    const module = { exports: {} as Record<string, unknown> };
    const source = `${withStacklessSentinels(
      'function formatProdErrorMessage(c) { return "Minified React error #" + c; }\n' +
        'var a = Error(formatProdErrorMessage(460)), b = Error(formatProdErrorMessage(461)), c = Error(formatProdErrorMessage(474)), d = Error(formatProdErrorMessage(519)), e = Error(formatProdErrorMessage(542));\n',
      'react-dom-client.production.js',
    )}module.exports = { a, d };`;
    new Function('module', source)(module);
    const a = module.exports.a as Error;
    expect(a).toBeInstanceOf(Error);
    expect(a.message).toBe('Minified React error #460');
    expect(String(a)).toBe('Error: Minified React error #460');
    expect(a.stack).toBeUndefined();
    expect(module.exports.d).not.toBe(a);
  });

  it('fail the build, naming the file, when React DOM no longer builds exactly these', () => {
    expect(() =>
      withStacklessSentinels(
        'var a = Error(formatProdErrorMessage(460));',
        'x/react-dom-client.production.js',
      ),
    ).toThrow(
      "x/react-dom-client.production.js: expected React DOM's load-time sentinel errors 460, 461, 474, 519, 542, found 460",
    );
    expect(() => withStacklessSentinels('', 'y.js')).toThrow('found none');
  });
});
