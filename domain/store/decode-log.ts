// A stored log (a file, browser storage) is untrusted: it is decoded before it is replayed. Its own
// module, so that the read side (replay, projections) does not carry the event codecs.
import { guardedDecode } from '../../contract/guarded-decode.ts';
import { reportErrors } from '../codecs/report.ts';
import { type Event, EventLog } from '../events/events.ts';

/** Decodes an untrusted stored log (a file, storage) before replaying it. */
export function decodeLog(
  raw: unknown,
): { ok: true; log: readonly Event[] } | { ok: false; errors: string[] } {
  const decoded = guardedDecode(EventLog, raw);
  if (decoded._tag === 'Right') return { ok: true, log: decoded.right };
  return { ok: false, errors: reportErrors(decoded.left) };
}
