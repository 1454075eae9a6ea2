// Nothing a run writes holds a secret: a script plants a sentinel password, phone and token (and logs
// in with the seed password, so the gateway hands out JWTs and an SMS code), runs with every reporter
// against a live gateway while recording a cassette and an event log, replays both, and every file
// and every stdout/stderr is searched for the sentinels. The redacted cassette still replays the run.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningGateway } from '../gateway/start.ts';
import { startTestGateway, TEST_NOW } from '../gateway/testing/test-gateway.ts';
import '../scripts/testing/provided-context.ts';

const exec = promisify(execFile);
// the CLI built once for the run (scripts/testing/cli-setup.ts)
const BUNDLE = inject('cliBundle');

const SENTINEL_PASSWORD = 'S3ntinel-pw!';
const SEED_PASSWORD = 'Jumun!2026';
const SENTINEL_TOKEN = 'S3ntinel-social-t0ken';
const phoneOf = (n: number) => `010-7777-654${n}`;

const script = (phone: string) =>
  [
    { type: 'SocialLogIn', provider: 'kakao', accessToken: SENTINEL_TOKEN, expect: { rejected: '' } },
    { type: 'SetLocation', address: '서울 강남구 역삼동' },
    {
      type: 'LogIn',
      email: 'junho@example.com',
      password: SENTINEL_PASSWORD,
      expect: { rejected: 'LOGIN_FAILED' },
    },
    { type: 'LogIn', email: 'junho@example.com', password: SEED_PASSWORD },
    { type: 'OpenRestaurant', restaurantId: 1001 },
    { type: 'AddItem', menu: '후라이드치킨', options: { 맛: ['양념'] }, amount: 2 },
    { type: 'GoToCheckout' },
    { type: 'SetAddressDetail', detail: '101동 1001호' },
    { type: 'SetPhone', phone },
    { type: 'RequestSmsCode' },
    { type: 'VerifySmsCode', code: '@sandbox' },
    { type: 'ChoosePayment', payment: 'cash' },
    { type: 'SubmitOrder' },
    // Planted to fail: a failure prints the actual value, the phone, in every reporter.
    { assert: { 'checkout.phone.number': 'planted to fail' } },
  ]
    .map((line) => JSON.stringify(line))
    .join('\n');

interface Output {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function jumun(args: readonly string[]): Promise<Output> {
  try {
    const { stdout, stderr } = await exec(process.execPath, [BUNDLE, ...args], {
      encoding: 'utf8',
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** Every file under `dir`, by path. */
function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(path, readFileSync(path, 'utf8'));
    }
  }
  return files;
}

let gateway: RunningGateway;
const dir = mkdtempSync(join(tmpdir(), 'jumun-redaction-'));

beforeAll(async () => {
  gateway = await startTestGateway();
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a run with planted secrets', () => {
  it.each([
    ['pretty', 1],
    ['json', 2],
    ['junit', 3],
  ] as const)(
    'writes none of them with the %s reporter: cassette, event log, output, replays',
    async (reporter, n) => {
      const out = join(dir, reporter);
      mkdirSync(out);
      // The script holds the sentinels, so it sits beside the outputs searched, not among them.
      const file = join(dir, `sentinel-${reporter}.jsonl`);
      const phone = phoneOf(n);
      writeFileSync(file, `${script(phone)}\n`);
      const cassette = join(out, 'cassette.json');
      const events = join(out, 'events.json');
      const flags = ['--now', TEST_NOW, '--reporter', reporter];

      const live = await jumun([
        'run',
        file,
        '--gateway',
        gateway.url,
        '--record',
        cassette,
        '--events',
        events,
        ...flags,
      ]);
      const replayed = await jumun(['run', file, '--cassette', cassette, ...flags]);
      const projections = await jumun(['replay', events]);
      const outputs: Output[] = [live, replayed, projections];
      outputs.forEach((o, i) => {
        writeFileSync(join(out, `stdout-${i}.txt`), o.stdout);
        writeFileSync(join(out, `stderr-${i}.txt`), o.stderr);
      });

      // The run did what it was meant to: one planted failure, live and replayed alike.
      expect(live.code, live.stderr).toBe(1);
      expect(replayed.code, replayed.stderr).toBe(1);
      // Durations differ between a live run and its replay; nothing else may.
      const timeless = (out: string) =>
        out
          .replace(/time="[\d.]+"/g, '')
          .replace(/"(?:startMs|durationMs|seconds)":[\d.]+/g, '')
          .replace(/ \((?:&lt;|<)?\d+(?:\.\d+)? m?s\)/g, '')
          .replace(/\d+(?:\.\d+)? s\)/g, 's)');
      expect(timeless(replayed.stdout)).toBe(timeless(live.stdout));
      expect(live.stdout).toContain(`*******654${n}`);
      expect(JSON.parse(projections.stdout)).toMatchObject({
        checkout: { phone: { number: `*******654${n}`, status: 'verified' }, stage: 'placed' },
        session: { loggedIn: true },
      });

      const outbox = (await (await fetch(`${gateway.url}/sandbox/sms?phone=0107777654${n}`)).json()) as {
        code: string;
      };
      const sentinels = [
        SENTINEL_PASSWORD,
        SEED_PASSWORD,
        SENTINEL_TOKEN,
        phone,
        phone.replace(/-/g, ''),
        `"code": "${outbox.code}"`,
        `"code":"${outbox.code}"`,
      ];
      const files = filesUnder(out);
      expect([...files.keys()].length).toBe(8);
      // Any JWT: a header and a payload of base64url JSON and a signature. "eyJ" alone is not one:
      // a cart's signature (43 random base64url characters, in the cassette and the event log alike)
      // holds it about once in 6,000 runs.
      const jwt = /eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/;
      const found = [...files].flatMap(([path, text]) => [
        ...sentinels.filter((s) => text.includes(s)).map((s) => `${path}: ${s}`),
        ...(jwt.test(text) ? [`${path}: a JWT, ${text.match(jwt)?.[0].slice(0, 40)}…`] : []),
      ]);
      expect(found).toEqual([]);
    },
    120_000,
  );
});
