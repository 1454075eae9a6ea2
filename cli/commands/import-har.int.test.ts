// `jumun import-har` as QA runs it (the built CLI): a script on stdout or in --out with the summary
// and the unmapped calls on stderr, exit 0; exit 2 naming the file (and the line) for a file that
// is no HAR or where nothing maps.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { callEntry, fileEntry, harText } from '../har/testing/har-of.ts';
import { buildCli, type Jumun } from '../testing/built-cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'jumun-import-har-'));
let jumun: Jumun;

beforeAll(async () => {
  jumun = await buildCli();
});

function har(name: string, text: string): string {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

const session = [
  fileEntry('/'),
  callEntry('geo.geocode', { query: { address: '서울 강남구 역삼동' } }),
  callEntry('geo.restaurants-available'),
  callEntry('restaurant.menu'),
  callEntry('review.rating'),
  callEntry('cart.submit'),
];

describe('jumun import-har', () => {
  it('writes the script to standard output and says what it mapped on stderr', async () => {
    const file = har('session.har', harText(session));
    const { code, stdout, stderr } = await jumun(['import-har', file]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^# Imported by jumun import-har from .*session\.har/);
    expect(stdout).toContain(
      '\n{"type":"AddItem","menu":"후라이드치킨","options":{"맛 선택":["양념"]},"amount":2}\n',
    );
    expect(stderr).toContain(
      '6 entries: 4 commands written; 1 call the commands ask again themselves; 1 entry no contract call',
    );
    expect(stderr).toContain('  unmapped: review.rating GET /review/restaurant/1000101/avgrating/: ');
  });

  it('writes the script to --out', async () => {
    const file = har('out.har', harText(session));
    const out = join(dir, 'out.jsonl');
    const { code, stdout } = await jumun(['import-har', file, '--out', out]);
    expect({ code, stdout }).toEqual({ code: 0, stdout: '' });
    expect(readFileSync(out, 'utf8')).toContain('{"type":"GoToCheckout"}');
  });

  it('refuses a file that is not JSON, naming it with the line and column', async () => {
    const file = har('broken.har', '{\n  "log": {\n    "entries": [,]\n');
    const { code, stderr } = await jumun(['import-har', file]);
    expect({ code, stderr }).toEqual({
      code: 2,
      stderr: `jumun: ${file}: line 3, column 17: not JSON: Unexpected token ','\n`,
    });
  });

  it('refuses a HAR where nothing maps, listing its contract calls', async () => {
    const file = har('reads.har', harText([fileEntry('/'), callEntry('review.rating')]));
    const { code, stdout, stderr } = await jumun(['import-har', file]);
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toMatch(
      /^jumun: .*reads\.har: nothing in it maps to a command \(2 entries: 1 no contract call, 1 contract call\)\n {2}unmapped: review\.rating GET /,
    );
  });
});
