// The blocked-user check for the browser: the list of the service info, checked in a Web Worker so
// bcrypt never blocks the page (a chunk of its own, loaded on the first check).
import { serviceBlocklist } from '../../adapters/blocklist/service-blocklist.ts';
import { workerBlocklist } from '../../adapters/blocklist/worker-blocklist.ts';
import type { ContentQueries } from '../../domain/ports/content-queries.ts';
import type { Blocklist } from '../../domain/ports/gateway.ts';

export function webBlocklist(gateway: Pick<ContentQueries, 'serviceInfo'>): Blocklist {
  return serviceBlocklist(
    () => gateway.serviceInfo(),
    (hashes) =>
      workerBlocklist({
        hashes,
        startWorker: () =>
          new Worker(new URL('../../adapters/blocklist/blocklist-worker.ts', import.meta.url), {
            type: 'module',
          }),
      }),
  );
}
