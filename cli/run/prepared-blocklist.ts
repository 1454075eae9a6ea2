// The CLI's blocked-user check (spec 000 §5 "Blocked user"), prepared ahead of the step that asks
// it: as soon as a session knows the customer id and the phone, `prepare` fetches the service
// info's list and hashes the customer's entry (bcrypt, cost 10) on the hashing thread, so order
// submit finds the answer ready instead of waiting about 50 ms for it. An answer is kept per
// customer id and phone for the session, as the list is (fetched once, as serviceBlocklist does);
// a fetch that failed keeps nothing, so the next check fetches again and answers "not blocked"
// meanwhile (the gateway checks again at order submit).
import { bcryptBlocklist } from '../../adapters/blocklist/bcrypt-blocklist.ts';
import type { ServiceInfo } from '../../domain/ports/content-queries.ts';
import type { Blocklist } from '../../domain/ports/gateway.ts';
import type { GatewayResult } from '../../domain/ports/gateway-failure.ts';
import { threadHash } from './hash-thread.ts';

export interface PreparedBlocklist extends Blocklist {
  /** Starts the check of this customer and phone now; `isBlocked` with them then awaits it. */
  prepare(customerId: string, phone: string): void;
}

export function preparedBlocklist(
  serviceInfo: () => Promise<GatewayResult<ServiceInfo>>,
  fromHashes: (hashes: readonly string[]) => Blocklist = (hashes) => bcryptBlocklist(hashes, threadHash),
): PreparedBlocklist {
  let list: Promise<Blocklist | null> | null = null;
  const answers = new Map<string, Promise<boolean>>();
  const load = () => {
    list ??= serviceInfo().then(
      (answer) => (answer.ok ? fromHashes(answer.value.blocked_customers ?? []) : null),
      () => null,
    );
    return list;
  };
  const isBlocked = (customerId: string, phone: string): Promise<boolean> => {
    const key = `${customerId}\n${phone}`;
    const known = answers.get(key);
    if (known !== undefined) return known;
    const answer = load().then((loaded) => {
      if (loaded !== null) return loaded.isBlocked(customerId, phone);
      list = null; // try again next time
      answers.delete(key);
      return false;
    });
    answers.set(key, answer);
    return answer;
  };
  return {
    isBlocked,
    prepare(customerId, phone) {
      void isBlocked(customerId, phone);
    },
  };
}
