// Fault injection for tests and QA: wraps any transport (live, recorded) and, for requests matching
// a rule, answers with the fault instead of the server.
//
// - timeout, status0, status500, malformed: the request never reaches the inner transport, so no
//   server state changes (a status500 order submit took no order).
// - reset: the request IS sent and its answer dropped, as when a connection resets mid-answer: the
//   server acted, the client saw nothing. This is the case idempotent order submission is for.

import type { CallName } from '../../contract/calls.ts';
import type { HttpMethod, HttpRequest, Transport, TransportResult } from '../http/transport.ts';
import { callNameOf } from '../recorded/call-name.ts';
import { requestPath, splitPath } from '../recorded/url-path.ts';
import type { FaultKind, FaultRule } from './fault-config.ts';
import { malformedBody } from './malformed-body.ts';

export interface FaultOptions {
  /** The profile's origin and host bases, stripped before path patterns are matched. */
  readonly origins?: readonly string[];
  /** Wait the request's timeoutMs before a timeout fault, as a real one would. Default: at once. */
  readonly realTimeouts?: boolean;
}

export interface FiredFault {
  /** Index of the rule in the config. */
  readonly rule: number;
  readonly fault: FaultKind;
  readonly call: CallName | null;
  readonly method: HttpMethod;
  readonly path: string;
}

export interface FaultTransport extends Transport {
  fired(): readonly FiredFault[];
  /** Rules with faults left to fire, and how many. */
  pending(): readonly { readonly rule: number; readonly left: number }[];
}

/** A transport that injects faults, or one that passes a fault transport's record on (a trace's). */
export const isFaultTransport = (t: Transport): t is FaultTransport =>
  typeof (t as Partial<FaultTransport>).fired === 'function';

const escapeRegExp = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/** `:name` and `*` match one path segment (or part of one), `**` anything. */
export function pathPattern(pattern: string): RegExp {
  const source = pattern
    .split(/(\*\*|\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      return part.startsWith(':') ? '[^/]+' : escapeRegExp(part);
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const json = { 'content-type': 'application/json; charset=utf-8' };

function answer(fault: Exclude<FaultKind, 'reset'>, rule: FaultRule, call: CallName | null): TransportResult {
  switch (fault) {
    case 'timeout':
      return { ok: false, failure: { kind: 'timeout' } };
    case 'status0':
      return { ok: false, failure: { kind: 'network', detail: 'injected fault: status 0, no answer' } };
    case 'status500': {
      const body = JSON.stringify({ error_code: 500, error_message: 'injected fault: status 500' });
      return { ok: true, response: { status: 500, headers: json, body } };
    }
    case 'malformed':
      return { ok: true, response: { status: 200, headers: json, body: rule.body ?? malformedBody(call) } };
    default: {
      const unknown: never = fault;
      throw new Error(`unknown fault ${String(unknown)}`);
    }
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function faultTransport(
  inner: Transport,
  rules: readonly FaultRule[],
  options: FaultOptions = {},
): FaultTransport {
  const left = rules.map((r) => r.times ?? 1);
  const patterns = rules.map((r) => (r.match.startsWith('/') ? pathPattern(r.match) : null));
  const fired: FiredFault[] = [];

  const ruleFor = (call: CallName | null, pathname: string): number =>
    rules.findIndex((r, i) => {
      if ((left[i] ?? 0) <= 0) return false;
      const pattern = patterns[i];
      return pattern === null || pattern === undefined ? r.match === call : pattern.test(pathname);
    });

  return {
    async send(request: HttpRequest) {
      const path = requestPath(request.url, options.origins ?? []);
      const call = callNameOf(request.method, path);
      const index = ruleFor(call, splitPath(path).pathname);
      const rule = rules[index];
      if (rule === undefined) return inner.send(request);
      left[index] = (left[index] ?? 1) - 1;
      fired.push({ rule: index, fault: rule.fault, call, method: request.method, path });
      if (rule.fault === 'reset') {
        await inner.send(request);
        return {
          ok: false,
          failure: { kind: 'network', detail: 'injected fault: connection reset (ECONNRESET)' },
        };
      }
      if (rule.fault === 'timeout' && options.realTimeouts === true) await wait(request.timeoutMs);
      return answer(rule.fault, rule, call);
    },
    fired: () => [...fired],
    pending: () => left.map((n, rule) => ({ rule, left: n })).filter((p) => p.left > 0),
  };
}
