// `jumun show-trace FILE [--open]` in-process, its streams watched and the opener faked.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exitCodes } from '../exit.ts';
import { fakeStream } from '../report/testing/fake-stream.ts';
import { showTraceCommand } from './show-trace-command.ts';
import { systemOpener } from './system-opener.ts';
import { knownTrace } from './testing/known-trace.ts';
import { traceText } from './trace-text.ts';

const dir = mkdtempSync(join(tmpdir(), 'jumun-show-trace-'));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function show(path: string, flags: object, opened: string[] | null = null) {
  const stdout = fakeStream(false);
  const stderr = fakeStream(false);
  const opener = opened === null ? null : (f: string) => void opened.push(f);
  const code = await showTraceCommand(path, flags, { stdout, stderr, opener });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

describe('jumun show-trace', () => {
  it('prints the trace', async () => {
    const trace = file('cash-order.trace.json', JSON.stringify(knownTrace));
    const { code, stdout } = await show(trace, {});
    expect(code).toBe(exitCodes.ok);
    expect(stdout).toBe(`${traceText(knownTrace)}\n`);
  });

  it('refuses a file that is not a trace, with the JSON path, exit 2', async () => {
    const bad = file('bad.trace.json', JSON.stringify({ ...knownTrace, startedAt: 5 }));
    const { code, stderr, stdout } = await show(bad, {});
    expect(code).toBe(exitCodes.badInput);
    expect(stderr).toContain(`jumun: ${bad}: not a valid trace:\n  $.startedAt: `);
    expect(stdout).toBe('');
    const missing = await show(join(dir, 'nothing.json'), {});
    expect(missing.code).toBe(exitCodes.badInput);
    expect(missing.stderr).toContain('ENOENT');
  });

  it('--open writes the HTML next to the file and opens it', async () => {
    const trace = file('open.trace.json', JSON.stringify(knownTrace));
    const opened: string[] = [];
    const { code, stdout } = await show(trace, { open: true }, opened);
    const html = join(dir, 'open.trace.html');
    expect(code).toBe(exitCodes.ok);
    expect(opened).toEqual([html]);
    expect(stdout).toBe(`wrote ${html} and opened it\n`);
    expect(readFileSync(html, 'utf8')).toMatch(/^<!doctype html>/);
  });

  it('--open on a machine without an opener prints the path', async () => {
    const trace = file('headless.trace.json', JSON.stringify(knownTrace));
    const { code, stdout } = await show(trace, { open: true }, null);
    const html = join(dir, 'headless.trace.html');
    expect(code).toBe(exitCodes.ok);
    expect(existsSync(html)).toBe(true);
    expect(stdout).toBe(`wrote ${html} (no system opener here: open it in a browser)\n`);
  });
});

describe('systemOpener', () => {
  it('finds xdg-open on the PATH, and none on an empty PATH or Windows', () => {
    const bin = mkdtempSync(join(dir, 'bin-'));
    writeFileSync(join(bin, 'xdg-open'), '#!/bin/sh\n', { mode: 0o755 });
    expect(systemOpener('linux', bin)).not.toBeNull();
    expect(systemOpener('linux', '')).toBeNull();
    expect(systemOpener('darwin', bin)).toBeNull();
    expect(systemOpener('win32', bin)).toBeNull();
  });
});
