// Record mode: wraps a live transport and keeps every HTTP answer as a cassette interaction.
//
// Only HTTP answers are recorded (any status, 500s included): a timeout or a reset says something
// about the network that day, not about the contract, and a cassette that replayed one would fail
// for a reason nobody can see in it. Failures pass through untouched and are listed by `skipped()`;
// tests that need them use the fault transport (adapters/faults/).
//
// Secrets are redacted as each interaction is kept (redact-cassette.ts); replay stands well-formed
// values in for them (stand-ins.ts).
//
// Interactions are kept in the order the requests were sent, not the order the answers arrived,
// so concurrent requests (menu, info and rating at once) record the same cassette every time.
import type * as E from 'fp-ts/lib/Either.js';
import type { HttpMethod, HttpRequest, Transport, TransportFailure } from '../http/transport.ts';
import { callNameOf } from './call-name.ts';
import type { Cassette, CassetteError, Interaction } from './cassette.ts';
import { writeCassetteFile } from './cassette-file.ts';
import { recordResponse } from './http-entries.ts';
import { requestBodyOf } from './json.ts';
import { cassetteRedactor } from './redact-cassette.ts';
import { requestPath } from './url-path.ts';

export interface RecordingOptions {
  /** The profile's origin and host bases, stripped from every URL; the first is `profile_origin`. */
  readonly origins?: readonly string[];
  readonly now?: () => Date;
  /** Written as the cassette's `volatile` list (volatile-paths.ts), for its replays. */
  readonly volatile?: readonly string[];
}

export interface SkippedRequest {
  readonly method: HttpMethod;
  readonly path: string;
  readonly failure: TransportFailure;
}

export interface RecordingTransport extends Transport {
  /** What was recorded so far (answers still in flight are not in it yet). */
  cassette(): Cassette;
  save(file: string): E.Either<CassetteError, void>;
  /** Requests that got no HTTP answer, so were not recorded. */
  skipped(): readonly SkippedRequest[];
}

export function recordingTransport(live: Transport, options: RecordingOptions = {}): RecordingTransport {
  const origins = options.origins ?? [];
  const recordedAt = (options.now ?? (() => new Date()))().toISOString();
  // One slot per request sent, filled when its answer arrives; failed requests leave theirs empty.
  const slots: (Interaction | undefined)[] = [];
  const skipped: SkippedRequest[] = [];
  const redactor = cassetteRedactor();
  const volatile = options.volatile ?? [];

  const cassette = (): Cassette => ({
    version: 1,
    recorded_at: recordedAt,
    ...(origins[0] === undefined ? {} : { profile_origin: origins[0] }),
    ...(volatile.length === 0 ? {} : { volatile: [...volatile] }),
    interactions: redactor.blocklists(slots.filter((s): s is Interaction => s !== undefined)),
  });

  return {
    async send(request: HttpRequest) {
      const slot = slots.length;
      slots.push(undefined);
      const path = requestPath(request.url, origins);
      const result = await live.send(request);
      if (!result.ok) {
        skipped.push({ method: request.method, path, failure: result.failure });
        return result;
      }
      // Redacted as it is kept: no secret is ever part of the cassette, even before it is saved.
      slots[slot] = redactor.interaction({
        call: callNameOf(request.method, path),
        request: { method: request.method, path, body: requestBodyOf(request.body) },
        response: recordResponse(result.response),
      });
      return result;
    },
    cassette,
    save: (file) => writeCassetteFile(file, cassette()),
    skipped: () => [...skipped],
  };
}
