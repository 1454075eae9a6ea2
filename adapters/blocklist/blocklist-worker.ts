// The Web Worker that runs the blocklist check off the main thread (bcrypt at cost 10 takes tens of
// milliseconds per hash). Protocol: it receives `{ id, hashes, customerId, phone }` and answers
// `{ id, blocked }`; the id pairs answers with questions. A message that is not a request is
// answered `{ id: null, blocked: false }`.
// The web shell starts it with `new Worker(new URL('./blocklist-worker.ts', import.meta.url),
// { type: 'module' })`; the module installs itself only when it is loaded inside a worker.
import * as t from 'io-ts';
import { matchesBlocklist } from './bcrypt-blocklist.ts';

export const BlocklistRequestC = t.type(
  { id: t.number, hashes: t.readonlyArray(t.string), customerId: t.string, phone: t.string },
  'BlocklistRequest',
);
export type BlocklistRequest = t.TypeOf<typeof BlocklistRequestC>;

export const BlocklistResponseC = t.type(
  { id: t.union([t.number, t.null]), blocked: t.boolean },
  'BlocklistResponse',
);
export type BlocklistResponse = t.TypeOf<typeof BlocklistResponseC>;

/** Answers one message; never rejects. */
export async function handleBlocklistMessage(data: unknown): Promise<BlocklistResponse> {
  const request = BlocklistRequestC.decode(data);
  if (request._tag === 'Left') return { id: null, blocked: false };
  const { id, hashes, customerId, phone } = request.right;
  const blocked = await matchesBlocklist(hashes, customerId, phone).catch(() => false);
  return { id, blocked };
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
