// The blocked-user check for the browser: the list of the service info, checked in a Web Worker so
// bcrypt never blocks the page (a chunk of its own, loaded on the first check).

// The worker's built file by its URL (not `new Worker(new URL(…))`, which Vite would write as a
// plain string): the page's Trusted Types take a worker's script URL from the app's policy only.
import blocklistWorker from '../../adapters/blocklist/blocklist-worker.ts?worker&url';
import { serviceBlocklist } from '../../adapters/blocklist/service-blocklist.ts';
import { workerBlocklist } from '../../adapters/blocklist/worker-blocklist.ts';
import type { ContentQueries } from '../../domain/ports/content-queries.ts';
import type { Blocklist } from '../../domain/ports/gateway.ts';
import { appScriptUrl } from '../security/script-urls.ts';

export function webBlocklist(gateway: Pick<ContentQueries, 'serviceInfo'>): Blocklist {
  return serviceBlocklist(
    () => gateway.serviceInfo(),
    (hashes) =>
      workerBlocklist({
        hashes,
        startWorker: () => new Worker(appScriptUrl(blocklistWorker) as string | URL, { type: 'module' }),
      }),
  );
}
