// `jumun explore` as QA runs it: the built CLI for a few seconds against a gateway, and against the
// in-memory one it starts itself, every invariant held; a deliberately wrong invariant (given only
// here) broken, shrunk to a few commands and written as a script that `jumun run` fails the same
// way, and one of each kind the product holds (total, server cart, refusal text, the order resent,
// the menu read back), each written as a script `jumun run` fails with the same message; bad
// flags and an unreachable gateway.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exitCodes } from '../exit.ts';
import { fakeStream } from '../report/testing/fake-stream.ts';
import { cliAndGateway } from '../testing/cli-and-gateway.ts';
import { exploreCommand } from './explore-command.ts';
import type { ExploreSummary } from './explore-report.ts';
import type { Invariant, ReadBackInvariant } from './invariants.ts';

const { gateway, jumun } = cliAndGateway({ smsLimits: { dailyBudget: 1_000_000 } });

describe('jumun explore', () => {
  it('explores for 3 s against a gateway: journeys of several commands each, every invariant held', async () => {
    const { code, stdout, stderr } = await jumun([
      'explore',
      '--seed',
      '7',
      '--time',
      '3s',
      '--gateway',
      gateway().url,
      '--json',
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(exitCodes.ok);
    const s = JSON.parse(stdout) as ExploreSummary;
    expect(s).toMatchObject({ ok: true, seed: 7, failure: null, interrupted: false });
    expect(s.journeys).toBeGreaterThan(0);
    expect(s.commands).toBeGreaterThan(s.journeys);
    expect(s.seconds).toBeGreaterThanOrEqual(3);
    expect(s.invariants).toHaveLength(8);
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
      { seed: '11', time: '30s', maxCommands: '8', gateway: gateway().url, out, json: true },
      { stdout, stderr, extraInvariants: [freeDelivery] },
    );
    expect(stderr.text()).toBe('');
    expect(code).toBe(exitCodes.failed);
    const s = JSON.parse(stdout.text()) as ExploreSummary;
    expect(s.failure).toMatchObject({
      invariant: 'test only: delivery is free',
      script: out,
      rerun: `jumun run ${out} --gateway ${gateway().url}`,
    });
    // SetLocation, OpenRestaurant, AddItem, GoToCheckout: the least that reaches a server cart.
    expect(s.failure?.lines).toBeLessThanOrEqual(5);
    const script = readFileSync(out, 'utf8');
    const commands = script.split('\n').filter((l) => l.startsWith('{"type"'));
    expect(commands.map((l) => (JSON.parse(l) as { type: string }).type)).toEqual(
      expect.arrayContaining(['SetLocation', 'OpenRestaurant', 'AddItem', 'GoToCheckout']),
    );
    expect(script.trim().split('\n').at(-1)).toBe('{"assert":{"checkout.deliveryFee":0}}');

    const run = await jumun(['run', out, '--gateway', gateway().url]);
    expect(run.code).toBe(exitCodes.failed);
    expect(`${run.stdout}${run.stderr}`).toContain(
      s.failure?.said.replace(/^checkout\.deliveryFee: /, '') ?? '',
    );
  }, 120_000);

  it('follows a guest through a card order declined then approved, its cancel and its reorder, then a login and logout, every invariant held', async () => {
    const [{ Journey }, { journeyIntents }, { readWorld }, { resolveTarget }, { productInvariants }] =
      await Promise.all([
        import('./journey.ts'),
        import('./journey-intents.ts'),
        import('./explore-world.ts'),
        import('../target/target.ts'),
        import('./invariants.ts'),
      ]);
    const world = await readWorld('fixtures/seed');
    const resolved = await resolveTarget({ gateway: gateway().url });
    if (typeof world === 'string' || !resolved.ok) throw new Error('no world or target');
    const intents = journeyIntents(world);
    const journey = new Journey({
      target: resolved.target,
      now: Date.parse('2026-11-21T12:00:00+09:00'),
      invariants: productInvariants,
      variables: { 'unique.phone': '01055559876', 'run.id': 'explore-int' },
    });
    const lines: Record<string, unknown>[] = [
      { type: 'SetLocation', address: '서울 강남구 역삼동' },
      { type: 'OpenRestaurant', restaurantId: 1001 },
      { type: 'AddItem', menu: '후라이드치킨', options: { 맛: ['양념'] }, amount: 2 },
      { type: 'GoToCheckout', confirmed: true },
      { type: 'SetAddressDetail', detail: '101동 1001호' },
      { type: 'SetPhone', phone: '{{unique.phone}}' },
      { type: 'RequestSmsCode' },
      { type: 'VerifySmsCode', code: '@sandbox' },
      { type: 'ChoosePayment', payment: 'pg_card' },
      { type: 'SubmitOrder', capture: { order: 'checkout.orderNumber' } },
      { type: 'AnswerPayment', answer: 'decline' },
      { type: 'SubmitOrder', capture: { order: 'checkout.orderNumber' } },
      { type: 'AnswerPayment', answer: 'approve' },
      { type: 'CancelOrder', orderNumber: '{{order}}', confirmed: true },
      { type: 'Reorder', orderNumber: '{{order}}', confirmed: true },
      { type: 'LogIn', email: 'minji@example.com', password: 'Jumun!2026' },
      { type: 'LogOut' },
    ];
    for (const line of lines) {
      const intent = intents.find((i) => i.type === line.type);
      if (intent === undefined) throw new Error(`no intent ${String(line.type)}`);
      expect(intent.can(journey.model), `${String(line.type)} fits where the journey is`).toBe(true);
      expect(await journey.step(line, intent)).toBeNull();
      expect(journey.steps.at(-1)?.result, JSON.stringify(line)).toMatchObject({ ok: true });
    }
    expect(journey.model).toMatchObject({ orders: 2, cancelled: true, member: false, lines: 1 });
    expect(journey.projections().cart.items).toMatchObject([{ name: '후라이드치킨', amount: 2 }]);
  }, 60_000);

  /** Explores until `wrong` breaks (shrinking for 2 s at most), then runs the script it wrote. */
  async function breakAndReplay(wrong: Invariant) {
    const out = join(mkdtempSync(join(tmpdir(), 'jumun-explore-')), 'failure.jsonl');
    const stdout = fakeStream(false);
    const stderr = fakeStream(false);
    const code = await exploreCommand(
      {
        seed: '5',
        time: '40s',
        shrinkTime: '2s',
        maxCommands: '20',
        gateway: gateway().url,
        out,
        json: true,
      },
      { stdout, stderr, extraInvariants: [wrong] },
    );
    expect(stderr.text()).toBe('');
    expect(code).toBe(exitCodes.failed);
    const summary = JSON.parse(stdout.text()) as ExploreSummary;
    expect(summary.failure).toMatchObject({ invariant: wrong.name, script: out });
    const script = readFileSync(out, 'utf8');
    const run = await jumun(['run', out, '--gateway', gateway().url]);
    expect(run.code).toBe(exitCodes.failed);
    return { said: summary.failure?.said ?? '', script, ran: `${run.stdout}${run.stderr}` };
  }
  const lastLine = (script: string) => JSON.parse(script.trim().split('\n').at(-1) ?? '') as unknown;

  it('writes each kind of invariant the product holds as lines jumun run fails with the same message', async () => {
    // the total without the delivery fee: an assert line on the projections
    const total = await breakAndReplay({
      name: 'test only: the total is the items alone',
      checks: ({ projections: { checkout } }) =>
        checkout.stage === 'inserted' ? { 'checkout.total': checkout.itemsTotal } : null,
    });
    expect(lastLine(total.script)).toEqual({ assert: { 'checkout.total': expect.any(Number) } });
    expect(total.ran).toContain(total.said);

    // the server cart's total (with its fee) as the client's items total: the server's value, written
    const serverCart = await breakAndReplay({
      name: "test only: the server cart's total is the client's items total",
      checks: ({ serverCart, projections }) =>
        serverCart === null || projections.checkout.stage !== 'inserted'
          ? null
          : { 'checkout.itemsTotal': serverCart.total },
    });
    expect(serverCart.ran).toContain(serverCart.said);

    // a catalogue without the texts that ask to choose: the refused command, expecting ok
    const refusal = await breakAndReplay({
      name: 'test only: no refusal asks to choose',
      known: (message) => !message.includes('선택'),
    });
    const refused = lastLine(refusal.script) as { type: string; expect?: unknown };
    expect(refused.expect).toBeUndefined();
    const message = /refused with a text the catalogue does not have: (".*") \(/.exec(refusal.said)?.[1];
    expect(refusal.ran).toContain(JSON.parse(message ?? '""') as string);

    // the order resent answering another number: the capture and the resend line
    const resentElsewhere: ReadBackInvariant = {
      name: 'test only: the order resent answers another order',
      lines: () => [
        { capture: { order: 'checkout.orderNumber' } },
        { resend: 'SubmitOrder', assert: { orderNumber: { $ne: '{{order}}' } } },
      ],
    };
    const once = await breakAndReplay(resentElsewhere);
    expect(lastLine(once.script)).toEqual({
      resend: 'SubmitOrder',
      assert: { orderNumber: { $ne: '{{order}}' } },
    });
    expect(once.said).toMatch(/^orderNumber: expected \{"\$ne":"\d+"\}, was "\d+"\n/);
    // a run of its own places an order of its own: the same words, its own number
    const numberless = (text: string) => text.replace(/\d{6,}/g, 'N');
    expect(numberless(once.ran)).toContain(numberless(once.said.split('\n')[0] ?? ''));

    // every item of the menu read back sold out: the read line, failing on the first item that is not
    const stock = await breakAndReplay({
      name: 'test only: every item read back is sold out',
      lines: ({ restaurantId }) => [
        { read: 'menu', restaurantId, assert: { items: { $every: { soldout: true } } } },
      ],
    });
    expect(lastLine(stock.script)).toMatchObject({
      read: 'menu',
      assert: { items: { $every: { soldout: true } } },
    });
    expect(stock.said).toMatch(/^items\.\d+: expected \{"soldout":true\}, was \{"name":/);
    expect(stock.ran).toContain(stock.said.split('\n')[0]);
  }, 240_000);

  it('refuses bad flags and an unreadable seed (exit 2), and says an unreachable gateway (exit 3)', async () => {
    const time = await jumun(['explore', '--time', '0s', '--gateway', gateway().url]);
    expect(time.code).toBe(exitCodes.badInput);
    expect(time.stderr).toContain('--time');
    const seed = await jumun(['explore', '--seed-dir', 'no/such/seed', '--gateway', gateway().url]);
    expect(seed.code).toBe(exitCodes.badInput);
    expect(seed.stderr).toContain('no/such/seed');
    const away = await jumun(['explore', '--time', '1s', '--gateway', 'http://127.0.0.1:9']);
    expect(away.code).toBe(exitCodes.unreachable);
  }, 60_000);
});
