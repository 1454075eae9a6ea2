// What the commands say when the input is wrong: the thing that is wrong, named, with exit 2 (not
// a temporary failure, a login that "expired", a silent choice between two flags, a stack trace).
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

describe('refusals that name what is wrong', () => {
  it('jumun menu for an id the gateway does not know says there is no such restaurant', async () => {
    const { code, stderr } = await jumun(['menu', '9999', '--gateway', gateway.url]);
    expect(stderr).toBe('jumun: 9999번 음식점을 찾을 수 없습니다. 음식점 번호를 확인해주세요.\n');
    expect(code).toBe(2);
  });

  it('jumun order at an id the gateway does not know says the same, not a temporary failure', async () => {
    const { code, stdout, stderr } = await jumun([
      'order',
      '--gateway',
      gateway.url,
      '--address',
      '서울 강남구 역삼동',
      '--restaurant',
      '9999',
      '--item',
      '후라이드치킨',
      '--address-detail',
      '101호',
      '--phone',
      '01055559999',
    ]);
    expect(`${stdout}${stderr}`).toContain('9999번 음식점을 찾을 수 없습니다. 음식점 번호를 확인해주세요.');
    expect(`${stdout}${stderr}`).not.toContain('잠시 뒤 다시 시도');
    expect(code).not.toBe(0);
  });

  it('jumun order-info without a token asks for one, before any request', async () => {
    const { code, stderr } = await jumun(['order-info', '2611210001', '--gateway', 'http://127.0.0.1:9']);
    expect(stderr).toContain('give --token (printed by `jumun order`) or --email with --password');
    expect(stderr).not.toContain('인증이 만료');
    expect(code).toBe(2);
  });

  it.each([
    [['--now', '2026-11-21T12:00:00'], '--now: give the offset'],
    [['--json', '--reporter', 'junit'], '--json is --reporter json: it cannot go with --reporter junit'],
    [['--profile', 'profile.json'], '--gateway and --profile both say where requests go: give one'],
  ])('jumun run refuses %j with exit 2', async (flags, message) => {
    const { code, stderr } = await jumun([
      'run',
      'fixtures/scripts/cash-order.jsonl',
      '--gateway',
      gateway.url,
      ...flags,
    ]);
    expect(stderr).toContain(message);
    expect(code).toBe(2);
  });

  it('jumun run still takes --json alone, and --json with --reporter json', async () => {
    const { code } = await jumun([
      'run',
      'fixtures/scripts/cash-order.jsonl',
      '--cassette',
      'fixtures/cassettes/cash-order.json',
      '--now',
      TEST_NOW,
      '--json',
      '--reporter',
      'json',
    ]);
    expect(code).toBe(0);
  });

  it('jumun serve on a port in use says so in one line, exit 2, before opening the database', async () => {
    const port = new URL(gateway.url).port;
    const { code, stderr } = await jumun(['serve', '--port', port, '--db', 'memory', '--quiet']);
    expect(stderr).toBe(
      `jumun: --port ${port}: 127.0.0.1:${port} is in use (another jumun serve?): stop it or choose another --port\n`,
    );
    expect(code).toBe(2);
  });
});
