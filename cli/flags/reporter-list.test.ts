import { isLeft, isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { Reporter } from './flag-checks.ts';
import { decodeFlags } from './flag-codec.ts';

const reporters = (flags: { reporter?: string; json?: boolean }) => {
  const decoded = decodeFlags(Reporter, flags);
  return isRight(decoded) ? decoded.right.reporters : decoded.left;
};

describe('--reporter', () => {
  it('is pretty on stdout unless said, and json on stdout with --json', () => {
    expect(reporters({})).toEqual([{ name: 'pretty', file: null }]);
    expect(reporters({ json: true })).toEqual([{ name: 'json', file: null }]);
    expect(reporters({ reporter: 'junit' })).toEqual([{ name: 'junit', file: null }]);
  });

  it('takes several, each name[:file], the file split at its first colon only', () => {
    expect(
      reporters({ reporter: 'pretty, junit:out/junit.xml,html:report.html,json:C:\\ci\\run.ndjson' }),
    ).toEqual([
      { name: 'pretty', file: null },
      { name: 'junit', file: 'out/junit.xml' },
      { name: 'html', file: 'report.html' },
      { name: 'json', file: 'C:\\ci\\run.ndjson' },
    ]);
  });

  it.each([
    ['xml', '--reporter: unknown reporter "xml" (expected pretty, json, junit, html)'],
    ['pretty,xml:a.xml', '--reporter: unknown reporter "xml" (expected pretty, json, junit, html)'],
    [
      'pretty,json',
      '--reporter: pretty and json would both write to stdout: give all but one a file (e.g. json:FILE)',
    ],
    [
      'pretty,json,html',
      '--reporter: pretty and json and html would all write to stdout: give all but one a file (e.g. json:FILE)',
    ],
    ['junit:', '--reporter: "junit:" names no file (give junit:FILE, or junit alone for stdout)'],
    ['pretty,,junit:a', '--reporter: an empty entry in "pretty,,junit:a" (expected name[:file],…)'],
    ['junit:a.xml,html:a.xml', '--reporter: two reporters would write one file: a.xml'],
  ])('refuses %j, naming what is wrong', (raw, message) => {
    const decoded = decodeFlags(Reporter, { reporter: raw });
    expect(isLeft(decoded) && decoded.left).toBe(message);
  });
});
