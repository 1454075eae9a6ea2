// `jumun order` as QA runs it: the built bundle against a live test gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/start.ts';
import { startTestGateway, TEST_NOW } from '../../gateway/testing/test-gateway.ts';
import { buildCli, type Jumun } from '../testing/built-cli.ts';

let gateway: RunningGateway;
let jumun: Jumun;

beforeAll(async () => {
  [jumun, gateway] = await Promise.all([buildCli(), startTestGateway()]);
}, 60_000);
afterAll(async () => {
  await gateway?.close();
});

const order = (phone: string, ...more: string[]) => [
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
  '--amount',
  '2',
  '--phone',
  phone,
  '--address-detail',
  '101호',
  ...more,
];

describe('jumun order', () => {
  it('run twice with one phone places two orders, each printing its number and exiting 0', async () => {
    // given an order placed with a phone, which verifies that phone at the gateway
    const first = await jumun(order('01055550606'));
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const firstNumber = /주문번호 (\d{10})/.exec(first.stdout)?.[1];
    expect(firstNumber).toBeDefined();

    // when the same order runs again with the same, now verified, phone
    const second = await jumun(order('01055550606'));

    // then it is placed as well: its own number, exit 0, no failed step
    expect(second.stdout).not.toContain('✗');
    expect(second.code).toBe(0);
    const secondNumber = /주문번호 (\d{10})/.exec(second.stdout)?.[1];
    expect(secondNumber).toBeDefined();
    expect(secondNumber).not.toBe(firstNumber);
  });

  it('gives each --item the --option and --amount flags that follow it', async () => {
    // given two items, each with its own options and amount
    const placed = await jumun([
      ...order('01055550707'),
      '--item',
      '반반치킨',
      '--option',
      '반반 맛 선택=양념,마늘',
      '--amount',
      '3',
    ]);
    expect(placed.stderr).toBe('');
    expect(placed.code).toBe(0);
    const [, number, token] = /jumun order-info (\d+) --token (\S+)/.exec(placed.stdout) ?? [];

    // when the order is read back
    const info = await jumun([
      'order-info',
      number ?? '',
      '--token',
      token ?? '',
      '--gateway',
      gateway.url,
      '--json',
    ]);

    // then both items are there, each with its amount
    const items = (JSON.parse(info.stdout) as { items: { name: string; quantity: number }[] }).items;
    expect(items.map((i) => [i.name, i.quantity])).toEqual([
      ['후라이드치킨', 2],
      ['반반치킨', 3],
    ]);
    // and the text names each item's options, as they were chosen
    const text = await jumun(['order-info', number ?? '', '--token', token ?? '', '--gateway', gateway.url]);
    expect(text.stdout).toMatch(/\n후라이드치킨 \(맛: 양념 \+1,000원\) +2 /);
    expect(text.stdout).toMatch(/\n반반치킨 \(반반 맛 선택: 양념, 마늘 \+1,000원\) +3 /);
  });

  it.each([
    [['--pay', 'bitcoin'], '--pay: expected one of'],
    [['--phone', '123'], '--phone: not a Korean mobile number'],
    [['--now', '2026-11-21T12:00:00'], '--now: give the offset'],
    [['--profile', 'profile.json'], '--gateway and --profile'],
  ])('checks %j before the first request: exit 2, the flag named, no SMS sent', async (bad, message) => {
    // given an order whose flags are good but one
    const args = [...order('01055550808'), ...bad];

    // when it runs
    const { code, stderr } = await jumun(args);

    // then it stops before sending anything
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    const outbox = await fetch(`${gateway.url}/sandbox/sms?phone=01055550808`);
    expect(outbox.status).toBe(404);
  });
});
