// Reads that create no events (restaurant list, menu, reviews, info) keyed by what they ask, so a
// screen shown again (back, a tab switch) has its data at once. A failed read is tried again the
// next time a screen asks for it. The failure texts (the message catalogue) load with the command
// side, not with the first screen.
import type { MessageCode } from '../../domain/messages.ts';
import type { GatewayFailure, GatewayResult } from '../../domain/ports/gateway-failure.ts';
import type { Rejection } from '../../domain/result.ts';

export type QueryState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ok'; readonly data: T }
  | { readonly status: 'error'; readonly message: string; readonly code: string };

export const LOADING: QueryState<never> = { status: 'loading' };

interface Entry {
  state: QueryState<unknown>;
  readonly listeners: Set<() => void>;
  running: boolean;
}

const MAX_ENTRIES = 200;

async function describeFailure(failure: GatewayFailure, screenText: MessageCode): Promise<Rejection> {
  const { readFailureRejection } = await import('../../domain/content/read-failure.ts');
  return readFailureRejection(failure, screenText);
}

export class QueryCache {
  private readonly entries = new Map<string, Entry>();

  private entry(key: string): Entry {
    let e = this.entries.get(key);
    if (e === undefined) {
      e = { state: LOADING, listeners: new Set(), running: false };
      this.entries.set(key, e);
      this.trim();
    }
    return e;
  }

  /** Oldest unwatched entries go first. */
  private trim(): void {
    for (const [key, e] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES) return;
      if (e.listeners.size === 0 && !e.running) this.entries.delete(key);
    }
  }

  snapshot<T>(key: string): QueryState<T> {
    return (this.entries.get(key)?.state ?? LOADING) as QueryState<T>;
  }

  subscribe(key: string, onChange: () => void): () => void {
    const e = this.entry(key);
    e.listeners.add(onChange);
    return () => e.listeners.delete(onChange);
  }

  private set(e: Entry, state: QueryState<unknown>): void {
    e.state = state;
    for (const listener of [...e.listeners]) listener();
  }

  /** Starts the read unless it has an answer or is running; `force` reads again. */
  ensure<T>(
    key: string,
    load: () => Promise<GatewayResult<T>>,
    failureText: MessageCode,
    force = false,
  ): void {
    const e = this.entry(key);
    if (e.running || (!force && e.state.status === 'ok')) return;
    e.running = true;
    if (e.state.status !== 'loading') this.set(e, LOADING);
    const fail = async (failure: GatewayFailure) => {
      const r = await describeFailure(failure, failureText);
      e.running = false;
      this.set(e, { status: 'error', message: r.message, code: r.code });
    };
    load().then(
      (result) => {
        if (!result.ok) return fail(result.failure);
        e.running = false;
        this.set(e, { status: 'ok', data: result.value });
        return undefined;
      },
      () => fail({ kind: 'network' }),
    );
  }

  /** Forgets every answer whose key starts with `prefix` (e.g. after a location change). */
  invalidate(prefix: string): void {
    for (const [key, e] of this.entries)
      if (key.startsWith(prefix) && e.listeners.size === 0) this.entries.delete(key);
  }
}
