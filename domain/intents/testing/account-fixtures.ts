// Shared steps of the account workflow tests: a store over the in-memory ports (with calls
// overridden where a test needs another answer) and a phone verified for joining.

import type { Command } from '../../commands/commands.ts';
import type { WorkflowGateway } from '../../ports/gateway.ts';
import type { InMemoryGateway } from '../../ports/in-memory/gateway.ts';
import { type InMemoryPorts, inMemoryPorts } from '../../ports/in-memory/ports.ts';
import { sampleCatalog } from '../../ports/in-memory/sample-catalog.ts';
import { reactions } from '../../reactions/index.ts';
import type { Outcome } from '../../store/outcome.ts';
import { createStore, type Store } from '../../store/store.ts';
import { handlers } from '../index.ts';

export const allAgreed = { policy: true, collect: true, efinance: true, age14: true, push: false } as const;

export interface AccountTest {
  readonly store: Store;
  readonly ports: InMemoryPorts;
  run(...commands: Command[]): Promise<Outcome[]>;
  /** RequestSmsCode then VerifySmsCode with the sent code, for `context`. */
  verifyPhone(phone: string, context?: 'ORDER' | 'REGISTER'): Promise<Outcome>;
}

type Override = Partial<WorkflowGateway> | ((base: InMemoryGateway) => Partial<WorkflowGateway>);

/** A store whose gateway answers some calls differently (`override` may wrap the in-memory ones). */
export function accountTest(override: Override = {}): AccountTest {
  const ports = inMemoryPorts(sampleCatalog);
  const calls = typeof override === 'function' ? override(ports.gateway) : override;
  const store = createStore({
    ports: { ...ports, gateway: { ...ports.gateway, ...calls } },
    handlers,
    reactions,
  });
  async function run(...commands: Command[]) {
    const outcomes: Outcome[] = [];
    for (const command of commands) outcomes.push(await store.dispatch(command));
    return outcomes;
  }
  return {
    store,
    ports,
    run,
    async verifyPhone(phone, context = 'REGISTER') {
      await store.dispatch({ type: 'RequestSmsCode', context, phone });
      const code = ports.gateway.outbox.get(phone.replace(/\D/g, '')) ?? '';
      return store.dispatch({ type: 'VerifySmsCode', context, code });
    },
  };
}

export function eventTypes(outcome: Outcome | undefined): string[] {
  return outcome?.events.map((e) => e.type) ?? [];
}
