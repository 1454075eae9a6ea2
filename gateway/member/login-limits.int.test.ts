// What stops password guessing (login-policy.ts): every attempt counted before its password is
// compared, a growing wait after repeated failures, a limit per client address, and unknown
// e-mails that cost a comparison like members' do.

import { type IncomingHttpHeaders, request } from 'node:http';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import type { PasswordHasher } from '../hashing/password-hasher.ts';
import { routePath } from '../http/serve-call.ts';
import type { RunningGateway } from '../start.ts';
import { serverUrl, startTestGateway } from '../testing/test-gateway.ts';
import { LOGIN_CLIENT_ATTEMPTS, LOGIN_CLIENT_WINDOW_MS, loginLockMs } from './login-policy.ts';
import { type ClockGateway, startClockGateway } from './testing/clock-gateway.ts';

const PASSWORD = 'Jumun!2026';

interface LoginReply {
  readonly status: number;
  readonly code: number | null;
  readonly message: string;
  readonly retryAfter: string | null;
}

/** A JSON POST from a loopback address of its own (127.0.0.x): one client per address. */
function postJson(
  url: string,
  body: unknown,
  from: string,
): Promise<{ status: number; json: unknown; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const sent = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, json: JSON.parse(text), headers: response.headers }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(body));
  });
}

async function login(
  url: string,
  body: { username: string; password: string; captcha?: string | null; device_id?: string },
  from = '127.0.0.1',
): Promise<LoginReply> {
  const reply = await postJson(
    `${url}${routePath(calls['member.login-email'])}`,
    { captcha: null, device_id: 'dev-limits', ...body },
    from,
  );
  const json = reply.json as { error?: { error_code: number; display_message: string } };
  const retryAfter = reply.headers['retry-after'];
  return {
    status: reply.status,
    code: json.error?.error_code ?? null,
    message: json.error?.display_message ?? '',
    retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
  };
}

async function captchaAnswer(url: string, device_id: string): Promise<string> {
  const made = await fetch(`${url}${routePath(calls['member.captcha-image'])}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ device_id }),
  });
  const { url: image } = (await made.json()) as { url: string };
  const id = image.replace('/sandbox/captcha/', '').replace('.svg', '');
  return ((await (await fetch(`${url}/sandbox/captcha/${id}/answer`)).json()) as { answer: string }).answer;
}

/**
 * bcrypt in the test's own thread, recording the hashes it compares with; while held, every
 * comparison waits until the test releases it.
 */
function heldHasher() {
  let release: () => void = () => {};
  let released: Promise<void> = Promise.resolve();
  const compared: string[] = [];
  const hasher: PasswordHasher = {
    hash: (plain, cost) => bcrypt.hash(plain, cost),
    compare: async (plain, hash) => {
      compared.push(hash);
      await released;
      return bcrypt.compare(plain, hash);
    },
  };
  return {
    hasher,
    compared,
    hold: () => {
      compared.length = 0;
      released = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function countedBeforeCompared(db: string): void {
  const held = heldHasher();
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ db, passwords: held.hasher });
  }, 60_000);
  afterAll(() => gateway?.close());

  it('21 concurrent attempts, the right password last, get 3 comparisons at most and no session', async () => {
    // given comparisons that all wait for the test
    held.hold();
    const { url } = gateway;
    // when 20 wrong guesses are in flight together, and then the right one comes
    let answered = 0;
    const wrong = Array.from({ length: 20 }, (_, i) =>
      login(url, { username: 'minji@example.com', password: `guess-${i}` }).then((reply) => {
        answered += 1;
        return reply;
      }),
    );
    await until(() => answered + held.compared.length === 20, 'every guess to be answered or compared');
    const right = await Promise.race([
      login(url, { username: 'minji@example.com', password: PASSWORD }),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 1_000)),
    ]);
    held.release();
    const replies = await Promise.all(wrong);
    // then only the first three reached a comparison; the rest, and the right password, were
    // asked for a captcha (without comparing)
    expect(held.compared.length).toBeLessThanOrEqual(3);
    expect(right?.code).toBe(120000);
    expect(replies.filter((reply) => reply.status !== 401)).toEqual([]);
    expect(replies.filter((reply) => reply.code === 120000).length).toBeGreaterThanOrEqual(17);
  });

  it('an unknown e-mail, and a member without a password, cost one comparison at the members’ cost', async () => {
    // given a member's hash cost
    held.hold();
    held.release();
    const [member] = await gateway.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM members WHERE email = 'junho@example.com'",
    );
    const memberCost = bcrypt.getRounds(member?.password_hash ?? '');
    // when a member, an unknown e-mail and a social member (no password) are refused
    const replies = [
      await login(gateway.url, { username: 'junho@example.com', password: 'wrong' }),
      await login(gateway.url, { username: 'nobody-at-all@example.com', password: 'wrong' }),
      await login(gateway.url, { username: 'sora.naver@example.com', password: 'wrong' }),
    ];
    // then each answer is the same, and each cost one comparison with a hash of the same cost
    expect(replies.map((reply) => [reply.status, reply.code])).toEqual([
      [401, 100001],
      [401, 100001],
      [401, 100001],
    ]);
    expect(held.compared.map((hash) => bcrypt.getRounds(hash))).toEqual([memberCost, memberCost, memberCost]);
  });
}

describe('login attempts are counted before the password is compared (PGlite)', () => {
  countedBeforeCompared('memory');
});

describe.runIf(serverUrl !== null)(
  'login attempts are counted before the password is compared (a PostgreSQL server)',
  () => {
    countedBeforeCompared(serverUrl ?? '');
  },
);

describe('the wait after repeated failures', () => {
  it('is none before the fifth failure, then 30 s doubling to at most 15 minutes', () => {
    expect([1, 2, 3, 4].map(loginLockMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map(loginLockMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect([10, 11, 50].map(loginLockMs)).toEqual([900_000, 900_000, 900_000]);
  });
});

describe('an account waits after repeated failures, and a client has a limited number of attempts', () => {
  let gateway: ClockGateway;
  beforeAll(async () => {
    gateway = await startClockGateway();
  }, 60_000);
  afterAll(() => gateway?.close());

  /** A wrong password with a right captcha: a counted failure once the captcha is asked for. */
  async function failWithCaptcha(email: string, from: string): Promise<LoginReply> {
    const captcha = await captchaAnswer(gateway.url, `dev-${from}`);
    return login(
      gateway.url,
      { username: email, password: 'wrong', captcha, device_id: `dev-${from}` },
      from,
    );
  }

  it('after the fifth failure even the right password waits 30 s, after the sixth 60 s; success ends it', async () => {
    const email = 'junho@example.com';
    const from = '127.0.0.3';
    // given five failures (the last two past the captcha)
    for (let i = 0; i < 3; i++) await login(gateway.url, { username: email, password: 'wrong' }, from);
    expect((await failWithCaptcha(email, from)).code).toBe(120000);
    expect((await failWithCaptcha(email, from)).code).toBe(120000);
    // when the right password comes within 30 s
    gateway.clock.advance(29_000);
    const captcha = await captchaAnswer(gateway.url, 'dev-right');
    const right = { username: email, password: PASSWORD, captcha, device_id: 'dev-right' };
    const locked = await login(gateway.url, right, from);
    // then it waits, and is told how long
    expect(locked).toMatchObject({ status: 429, code: 100002, retryAfter: '1' });
    expect(locked.message).toContain('1초 후 다시 시도해주세요');
    // and a sixth failure after the wait makes the next wait 60 s
    gateway.clock.advance(1_000);
    expect((await failWithCaptcha(email, from)).code).toBe(120000);
    gateway.clock.advance(59_000);
    expect(
      await login(gateway.url, { ...right, captcha: await captchaAnswer(gateway.url, 'dev-right') }, from),
    ).toMatchObject({ status: 429, code: 100002 });
    gateway.clock.advance(1_000);
    const fresh = await captchaAnswer(gateway.url, 'dev-right');
    expect((await login(gateway.url, { ...right, captcha: fresh }, from)).status).toBe(200);
    // the success cleared the count: no captcha, no wait
    expect((await login(gateway.url, { username: email, password: PASSWORD }, from)).status).toBe(200);
  });

  it(`a client has ${LOGIN_CLIENT_ATTEMPTS} failed attempts per window, whatever the e-mails; other clients are not held`, async () => {
    const from = '127.0.0.4';
    // given a client that failed with as many different e-mails as its limit allows
    for (let i = 0; i < LOGIN_CLIENT_ATTEMPTS; i++) {
      const reply = await login(gateway.url, { username: `guess-${i}@example.com`, password: 'x' }, from);
      expect(reply.code).toBe(100001);
    }
    // when it tries once more, even with a member's right password
    const refused = await login(gateway.url, { username: 'minji@example.com', password: PASSWORD }, from);
    // then it is refused and told to wait; another client logs in
    expect(refused).toMatchObject({ status: 429, code: 100003 });
    expect(refused.message).toContain('분 후 다시 시도해주세요');
    expect(
      (await login(gateway.url, { username: 'minji@example.com', password: PASSWORD }, '127.0.0.5')).status,
    ).toBe(200);
    // and after the window it may try again
    gateway.clock.advance(LOGIN_CLIENT_WINDOW_MS);
    expect(
      (await login(gateway.url, { username: 'minji@example.com', password: PASSWORD }, from)).status,
    ).toBe(200);
  });

  it('a successful login does not spend its client’s attempts', async () => {
    const from = '127.0.0.6';
    for (let i = 0; i < LOGIN_CLIENT_ATTEMPTS + 5; i++) {
      const reply = await login(gateway.url, { username: 'minji@example.com', password: PASSWORD }, from);
      expect(reply.status).toBe(200);
    }
  });
});
