// `jumun explore` as QA runs it: the built CLI for a few seconds against a gateway, and against the
// in-memory one it starts itself, every invariant held; a deliberately wrong invariant (given only
// here) broken, shrunk to a few commands and written as a script that `jumun run` fails the same
// way; bad flags and an unreachable gateway.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { startTestGateway } from '../../gateway/testing/test-gateway.ts';
import { exitCodes } from '../exit.ts';
import { fakeStream } from '../report/testing/fake-stream.ts';
import { buildCli, type Jumun } from '../testing/built-cli.ts';
import { exploreCommand } from './explore-command.ts';
import type { ExploreSummary } from './explore-report.ts';
import type { Invariant } from './invariants.ts';

let gateway: RunningGateway;
let jumun: Jumun;

beforeAll(async () => {
  [gateway, jumun] = await Promise.all([
    startTestGateway({ smsLimits: { dailyBudget: 1_000_000 } }),
    buildCli(),
  ]);
}, 120_000);

afterAll(async () => {
  await gateway?.close();
});

describe('jumun explore', () => {
  it('explores for 3 s against a gateway: journeys of several commands each, every invariant held', async () => {
    const { code, stdout, stderr } = await jumun([
      'explore',
      '--seed',
      '7',
      '--time',
      '3s',
      '--gateway',
      gateway.url,
      '--json',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(exitCodes.ok);
    const s = JSON.parse(stdout) as ExploreSummary;
    expect(s).toMatchObject({ ok: true, seed: 7, failure: null, interrupted: false });
    expect(s.journeys).toBeGreaterThan(0);
    expect(s.commands).toBeGreaterThan(s.journeys);
    expect(s.seconds).toBeGreaterThanOrEqual(3);
    expect(s.invariants).toHaveLength(5);
  }, 60_000);

  it('starts an in-memory gateway of its own when none is named, and stops it after', async () => {
    const { code, stdout } = await jumun(['explore', '--seed', '3', '--time', '1s']);
    expect(code).toBe(exitCodes.ok);
    expect(stdout).toMatch(/^jumun explore: seed 3 against http:\/\/127\.0\.0\.1:\d+ \(in memory\)$/m);
    expect(stdout).toContain('✓ an order is placed once per idempotency key');
  }, 90_000);

  it('shrinks a broken invariant to a few commands and writes a script jumun run fails the same way', async () => {
    // Wrong on purpose: restaurants charge a delivery fee below their free-delivery threshold.
    const freeDelivery: Invariant = {
      name: 'test only: delivery is free',
      checks: ({ projections }) =>
        projections.checkout.stage === 'inserted' ? { 'checkout.deliveryFee': 0 } : null,
    };
    const out = join(mkdtempSync(join(tmpdir(), 'jumun-explore-')), 'failure.jsonl');
    const stdout = fakeStream(false);
    const stderr = fakeStream(false);
    const code = await exploreCommand(
      { seed: '11', time: '30s', maxCommands: '8', gateway: gateway.url, out, json: true },
      { stdout, stderr, extraInvariants: [freeDelivery] },
    );
    expect(stderr.text()).toBe('');
    expect(code).toBe(exitCodes.failed);
    const s = JSON.parse(stdout.text()) as ExploreSummary;
    expect(s.failure).toMatchObject({
      invariant: 'test only: delivery is free',
      script: out,
      rerun: `jumun run ${out} --gateway ${gateway.url}`,
    });
    // SetLocation, OpenRestaurant, AddItem, GoToCheckout: the least that reaches a server cart.
    expect(s.failure?.lines).toBeLessThanOrEqual(5);
    const script = readFileSync(out, 'utf8');
    const commands = script.split('\n').filter((l) => l.startsWith('{"type"'));
    expect(commands.map((l) => (JSON.parse(l) as { type: string }).type)).toEqual(
      expect.arrayContaining(['SetLocation', 'OpenRestaurant', 'AddItem', 'GoToCheckout']),
    );
    expect(script.trim().split('\n').at(-1)).toBe('{"assert":{"checkout.deliveryFee":0}}');

    const run = await jumun(['run', out, '--gateway', gateway.url]);
    expect(run.code).toBe(exitCodes.failed);
    expect(`${run.stdout}${run.stderr}`).toContain(
      s.failure?.said.replace(/^checkout\.deliveryFee: /, '') ?? '',
    );
  }, 120_000);

  it('refuses bad flags and an unreadable seed (exit 2), and says an unreachable gateway (exit 3)', async () => {
    const time = await jumun(['explore', '--time', '0s', '--gateway', gateway.url]);
    expect(time.code).toBe(exitCodes.badInput);
    expect(time.stderr).toContain('--time');
    const seed = await jumun(['explore', '--seed-dir', 'no/such/seed', '--gateway', gateway.url]);
    expect(seed.code).toBe(exitCodes.badInput);
    expect(seed.stderr).toContain('no/such/seed');
    const away = await jumun(['explore', '--time', '1s', '--gateway', 'http://127.0.0.1:9']);
    expect(away.code).toBe(exitCodes.unreachable);
  }, 60_000);
});
