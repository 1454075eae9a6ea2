// The README's first command on a fresh clone: `npm install && npm start` (the install's own
// build step, then the start script), then a browser's `/` and one API call, then Ctrl+C; and the
// same again once the data directory exists.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type FreshCopy, preparedCopy } from './testing/fresh-copy.ts';
import './testing/provided-context.ts';
import { npmStart } from './testing/npm-start.ts';

let clone: FreshCopy;

beforeAll(() => {
  // a fresh clone after what `npm install` runs in it once the packages are there (`npm run
  // prepare`, done once for the slow tier by scripts/testing/slow-setup.ts)
  clone = preparedCopy(inject('preparedClone'));
}, 60_000);
afterAll(() => clone?.remove());

async function visit(url: string): Promise<void> {
  const page = await fetch(`${url}/`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await page.text()).toMatch(/<html lang="ko"/);
  const api = await fetch(`${url}/api/v1/service_info/`);
  expect(api.status).toBe(200);
  expect(await api.json()).toHaveProperty('promotion_banners');
}

describe('npm start on a fresh clone', () => {
  it('starts with no .jumun/ yet, answers / and the API on 127.0.0.1, and starts again on its data', async () => {
    // given a fresh clone: no data directory
    expect(existsSync(join(clone.dir, '.jumun'))).toBe(false);

    // when a newcomer runs npm start, opens the app and stops it
    const first = await npmStart(clone.dir);
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      await visit(first.url);
    } finally {
      await first.stop();
    }
    // then the terminal shows one start-up block (no log lines) that names the data and how to stop,
    // and the requests went to the log file
    expect(first.stdout()).toContain('.jumun/db');
    expect(first.stdout()).toContain('Ctrl+C');
    expect(
      first
        .stdout()
        .split('\n')
        .filter((line) => line.trimStart().startsWith('{')),
    ).toEqual([]);
    expect(readFileSync(join(clone.dir, '.jumun', 'requests.log'), 'utf8')).toContain(
      '/api/v1/service_info/',
    );
    // and the data was kept
    expect(existsSync(join(clone.dir, '.jumun', 'db', 'PG_VERSION'))).toBe(true);

    // when it is started again on the existing data directory
    const second = await npmStart(clone.dir);
    try {
      await visit(second.url);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
