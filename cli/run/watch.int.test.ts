// `jumun run --watch`: what a batch of file events means (a pure plan), and the built CLI watching
// a folder of scripts replayed from cassettes: a touched script reruns, a new one runs, a deleted
// one is dropped, and an interrupt ends the watch with the last run's exit code.
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliBundle } from '../testing/built-cli.ts';
import { watchPlan } from './watch.ts';

describe('watchPlan', () => {
  it('reruns the touched scripts that still exist, runs the new ones, drops the deleted ones', () => {
    const plan = watchPlan(
      ['s/a.jsonl', 's/b.jsonl', 's/c.jsonl'],
      ['s/a.jsonl', 's/c.jsonl', 's/d.jsonl'],
      new Set(['s/a.jsonl', 's/b.jsonl']),
    );
    expect(plan).toEqual({
      rerun: [
        { file: 's/a.jsonl', why: 'changed' },
        { file: 's/d.jsonl', why: 'new' },
      ],
      dropped: ['s/b.jsonl'],
    });
  });

  it('reruns nothing for events on no script', () => {
    expect(watchPlan(['s/a.jsonl'], ['s/a.jsonl'], new Set())).toEqual({ rerun: [], dropped: [] });
  });
});

describe('jumun run --watch', () => {
  let bundle: string;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    bundle = await runCliBundle();
  }, 60_000);
  afterAll(() => {
    if (child !== undefined && child.exitCode === null) child.kill('SIGKILL');
  });

  it('reruns a touched script, runs a new one once it parses, drops a deleted one; SIGINT ends it with the last code', async () => {
    // given a folder of two scripts, each with its cassette
    const root = mkdtempSync(join(tmpdir(), 'jumun-watch-'));
    mkdirSync(join(root, 'scripts'));
    mkdirSync(join(root, 'cassettes'));
    copyFileSync('fixtures/scripts/cash-order.jsonl', join(root, 'scripts', 'cash-order.jsonl'));
    for (const name of ['cash-order', 'empty', 'broken'])
      copyFileSync('fixtures/cassettes/cash-order.json', join(root, 'cassettes', `${name}.json`));
    writeFileSync(join(root, 'scripts', 'empty.jsonl'), '{"assert":{"cart.total":0}}\n');
    // when it runs with --watch
    child = spawn(process.execPath, [bundle, 'run', 'scripts', '--cassette', 'cassettes/', '--watch'], {
      cwd: root,
    });
    let stdout = '';
    child.stdout?.setEncoding('utf8').on('data', (s: string) => {
      stdout += s;
    });
    const exited = new Promise<number | null>((done) => child?.on('exit', (code) => done(code)));
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (s: string) => {
      stderr += s;
    });
    const until = async (holds: () => boolean) => {
      for (
        const started = Date.now();
        Date.now() - started < 15_000;
        await new Promise((r) => setTimeout(r, 50))
      )
        if (holds()) return;
      throw new Error(`never happened; stdout:\n${stdout}\nstderr:\n${stderr}`);
    };
    const seen = async (text: string, after: number) => {
      for (
        const started = Date.now();
        Date.now() - started < 15_000;
        await new Promise((r) => setTimeout(r, 50))
      )
        if (stdout.indexOf(text, after) >= 0) return stdout.indexOf(text, after);
      throw new Error(`never printed ${JSON.stringify(text)}; stdout so far:\n${stdout}`);
    };
    // then the first run runs both and it watches
    let at = await seen('watching 2 scripts for changes (Ctrl+C to stop)', 0);
    expect(stdout).toContain('scripts: 2 passed, 0 failed');
    // a touched script reruns, alone
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(root, 'scripts', 'empty.jsonl'), later, later);
    at = await seen('↻ scripts/empty.jsonl reruns (changed)', at);
    at = await seen('scripts: 1 passed, 0 failed', at);
    // a new script that does not parse yet is said on stderr, and the watch goes on
    writeFileSync(join(root, 'scripts', 'broken.jsonl'), '{"assert":\n');
    at = await seen('waiting for the next change', at);
    await until(() => stderr.includes('bad script:') && stderr.includes('broken.jsonl:1: not JSON'));
    // once it parses it runs (and fails)
    writeFileSync(join(root, 'scripts', 'broken.jsonl'), '{"assert":{"cart.total":1}}\n');
    at = await seen('↻ scripts/broken.jsonl reruns', at);
    at = await seen('✗ scripts/broken.jsonl', at);
    at = await seen('waiting for the next change', at);
    // a deleted script is dropped
    rmSync(join(root, 'scripts', 'empty.jsonl'));
    at = await seen('- scripts/empty.jsonl dropped (deleted)', at);
    expect(stdout.slice(at)).not.toContain('cash-order');
    // Ctrl+C: the exit code of the last run, whose script failed
    child.kill('SIGINT');
    expect(await exited).toBe(1);
  }, 60_000);
});
