// `jumun order-status` as QA runs it: the built bundle against a live test gateway, whose sandbox
// restaurant moves the order by hand (/sandbox/orders/{number}) while the CLI follows it.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { startTestGateway, TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { buildCli, type Jumun, runCliBundle } from '../testing/built-cli.ts';

let gateway: RunningGateway;
let jumun: Jumun;

beforeAll(async () => {
  [jumun, gateway] = await Promise.all([buildCli(), startTestGateway()]);
}, 60_000);
afterAll(async () => {
  await gateway?.close();
});

/** A cash order placed by `jumun order`: its number and the guest's token. */
async function placeOrder(phone: string): Promise<{ number: string; token: string }> {
  const placed = await jumun([
    'order',
    '--gateway',
    gateway.url,
    '--now',
    TEST_NOW,
    '--address',
    '서울 강남구 역삼동',
    '--restaurant',
    '1001',
    '--item',
    '후라이드치킨',
    '--option',
    '맛=양념',
    '--phone',
    phone,
    '--address-detail',
    '101호',
  ]);
  const [, number, token] = /jumun order-info (\d+) --token (\S+)/.exec(placed.stdout) ?? [];
  if (number === undefined || token === undefined)
    throw new Error(`no order: ${placed.stdout}${placed.stderr}`);
  return { number, token };
}

/** The sandbox restaurant's hand on the order. */
async function desk(number: string, action: string, extra: Record<string, unknown> = {}) {
  const answer = await fetch(`${gateway.url}/sandbox/orders/${number}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ action, ...extra }),
  });
  expect(answer.status).toBe(200);
}

describe('jumun order-status', () => {
  it('prints where the order is, with the five steps and the restaurant phone', async () => {
    const { number, token } = await placeOrder('01055551101');
    const { code, stdout, stderr } = await jumun([
      'order-status',
      number,
      '--token',
      token,
      '--gateway',
      gateway.url,
    ]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(
      new RegExp(`^주문번호 ${number} · 접수 대기\\n  ▸ 접수 대기  \\d\\d:\\d\\d\\n  · 접수 완료\\n`),
    );
    expect(stdout).toMatch(/음식점 전화 \S+\n$/);
  });

  it('--follow prints each change as the restaurant makes it, and ends after 배달 완료', async () => {
    const { number, token } = await placeOrder('01055551102');
    const child = spawn(process.execPath, [
      await runCliBundle(),
      'order-status',
      number,
      '--token',
      token,
      '--gateway',
      gateway.url,
      '--follow',
    ]);
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const printed: (() => void)[] = [];
    child.stdout.on('data', (chunk) => {
      stdout += String(chunk);
      for (const check of printed.splice(0)) check();
    });
    /** Resolves once stdout holds `lines` lines (each change one line, as it comes). */
    const linesOut = (lines: number) =>
      new Promise<void>((resolve) => {
        const check = () => (stdout.split('\n').length - 1 >= lines ? resolve() : printed.push(check));
        check();
      });
    // the first read prints the order's block (8 lines); then the restaurant moves it, one change
    // at a time, each printed before the next
    await linesOut(7);
    for (const [n, action, extra] of [
      [8, 'accept', { minutes: 30 }],
      [9, 'cook', {}],
      [10, 'depart', {}],
      [11, 'deliver', {}],
    ] as const) {
      await desk(number, action, extra);
      await linesOut(n);
    }
    const code = await exited;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.slice(-4).map((l) => l.replace(/^\d\d:\d\d /, ''))).toEqual([
      '접수 완료 · 12:30 도착 예정',
      '조리 중 · 12:30 도착 예정',
      '배달 중 · 12:30 도착 예정',
      '배달 완료',
    ]);
  }, 30_000);

  it('--json prints the order as NDJSON, one line per state', async () => {
    const { number, token } = await placeOrder('01055551103');
    await desk(number, 'reject', { reason: '재료가 모두 소진되었습니다' });
    const { code, stdout } = await jumun([
      'order-status',
      number,
      '--token',
      token,
      '--gateway',
      gateway.url,
      '--json',
      '--follow',
    ]);
    expect(code).toBe(0);
    const states = stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as { status: string; cancellation: unknown });
    expect(states).toHaveLength(1);
    expect(states[0]).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'restaurant', reason: '재료가 모두 소진되었습니다', refund: 'none' },
    });
  });

  it("reads an unknown order and another customer's alike: '주문 정보가 없습니다.', exit 1", async () => {
    const { number } = await placeOrder('01055551104');
    const other = await placeOrder('01055551105');
    for (const [n, token] of [
      ['2611219999', other.token],
      [number, other.token],
    ] as const) {
      const { code, stderr } = await jumun(['order-status', n, '--token', token, '--gateway', gateway.url]);
      expect(stderr).toBe('jumun: 주문 정보가 없습니다.\n');
      expect(code).toBe(1);
    }
  });

  it('refuses --follow with a cassette, which holds no stream: exit 2', async () => {
    const { code, stderr } = await jumun([
      'order-status',
      '1',
      '--token',
      't',
      '--cassette',
      'x.json',
      '--follow',
    ]);
    expect(stderr).toContain('--follow reads the live stream of a gateway');
    expect(code).toBe(2);
  });
});
