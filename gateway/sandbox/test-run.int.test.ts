// A QA test run's own clock and phones on a gateway that runs on the real clock (sandbox only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls.ts';
import { hostPrefixes } from '../http/hosts.ts';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';

const T = '2026-11-21T12:00:00+09:00';
let gateway: RunningGateway;
let closed: RunningGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ now: null });
  closed = await startTestGateway({ now: null, sandbox: false });
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await closed?.close();
});

function pathOf(name: 'sms.send' | 'sms.check', phone: string): string {
  const call = calls[name];
  return `${hostPrefixes[call.host]}${(call.path as (p: unknown) => string)({ phone })}`;
}

async function post(
  url: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(new URL(path, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const send = (phone: string, headers: Record<string, string>, url = gateway.url) =>
  post(url, pathOf('sms.send', phone), { customer_id: null, phone, context: 'ORDER' }, headers);

async function outbox(phone: string, headers: Record<string, string>, url = gateway.url) {
  const response = await fetch(`${url}/sandbox/sms?phone=${phone}`, { headers });
  return { status: response.status, body: (await response.json()) as { code: string; sent_at: string } };
}

describe('a sandbox test run', () => {
  it("decides the request at the time it carries, not the gateway's clock", async () => {
    // given a gateway on the real clock, when a run's request carries 2026-11-21 12:00 KST
    const run = { 'x-jumun-now': T, 'x-jumun-run': 'clock-1' };
    expect((await send('01040000001', run)).body).toMatchObject({ result: 'success' });
    // then the code was sent at that time
    expect((await outbox('01040000001', run)).body.sent_at).toBe('2026-11-21T03:00:00.000Z');
  });

  it('keeps its phones to itself: a phone verified in one run is unverified in the next', async () => {
    // given a phone verified in run A
    const a = { 'x-jumun-now': T, 'x-jumun-run': 'run-a' };
    await send('01040000002', a);
    const { code } = (await outbox('01040000002', a)).body;
    expect((await post(gateway.url, pathOf('sms.check', '01040000002'), { code }, a)).body).toMatchObject({
      result: true,
    });
    expect((await send('01040000002', a)).body).toMatchObject({ result: 'dup_veri_trial' });
    // when run B, or a request of no run, sends a code to the same phone at the same time
    const b = { 'x-jumun-now': T, 'x-jumun-run': 'run-b' };
    // then a code is sent: the phone is not verified there
    expect((await send('01040000002', b)).body).toMatchObject({ result: 'success', send_count: 1 });
    expect((await send('01040000002', {})).body).toMatchObject({ result: 'success', send_count: 1 });
  });

  it('refuses a time without an offset and a bad run id', async () => {
    const noOffset = await send('01040000003', { 'x-jumun-now': '2026-11-21T12:00:00' });
    expect(noOffset.status).toBe(400);
    expect(noOffset.body.error_message).toContain('x-jumun-now');
    // the same rule as --now and a script's clock line: a real calendar day
    expect((await send('01040000003', { 'x-jumun-now': '2026-02-30T12:00:00+09:00' })).status).toBe(400);
    expect((await send('01040000003', { 'x-jumun-run': 'no spaces' })).status).toBe(400);
  });

  it('is ignored when the sandbox providers are off', async () => {
    // given a gateway without the sandbox: the headers change nothing
    const before = Date.now();
    const run = { 'x-jumun-now': T, 'x-jumun-run': 'run-c' };
    expect((await send('01040000004', run, closed.url)).body).toMatchObject({ result: 'success' });
    const [row] = await closed.db.query<{ phone: string; sent_at: Date }>(
      "SELECT phone, sent_at FROM sms_codes WHERE phone LIKE '01040000004%'",
    );
    expect(row?.phone).toBe('01040000004');
    expect(row?.sent_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});
