// The member and SMS rules on a PostgreSQL server (CI sets DATABASE_URL): the same SQL as on PGlite,
// including the advisory locks that keep the SMS limits under concurrent requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSmsLimits } from '../sms/sms-policy.ts';
import type { RunningGateway } from '../start.ts';
import { serverUrl, startTestGateway } from '../testing/test-gateway.ts';
import { otherCode, sendCode, verifyPhone } from './testing/sms-steps.ts';
import { callWire, okWire } from './testing/wire-client.ts';

describe.runIf(serverUrl !== null)('members and SMS on a PostgreSQL server', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ db: serverUrl ?? '' });
  }, 60_000);
  afterAll(() => gateway?.close());

  it('brute force: concurrent guesses never get more than the 5 tries', async () => {
    const phone = '01012120000';
    const code = await sendCode(gateway.url, phone, 'ORDER');
    const guesses = Array.from({ length: 12 }, (_, i) =>
      okWire(gateway.url, 'sms.check', {
        params: { phone },
        payload: { code: otherCode(String(Number(code) + i)) },
      }),
    );
    const answers = (await Promise.all(guesses)).map((a) => a.result);
    expect(answers.filter((r) => r === false)).toHaveLength(4);
    expect(answers.filter((r) => r === 'too_many_trials')).toHaveLength(8);
    const [row] = await gateway.db.query<{ tries: number }>('SELECT tries FROM sms_codes WHERE phone = $1', [
      phone,
    ]);
    expect(row?.tries).toBe(5);
  });

  it('the send limit holds under concurrent sends: 5 sent, the rest ban', async () => {
    const phone = '01012120001';
    const sends = Array.from({ length: 8 }, () =>
      callWire(gateway.url, 'sms.send', { payload: { customer_id: null, phone, context: 'ORDER' } }),
    );
    const statuses = (await Promise.all(sends)).map((s) => s.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('join, login, refresh and withdraw', async () => {
    await verifyPhone(gateway.url, '01012120002', 'REGISTER');
    const joined = await okWire(gateway.url, 'member.join', {
      payload: {
        tos: true,
        email: 'pg@example.com',
        password: 'Server!2026',
        nickname: '서버',
        sms_accept: false,
        email_accept: false,
        push_accept: false,
        phone: '01012120002',
        efinance_agreement: true,
      },
    });
    expect(joined.status_code).toBe('OK');
    const session = await okWire(gateway.url, 'member.login-email', {
      payload: { username: 'pg@example.com', password: 'Server!2026', captcha: null, device_id: 'd' },
    });
    if (!('access_token' in session) || session.refresh_token === null) throw new Error('expected a session');
    const renewed = await okWire(gateway.url, 'member.token-refresh', {
      payload: { refresh_token: session.refresh_token },
    });
    const withdrawn = await okWire(gateway.url, 'member.withdraw', {
      token: renewed.access_token,
      payload: { reason_type: 'LACK_OF_DISCOUNTS', reason_detail: '' },
    });
    expect(withdrawn.success).toBe(true);
  });

  // last: it spends the test client's address limit
  it('the per-address SMS limit holds under concurrent sends to many phones', async () => {
    const sends = Array.from({ length: defaultSmsLimits.perAddress + 8 }, (_, i) =>
      callWire(gateway.url, 'sms.send', {
        payload: { customer_id: null, phone: `0101313${String(i).padStart(4, '0')}`, context: 'ORDER' },
      }),
    );
    const statuses = (await Promise.all(sends)).map((s) => s.status);
    expect(statuses).toContain(429);
    // every text of this gateway came from this test client's one address
    const [sent] = await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sms_sends');
    expect(sent?.n).toBe(defaultSmsLimits.perAddress);
  });
});
