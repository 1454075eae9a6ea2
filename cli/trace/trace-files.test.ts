// Trace files by name: one per script (and data row), a retried script's last failed attempt kept.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { knownTrace } from './testing/known-trace.ts';
import { clearTraces, traceFileName, traceStems, writeTrace } from './trace-files.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'jumun-trace-files-'));

describe('traceFileName', () => {
  it('names the file after the script and its data row', () => {
    expect(traceFileName('fixtures/scripts/cash-order.jsonl')).toBe('cash-order.trace.json');
    expect(traceFileName('a/cash-order.jsonl', '회원 #2 (010)')).toBe('cash-order.회원-2-010.trace.json');
    expect(traceFileName('a/cash-order.jsonl', '../..')).toBe('cash-order.row.trace.json');
  });
});

describe('traceStems', () => {
  it('names two scripts of one name apart by their folders, and one given twice once', () => {
    const stems = traceStems([
      'smoke/login.jsonl',
      'regression/login.jsonl',
      'a/cash-order.jsonl',
      'a/cash-order.jsonl',
    ]);
    expect([...stems]).toEqual([
      ['smoke/login.jsonl', 'smoke-login'],
      ['regression/login.jsonl', 'regression-login'],
      ['a/cash-order.jsonl', 'cash-order'],
    ]);
    expect([...traceStems(['x/login.jsonl', 'x/login.json', 'login.jsonl']).values()]).toEqual([
      'x-login',
      'login-2',
      'login',
    ]);
  });
});

describe('writeTrace', () => {
  it('makes the directory when it is missing', async () => {
    const traces = join(dir(), 'deep', 'er');
    expect(await writeTrace(traces, knownTrace)).toBe(join(traces, 'cash-order.trace.json'));
    expect(readdirSync(traces)).toEqual(['cash-order.trace.json']);
  });

  it('keeps the last failed attempt when a retry passes, until the next run clears it', async () => {
    const traces = dir();
    const file = await writeTrace(traces, { ...knownTrace, attempt: 1 });
    await writeTrace(traces, { ...knownTrace, attempt: 2 });
    await writeTrace(traces, { ...knownTrace, attempt: 3, passed: true });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ attempt: 2, passed: false });

    await clearTraces(traces, ['cash-order']);
    expect(readdirSync(traces)).toEqual([]);
    await writeTrace(traces, { ...knownTrace, attempt: 2, passed: true });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ attempt: 2, passed: true });
  });
});
