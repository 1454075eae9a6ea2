// given(events).when(command).then(expected): a handler test that states its starting facts as
// events instead of replaying a flow from SetLocation. It runs the real handler table over the
// in-memory ports; `gateway` replaces the calls a test wants answered otherwise.

import { expect } from 'vitest';
import type { Command } from '../../commands/commands.ts';
import type { Event } from '../../events/events.ts';
import type { WorkflowGateway } from '../../ports/gateway.ts';
import type { InMemoryCatalog, InMemoryGateway } from '../../ports/in-memory/gateway.ts';
import { type InMemoryPorts, inMemoryPorts } from '../../ports/in-memory/ports.ts';
import { sampleCatalog } from '../../ports/in-memory/sample-catalog.ts';
import { reactions } from '../../reactions/index.ts';
import type { EventDraft } from '../../store/decision.ts';
import type { Outcome } from '../../store/outcome.ts';
import { createStore, type Store } from '../../store/store.ts';
import { handlers } from '../index.ts';

export interface GivenOptions {
  readonly catalog?: InMemoryCatalog;
  /** Gateway calls answered otherwise (a function may wrap the in-memory ones). */
  readonly gateway?: Partial<WorkflowGateway> | ((base: InMemoryGateway) => Partial<WorkflowGateway>);
  /** Customers the blocklist refuses, as `customerId:phone`. */
  readonly blocked?: readonly string[];
  /** Set up the in-memory server's own facts (an SMS code sent, a cart inserted...). */
  readonly server?: (ports: InMemoryPorts) => Promise<unknown> | unknown;
}

/** What the command should answer; `events` are the recorded events without their metadata. */
export type Expected =
  | { readonly events: readonly EventDraft[]; readonly navigate?: string }
  | { readonly rejected: string; readonly events?: readonly EventDraft[]; readonly navigate?: string }
  | { readonly confirm: string; readonly events?: readonly EventDraft[] };

export interface Ran {
  readonly outcome: Outcome;
  readonly store: Store;
  readonly ports: InMemoryPorts;
}

export interface When {
  /**
   * Dispatches the command and checks its answer; resolves with it for further checks. Named as
   * the given/when/then reads; a When is not itself a promise (awaiting one throws).
   */
  then(expected: Expected): Promise<Ran>;
  /** Dispatches the command without checking. */
  run(): Promise<Ran>;
}

const bare = (events: readonly Event[]) => events.map(({ type, data }) => ({ type, data }));

export function given(events: readonly EventDraft[] = [], options: GivenOptions = {}) {
  return {
    /** `after`: milliseconds the clock moves between the given events and the command. */
    when(command: Command, { after = 0 }: { readonly after?: number } = {}): When {
      async function run(): Promise<Ran> {
        const ports = inMemoryPorts(options.catalog ?? sampleCatalog);
        for (const b of options.blocked ?? []) ports.blocked.add(b);
        await options.server?.(ports);
        const calls =
          typeof options.gateway === 'function' ? options.gateway(ports.gateway) : options.gateway;
        const at = ports.clock.now();
        const log = events.map((e) => ({ ...e, metadata: { at } }) as Event);
        ports.clock.advance(after);
        const store = createStore({
          ports: { ...ports, gateway: { ...ports.gateway, ...calls } },
          handlers,
          reactions,
          log,
        });
        return { outcome: await store.dispatch(command), store, ports };
      }
      return {
        run,
        // biome-ignore lint/suspicious/noThenProperty: see When.then
        async then(expected) {
          if (typeof expected === 'function')
            throw new TypeError('call .then(expected) or .run(), not await .when()');
          const ran = await run();
          const { outcome } = ran;
          if ('rejected' in expected) {
            expect(outcome.kind, JSON.stringify(outcome)).toBe('rejected');
            if (outcome.kind === 'rejected') expect(outcome.rejection.code).toBe(expected.rejected);
          } else if ('confirm' in expected) {
            expect(outcome.kind, JSON.stringify(outcome)).toBe('needs-confirmation');
            if (outcome.kind === 'needs-confirmation') expect(outcome.rejection.code).toBe(expected.confirm);
          } else {
            expect(outcome.kind, JSON.stringify(outcome)).toBe('accepted');
          }
          expect(bare(outcome.events)).toEqual(expected.events ?? []);
          if ('navigate' in expected)
            expect(outcome.kind !== 'needs-confirmation' && outcome.navigate).toBe(expected.navigate);
          return ran;
        },
      };
    },
  };
}
