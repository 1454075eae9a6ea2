// The blocked-user list comes with the service info (blocked_customers); it is fetched the first
// time a check needs it. Without it (the call failed) nobody is blocked here: the gateway checks
// again at order submit, so a failed fetch never stops an order on its own.

import type { ServiceInfo } from '../../domain/ports/content-queries.ts';
import type { Blocklist } from '../../domain/ports/gateway.ts';
import type { GatewayResult } from '../../domain/ports/gateway-failure.ts';
import { bcryptBlocklist } from './bcrypt-blocklist.ts';

export function serviceBlocklist(
  serviceInfo: () => Promise<GatewayResult<ServiceInfo>>,
  fromHashes: (hashes: readonly string[]) => Blocklist = bcryptBlocklist,
): Blocklist {
  let loaded: Promise<Blocklist | null> | null = null;
  const load = () => {
    loaded ??= serviceInfo().then((answer) =>
      answer.ok ? fromHashes(answer.value.blocked_customers ?? []) : null,
    );
    return loaded;
  };
  return {
    async isBlocked(customerId, phone) {
      const list = await load();
      if (list === null) {
        loaded = null; // try again next time
        return false;
      }
      return list.isBlocked(customerId, phone);
    },
  };
}
