// A recorded login, SMS verification and order: the cassette holds no password, token, SMS code or
// phone, and replaying it with the live values still answers every request.
import { describe, expect, it } from 'vitest';
import { hashBlockEntry, matchesBlocklist } from '../blocklist/bcrypt-blocklist.ts';
import { fakePhone } from '../redact/phone-mask.ts';
import { formatCassette } from './cassette.ts';
import { recordingTransport } from './recording-transport.ts';
import { replayTransport } from './replay-transport.ts';
import { bodyOf, json, ORIGIN, request, scripted } from './testing/http-exchanges.ts';

const PASSWORD = 'S3ntinel!pw';
const PHONE = '01077776543';
const MEMBER_PHONE = '01099990000';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5MDAwOTkifQ.c2VudGluZWwtc2lnbmF0dXJl';
const REFRESH = 'r3fr3sh-S3ntinel-t0k3n';
const CODE = '4821';

const server = (blocked: string) =>
  scripted((req) => {
    if (req.url.endsWith('/v2/login-email-account'))
      return json(200, {
        customer_id: '900099',
        access_token: JWT,
        refresh_token: REFRESH,
        phone: MEMBER_PHONE,
      });
    if (req.url.endsWith('/api/v1/service_info/')) return json(200, { blocked_customers: [blocked] });
    if (req.url.includes('/sandbox/sms')) return json(200, { phone: PHONE, code: CODE });
    if (req.url.includes('/vericode/checkvericode/')) return json(200, { result: true });
    if (req.url.endsWith('/api/v1/auth/refresh'))
      return json(200, { access_token: `${JWT}x`, refresh_token: 'r2' });
    return json(404, {});
  });

const run = (refreshToken: string, code: string) => [
  request('POST', '/v2/login-email-account', { username: 'blocked@example.com', password: PASSWORD }),
  request('GET', '/api/v1/service_info/'),
  request('GET', `/sandbox/sms?phone=${PHONE}`),
  request('POST', `/vericode/checkvericode/${PHONE}/`, { code }),
  request('POST', '/api/v1/auth/refresh', { refresh_token: refreshToken }),
];

describe('a recorded cassette', () => {
  it('holds no password, token, SMS code or phone, and replays with stand-ins the client can use', async () => {
    const blocked = (await hashBlockEntry('900099', MEMBER_PHONE)) ?? '';
    const recorder = recordingTransport(server(blocked), { origins: [ORIGIN] });
    for (const r of run(REFRESH, CODE)) await recorder.send(r);
    const cassette = recorder.cassette();
    const text = formatCassette(cassette);
    for (const secret of [PASSWORD, JWT, 'eyJ', REFRESH, `"${CODE}"`, PHONE, MEMBER_PHONE])
      expect(text).not.toContain(secret);
    expect(text).toContain('"password": "<redacted:password>"');
    expect(text).toContain('"access_token": "<redacted:token-1>"');
    expect(text).toContain('"refresh_token": "<redacted:token-2>"');
    expect(text).toContain('/vericode/checkvericode/*******6543/');
    expect(text).toContain('"phone": "*******0000"');
    expect(formatCassette(recorder.cassette())).toBe(text);

    const replay = replayTransport(cassette, { origins: [ORIGIN] });
    const login = bodyOf(await replay.send(run(REFRESH, CODE)[0] ?? request('GET', '/'))) as Record<
      string,
      string
    >;
    expect(login.access_token).toMatch(/^eyJ[\w-]*\.[\w-]*\.$/);
    expect(login.phone).toBe(fakePhone('*******0000'));
    // The member stays blocked with the stand-in phone: the blocklist was re-hashed for it.
    const info = bodyOf(await replay.send(request('GET', '/api/v1/service_info/'))) as {
      blocked_customers: string[];
    };
    expect(await matchesBlocklist(info.blocked_customers, '900099', login.phone ?? '')).toBe(true);
    // The outbox answers the live phone and a four-digit code; another code, the refresh token the
    // stand-in answer gave: every request matches.
    const outbox = bodyOf(await replay.send(request('GET', `/sandbox/sms?phone=${PHONE}`))) as Record<
      string,
      string
    >;
    expect(outbox).toEqual({ phone: PHONE, code: '0000' });
    const [, , , check, refresh] = run(login.refresh_token ?? '', '0000');
    if (check === undefined || refresh === undefined) throw new Error('no requests');
    expect((await replay.send(check)).ok).toBe(true);
    expect((await replay.send(refresh)).ok).toBe(true);
    expect(replay.unmatched()).toEqual([]);
    expect(replay.remaining()).toEqual([]);
  });
});
