// The built CLI and a test gateway of its own for one int test file: started before its tests
// (together, as each takes seconds), closed after them. Tests that do not disturb each other's
// state (each journey, each virtual customer a fresh guest) share them.
import { afterAll, beforeAll } from 'vitest';
import type { GatewayOptions, RunningGateway } from '../../gateway/start.ts';
import { startTestGateway } from '../../gateway/testing/test-gateway.ts';
import { buildCli, type Jumun } from './built-cli.ts';

export interface CliAndGateway {
  /** The running gateway (read it in a test, once started). */
  gateway(): RunningGateway;
  readonly jumun: Jumun;
}

export function cliAndGateway(overrides: Partial<GatewayOptions> = {}): CliAndGateway {
  let gateway: RunningGateway | undefined;
  let jumun: Jumun | undefined;
  beforeAll(async () => {
    [gateway, jumun] = await Promise.all([startTestGateway(overrides), buildCli()]);
  }, 120_000);
  afterAll(async () => {
    await gateway?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is read before beforeAll started it`);
    return value;
  };
  return {
    gateway: () => started(gateway, 'the test gateway'),
    jumun: (args, options) => started(jumun, 'the built CLI')(args, options),
  };
}
