// The workflows over the recorded gateway with faults injected (issue: "every workflow … tested
// against cassettes and against fault injection (timeout, 500, status 0, malformed body,
// connection reset) with the spec's message and no lost cart"). The cash order is replayed from its
// cassette; for every gateway call it makes and every fault, the command that makes the call is
// refused with the spec's text, and the cart is what it was before.
import { readFileSync } from 'node:fs';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { FaultKind } from '../../adapters/faults/fault-config.ts';
import { faultTransport } from '../../adapters/faults/fault-transport.ts';
import { defaultProfile } from '../../adapters/http/profile.ts';
import type { HttpRequest, Transport } from '../../adapters/http/transport.ts';
import { callNameOf } from '../../adapters/recorded/call-name.ts';
import { readCassetteFile } from '../../adapters/recorded/cassette-file.ts';
import { replayTransport } from '../../adapters/recorded/replay-transport.ts';
import { requestPath } from '../../adapters/recorded/url-path.ts';
import type { Command } from '../../domain/commands/commands.ts';
import { messages } from '../../domain/messages.ts';
import { resolveCommand } from '../script/run-script.ts';
import { SANDBOX_CODE } from '../script/sandbox-code.ts';
import { parseScript } from '../script/script-line.ts';
import type { Target } from '../target/target.ts';
import { openSession } from './session.ts';

const profile = defaultProfile('http://jumun.test');
const origins = Object.values(profile.hosts);
const loaded = readCassetteFile('fixtures/cassettes/cash-order.json');
if (E.isLeft(loaded)) throw new Error('the cash-order cassette does not load');
const cassette = loaded.right;
const parsed = parseScript(readFileSync('fixtures/scripts/cash-order.jsonl', 'utf8'));
if (!parsed.ok) throw new Error('the cash-order script does not parse');
// The script's one placeholder, its phone ({{unique.phone}}), given a number of the band.
const commands: Command[] = parsed.lines.flatMap((l) => {
  if (l.kind !== 'command' && l.kind !== 'template') return [];
  const command = resolveCommand(l, { 'unique.phone': '01070000001' });
  if (typeof command === 'string') throw new Error(command);
  return [command];
});
const clock = { now: () => Date.parse('2026-11-21T12:00:00+09:00') };

function session(wrap: (t: Transport) => Transport) {
  const target: Target = {
    profile,
    live: false,
    transportFor: () => wrap(replayTransport(cassette, { origins })),
    save: async () => [],
  };
  return openSession(target, 'cash-order', { clock });
}

async function dispatch(s: ReturnType<typeof session>, command: Command) {
  if (command.type === 'VerifySmsCode' && command.code === SANDBOX_CODE) {
    const code = await s.sandboxSmsCode(s.store.projections().checkout.phone.number);
    return s.store.dispatch({ ...command, code: code ?? '' });
  }
  return s.store.dispatch(command);
}

/** Which contract calls each command of the script makes, from a clean replay. */
async function callsByCommand(): Promise<Map<string, number>> {
  const firstCommandOf = new Map<string, number>();
  let current = -1;
  const s = session((inner) => ({
    send: (request: HttpRequest) => {
      const call = callNameOf(request.method, requestPath(request.url, origins).split('?')[0] ?? '');
      if (call !== null && !firstCommandOf.has(call)) firstCommandOf.set(call, current);
      return inner.send(request);
    },
  }));
  for (const [i, command] of commands.entries()) {
    current = i;
    const outcome = await dispatch(s, command);
    if (outcome.kind !== 'accepted') throw new Error(`the clean replay refused ${command.type}`);
  }
  return firstCommandOf;
}

const SERVICE = messages.SERVICE_PROBLEM;
/**
 * The spec's text per call when it fails (spec 000 §8); the rest show the service-problem text.
 * Every fault here is the service down (status 0 or ≥ 500, a timeout, a reset, a body that does not
 * decode), which §8 "General" words for every call: the SMS's "other failures" text and the
 * payment switch's refresh failure are for refusals the server answered (their unit tests).
 */
const expected: Readonly<Record<string, string | 'accepted'>> = {
  // "Availability error: proceeds anyway" (spec 001 §4 "Location change").
  'geo.restaurants-available': 'accepted',
  // The discount info only informs the checkout; without it the checkout goes on with its defaults.
  'checkout.discount-info': 'accepted',
  // Without the blocked-user list the client blocks nobody; the gateway checks again at submit.
  'content.service-info': 'accepted',
};
const faults: readonly FaultKind[] = ['timeout', 'status500', 'status0', 'malformed', 'reset'];

describe('the cash order over its cassette, with faults', async () => {
  const byCall = await callsByCommand();

  it('makes the calls of the whole flow', () => {
    expect([...byCall.keys()]).toEqual(
      expect.arrayContaining([
        'geo.geocode',
        'restaurant.detail',
        'restaurant.menu',
        'cart.submit',
        'sms.send',
        'sms.check',
        'order.submit',
      ]),
    );
  });

  const cases = [...byCall.entries()].flatMap(([call, index]) =>
    faults.map((fault) => [call, fault, index] as const),
  );
  it.each(cases)('%s answering %s: the spec text, and the cart kept', async (call, fault, index) => {
    const s = session((inner) => faultTransport(inner, [{ match: call, fault, times: 1 }], { origins }));
    for (const command of commands.slice(0, index))
      expect((await dispatch(s, command)).kind).toBe('accepted');
    const cartBefore = s.store.projections().cart;
    const command = commands[index];
    if (command === undefined) throw new Error('no command');
    const outcome = await dispatch(s, command);
    const want = expected[call] ?? SERVICE;
    if (want === 'accepted') expect(outcome.kind).toBe('accepted');
    else expect(outcome).toMatchObject({ kind: 'rejected', rejection: { message: want } });
    expect(s.store.projections().cart).toEqual(cartBefore);
  });
});
