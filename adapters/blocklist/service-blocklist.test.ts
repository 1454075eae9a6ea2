import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import type { ServiceInfo } from '../../domain/ports/content-queries.ts';
import type { GatewayResult } from '../../domain/ports/gateway-failure.ts';
import { serviceBlocklist } from './service-blocklist.ts';

const info = (blocked: string[]): GatewayResult<ServiceInfo> => ({
  ok: true,
  value: { promotion_banners: [], max_sms_verification_time: 5, blocked_customers: blocked },
});

describe('the blocked-user list of the service info', () => {
  it('blocks a matching customer id and phone, fetching the list once (spec 000 §5 "Blocked user")', async () => {
    const hash = await bcrypt.hash('900099:01099990000', 4);
    let calls = 0;
    const list = serviceBlocklist(() => {
      calls += 1;
      return Promise.resolve(info([hash]));
    });
    expect(await list.isBlocked('900099', '010-9999-0000')).toBe(true);
    expect(await list.isBlocked('900001', '010-9999-0000')).toBe(false);
    expect(calls).toBe(1);
  });

  it('blocks nobody while the list cannot be had, and asks again next time', async () => {
    let calls = 0;
    const list = serviceBlocklist(() => {
      calls += 1;
      return Promise.resolve({ ok: false, failure: { kind: 'timeout' } });
    });
    expect(await list.isBlocked('900099', '01099990000')).toBe(false);
    expect(await list.isBlocked('900099', '01099990000')).toBe(false);
    expect(calls).toBe(2);
  });
});
