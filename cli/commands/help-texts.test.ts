// What --help says, read from the commands as registered (no process started): a default said
// once, and the fault kinds listed where --faults is taken, from the list the fault config uses.
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { FaultKind } from '../../adapters/faults/fault-config.ts';
import type { ExitWith } from '../exit.ts';
import { registerExplore } from './explore.ts';
import { registerLoad } from './load.ts';
import { registerRun } from './run.ts';
import { registerServe } from './serve.ts';
import { serveFlags } from './serve-command.ts';

const never: ExitWith = () => () => Promise.reject(new Error('--help runs no action'));

function helpOf(register: (program: Command, exitWith: ExitWith) => void): string {
  const program = new Command();
  register(program, never);
  const [command] = program.commands;
  if (command === undefined) throw new Error('nothing registered');
  // wide, so that no description is wrapped across the words a test looks for
  const written: string[] = [];
  command.configureHelp({ helpWidth: 400 }).configureOutput({ writeOut: (s) => written.push(s) });
  command.outputHelp();
  return written.join('');
}

describe('--help', () => {
  it('jumun serve says each default once, whatever the environment holds', () => {
    const saved = { port: process.env.PORT, origins: process.env.JUMUN_ALLOWED_ORIGINS };
    process.env.PORT = '9999';
    process.env.JUMUN_ALLOWED_ORIGINS = 'https://app.example.com';
    try {
      const help = helpOf(registerServe);
      expect(help).toMatch(/--port <n> +port to listen on \(default: \$PORT or 8080\)\n/);
      expect(help).toMatch(/frame the app \(default: \$JUMUN_ALLOWED_ORIGINS, comma-separated\)\n/);
      for (const line of help.split('\n')) expect(line.split('(default').length, line).toBeLessThanOrEqual(2);
      expect(help).not.toContain('9999');
    } finally {
      if (saved.port === undefined) delete process.env.PORT;
      else process.env.PORT = saved.port;
      if (saved.origins === undefined) delete process.env.JUMUN_ALLOWED_ORIGINS;
      else process.env.JUMUN_ALLOWED_ORIGINS = saved.origins;
    }
  });

  it('jumun serve takes $PORT and $JUMUN_ALLOWED_ORIGINS where the flags are not given', () => {
    const env = { PORT: '9090', JUMUN_ALLOWED_ORIGINS: 'https://a.example.com' };
    expect(serveFlags({}, env)).toEqual({ port: '9090', allowOrigin: 'https://a.example.com' });
    expect(serveFlags({ port: '7070', allowOrigin: ['https://b.example.com'] }, env)).toEqual({
      port: '7070',
      allowOrigin: ['https://b.example.com'],
    });
    expect(serveFlags({}, {})).toEqual({ port: '8080', allowOrigin: undefined });
  });

  it.each([
    ['run', registerRun],
    ['load', registerLoad],
  ] as const)('jumun %s lists every kind of fault --faults can inject', (_, register) => {
    const help = helpOf(register);
    for (const kind of Object.keys(FaultKind.keys)) expect(help).toMatch(new RegExp(`\\n {2}${kind} +\\S`));
    expect(help).toContain('{"match": CALL, "fault": KIND, "times": N}');
  });

  it('jumun explore says each default once, its examples, the invariants and every exit code', () => {
    const help = helpOf(registerExplore);
    for (const line of help.split('\n')) expect(line.split('(default').length, line).toBeLessThanOrEqual(2);
    expect(help).toMatch(/--time <time> +how long to explore: 20s, 2m \(default: "60s"\)\n/);
    expect(help).toMatch(/--shrink-time <time> +how long to shrink a failure .*\n? +.*\(default: "60s"\)\n/);
    expect(help).toMatch(/--gateway <url> +.*\(default: a `jumun serve --db memory` of its own\)\n/);
    expect(help).toMatch(/Examples:\n {2}\$ jumun explore /);
    for (const said of ['lines + delivery fee − discounts', 'catalogue', 'idempotency key', 'stock'])
      expect(help).toContain(said);
    for (const code of [
      '0 every invariant held',
      '1 one broke',
      '2 bad arguments',
      '3 gateway unreachable',
      '130 interrupted',
    ])
      expect(help.replace(/\n/g, ' ')).toContain(code);
  });
});
