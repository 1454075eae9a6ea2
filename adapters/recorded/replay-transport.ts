// Replay mode: answers from a cassette, never from the network.
//
// A request matches a recorded one when method, path, query (any order) and body are equal after
// normalisation (normalise.ts): volatile values become placeholders and values learned from earlier
// answers become the place they were learned at (learned-values.ts). The first unused match answers,
// so repeated identical requests get the recorded answers in turn. Values the client made up and the
// server echoed are swapped for the live ones in the answer (echo.ts), and what the cassette redacted
// is answered with well-formed stand-ins (stand-ins.ts).
//
// A miss is a transport failure (`network`), never an HTTP answer, whose detail prints the request
// and the nearest recorded interaction; `unmatched()` and `remaining()` let a runner fail the run.
// A miss is never sent on to a live gateway (cassette-mode.ts says why).

import type { CallName } from '../../contract/calls.ts';
import type { HttpMethod, HttpRequest, Transport, TransportResult } from '../http/transport.ts';
import { callNameOf } from './call-name.ts';
import type { Cassette, Interaction, RecordedRequest } from './cassette.ts';
import { substitute, volatilePairs } from './echo.ts';
import { replayResponse } from './http-entries.ts';
import { requestBodyOf } from './json.ts';
import { type LearnedValues, learnedValues } from './learned-values.ts';
import { type Candidate, nearestLines, unmatchedText } from './nearest.ts';
import { type NormalisedRequest, normaliseRequest, requestKey } from './normalise.ts';
import { standIns } from './stand-ins.ts';
import { requestPath } from './url-path.ts';
import { parseVolatilePaths, type VolatilePath } from './volatile-paths.ts';

export interface ReplayOptions {
  /** As for recording: the profile's origin and host bases, stripped from every URL. */
  readonly origins?: readonly string[];
  /** When every match was used, answer with the last one again instead of missing. Default false. */
  readonly repeatExhausted?: boolean;
  /** Fields matched whatever they hold, beside the cassette's own `volatile` list. */
  readonly volatile?: readonly VolatilePath[];
}

export interface UnmatchedRequest extends RecordedRequest {
  readonly call: CallName | null;
  /** The same text as the failure's detail. */
  readonly detail: string;
  /** The nearest recorded interaction and the differences, as lines of the detail. */
  readonly nearest: readonly string[];
}

export interface RemainingInteraction {
  readonly index: number;
  readonly call: CallName | null;
  readonly method: HttpMethod;
  readonly path: string;
}

export interface ReplayTransport extends Transport {
  unmatched(): readonly UnmatchedRequest[];
  /** Recorded interactions not replayed (yet), in cassette order. */
  remaining(): readonly RemainingInteraction[];
}

interface Slot extends Candidate {
  readonly interaction: Interaction;
  readonly key: string;
  used: boolean;
}

/** Each recorded request normalised with what the recorded run had learned by then. */
function prepare(interactions: readonly Interaction[], volatile: readonly VolatilePath[]): Slot[] {
  const learned = learnedValues();
  return interactions.map((interaction, index) => {
    const normalised = normaliseRequest(interaction.request, { call: interaction.call, learned, volatile });
    learned.learn(interaction.response.body);
    const { call, request } = interaction;
    return { index, call, request, interaction, normalised, key: requestKey(normalised), used: false };
  });
}

function liveRequest(
  request: HttpRequest,
  origins: readonly string[],
  learned: LearnedValues,
  volatile: readonly VolatilePath[],
) {
  const path = requestPath(request.url, origins);
  const recorded: RecordedRequest = { method: request.method, path, body: requestBodyOf(request.body) };
  const call = callNameOf(request.method, path);
  const normalised: NormalisedRequest = normaliseRequest(recorded, { call, learned, volatile });
  return { call, request: recorded, normalised, key: requestKey(normalised) };
}

/** The cassette's own volatile list (checked when it was decoded) and the run's, as one. */
function volatileOf(cassette: Cassette, options: ReplayOptions): VolatilePath[] {
  const own = parseVolatilePaths(cassette.volatile ?? []);
  const paths = [...(own._tag === 'Right' ? own.right : []), ...(options.volatile ?? [])];
  return paths.filter((p, i) => paths.findIndex((q) => q.text === p.text) === i);
}

export function replayTransport(cassette: Cassette, options: ReplayOptions = {}): ReplayTransport {
  const volatile = volatileOf(cassette, options);
  const slots = prepare(cassette.interactions, volatile);
  const learned = learnedValues();
  const unmatched: UnmatchedRequest[] = [];

  const find = (key: string): Slot | undefined =>
    slots.find((s) => !s.used && s.key === key) ??
    (options.repeatExhausted === true ? slots.findLast((s) => s.key === key) : undefined);

  const send = async (request: HttpRequest): Promise<TransportResult> => {
    const live = liveRequest(request, options.origins ?? [], learned, volatile);
    const slot = find(live.key);
    if (slot === undefined) {
      const detail = unmatchedText(live, slots);
      unmatched.push({ ...live.request, call: live.call, detail, nearest: nearestLines(live, slots) });
      return { ok: false, failure: { kind: 'network', detail } };
    }
    slot.used = true;
    const pairs = volatilePairs(slot.interaction.request, live.request);
    const recorded = slot.interaction.response;
    // The live run's own values first (an echoed phone is the one sent), then stand-ins for what the
    // cassette redacted (a token, a code, a member's phone).
    const headers = standIns(recorded.headers) as Readonly<Record<string, string>>;
    const response = { ...recorded, headers, body: standIns(substitute(recorded.body, pairs)) };
    learned.learn(response.body);
    return { ok: true, response: replayResponse(response) };
  };

  return {
    send,
    unmatched: () => [...unmatched],
    remaining: () =>
      slots
        .filter((s) => !s.used)
        .map((s) => ({ index: s.index, call: s.call, method: s.request.method, path: s.request.path })),
  };
}
