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
});
