// A script's own faults (`# faults:` in its header): read from a file beside the script or from the
// line itself, errors naming the file and line, and injected into that script's requests only.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { faultTransport } from '../../adapters/faults/fault-transport.ts';
import { defaultProfile } from '../../adapters/http/profile.ts';
import type { HttpRequest, Transport } from '../../adapters/http/transport.ts';
import { resolveTarget, type Target } from '../target/target.ts';
import { runScripts } from './run-scripts.ts';
import { readScriptFaults, withScriptFaults } from './script-faults.ts';
import { loadScripts } from './script-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'jumun-script-faults-'));
const script = join(dir, 'order.jsonl');

describe('reading a "# faults:" line', () => {
  it('takes the rules written in the line, or a faults file beside the script', async () => {
    const rule = { match: 'order.submit', fault: 'status500' };
    expect(await readScriptFaults(script, { value: JSON.stringify(rule), line: 2 })).toEqual([rule]);
    writeFileSync(join(dir, 'faults.json'), JSON.stringify([rule, { match: '/api/**', fault: 'timeout' }]));
    expect(await readScriptFaults(script, { value: 'faults.json', line: 2 })).toEqual([
      rule,
      { match: '/api/**', fault: 'timeout' },
    ]);
    expect(await readScriptFaults(script, null)).toEqual([]);
  });

  it("names the script and its line, and a faults file's own line, when they are bad", async () => {
    expect(
      await readScriptFaults(script, { value: '{"match": "order.submit", "falut": "reset"}', line: 3 }),
    ).toBe(
      `${script}:3: # faults: $.falut: unknown field "falut"; did you mean "fault"? (a rule has match, fault, times, body)`,
    );
    expect(await readScriptFaults(script, { value: 'missing.json', line: 4 })).toMatch(
      new RegExp(`^${script}:4: # faults: missing\\.json: ENOENT`),
    );
    writeFileSync(join(dir, 'bad.json'), '[\n  {"match": "order.submit", "fault": "slow"}\n]');
    expect(await readScriptFaults(script, { value: 'bad.json', line: 2 })).toBe(
      `${join(dir, 'bad.json')}:2: $[0].fault: expected one of timeout | status500 | status0 | malformed | reset, got "slow" (the faults of ${script}:2)`,
    );
  });
});

describe('a script with its own faults', () => {
  it('fails where its fault strikes, while the same script without them passes', async () => {
    const cash = readFileSync('fixtures/scripts/cash-order.jsonl', 'utf8');
    const faulted = join(mkdtempSync(join(dir, 'faulted-')), 'cash-order.jsonl');
    writeFileSync(faulted, `# faults: {"match": "order.submit", "fault": "status500"}\n${cash}`);
    const loaded = await loadScripts(['fixtures/scripts/cash-order.jsonl', faulted]);
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    expect(loaded.scripts.map((s) => s.faults)).toEqual([
      undefined,
      [{ match: 'order.submit', fault: 'status500' }],
    ]);
    const failures = [];
    for (const s of loaded.scripts) {
      const resolved = await resolveTarget({ cassette: 'fixtures/cassettes/cash-order.json' });
      if (!resolved.ok) throw new Error(resolved.message);
      const [run] = await runScripts([s], resolved.target, {
        concurrency: 1,
        clock: { now: () => Date.parse('2026-11-21T12:00:00+09:00') },
        onScript: () => {},
      });
      failures.push(run?.results.filter((r) => !r.ok && r.skipped !== true).map((r) => r.type));
    }
    expect(failures).toEqual([[], ['SubmitOrder']]);
  });

  it("injects the script's faults before the run's, and says what fired of both, in order", async () => {
    const sent: string[] = [];
    const server: Transport = {
      send: async (request: HttpRequest) => {
        sent.push(request.url);
        return { ok: true, response: { status: 200, headers: {}, body: '{}' } };
      },
    };
    const profile = defaultProfile('http://jumun.test');
    const origins = Object.values(profile.hosts);
    const run = faultTransport(server, [{ match: '/run', fault: 'status500' }], { origins });
    const target: Target = {
      profile,
      live: true,
      ahead: true,
      transportFor: () => run,
      save: async () => [],
    };
    const own = withScriptFaults(target, [{ match: '/own', fault: 'timeout' }]);
    expect(own.ahead).toBe(false);
    const transport = own.transportFor('order.jsonl') as ReturnType<typeof faultTransport>;
    const request = (path: string): HttpRequest => ({
      method: 'GET',
      url: `http://jumun.test${path}`,
      headers: {},
      timeoutMs: 1000,
    });
    const results = [];
    for (const path of ['/own', '/run', '/other']) results.push(await transport.send(request(path)));
    expect(results.map((r) => (r.ok ? r.response.status : r.failure.kind))).toEqual(['timeout', 500, 200]);
    expect(transport.fired().map((f) => `${f.path} ${f.fault}`)).toEqual(['/own timeout', '/run status500']);
    expect(sent).toEqual(['http://jumun.test/other']);
    expect(withScriptFaults(target, undefined)).toBe(target);
  });
});
