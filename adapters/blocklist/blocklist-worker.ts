// The Web Worker that runs the blocklist's bcrypt off the main thread (tens of milliseconds per hash
// at cost 10). Protocol: it receives `{ id, salts, customerId, phone }` and answers
// `{ id, digests }`, the customer's entry hashed with each salt (one salt for a published list);
// the page looks the digests up in its own index of the list, so the list never crosses threads.
// The id pairs answers with questions. A message that is not a request is answered
// `{ id: null, digests: [] }`.
// The web shell starts it with `new Worker(new URL('./blocklist-worker.ts', import.meta.url),
// { type: 'module' })`; the module installs itself only when it is loaded inside a worker.
import * as t from 'io-ts';
import { blockEntry, entryDigests } from './bcrypt-blocklist.ts';

export const BlocklistRequestC = t.type(
  { id: t.number, salts: t.readonlyArray(t.string), customerId: t.string, phone: t.string },
  'BlocklistRequest',
);
export type BlocklistRequest = t.TypeOf<typeof BlocklistRequestC>;

export const BlocklistResponseC = t.type(
  { id: t.union([t.number, t.null]), digests: t.readonlyArray(t.string) },
  'BlocklistResponse',
);
export type BlocklistResponse = t.TypeOf<typeof BlocklistResponseC>;

/** Answers one message; never rejects. */
export async function handleBlocklistMessage(data: unknown): Promise<BlocklistResponse> {
  const request = BlocklistRequestC.decode(data);
  if (request._tag === 'Left') return { id: null, digests: [] };
  const { id, salts, customerId, phone } = request.right;
  const entry = blockEntry(customerId, phone);
  return { id, digests: entry === null ? [] : await entryDigests(entry, salts) };
}

/** The part of a worker's global scope used here. */
export interface WorkerScopeLike {
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
  postMessage(message: BlocklistResponse): void;
}

export function installBlocklistWorker(scope: WorkerScopeLike): void {
  scope.addEventListener('message', (event) => {
    void handleBlocklistMessage(event.data).then((response) => scope.postMessage(response));
  });
}

// Inside a worker, WorkerGlobalScope exists and `document` does not; in Node and on a page, neither holds.
const inWorker = 'WorkerGlobalScope' in globalThis && !('document' in globalThis);
if (inWorker) installBlocklistWorker(globalThis as unknown as WorkerScopeLike);
