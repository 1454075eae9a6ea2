import { describe, expect, it } from 'vitest';
import { startGateway } from './start.ts';
import { serverUrl, startTestGateway } from './testing/test-gateway.ts';

describe('starting the gateway', () => {
  it('loads the default seed into PGlite and listens on 127.0.0.1', async () => {
    const gateway = await startTestGateway();
    try {
      expect(gateway.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const [row] = await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM restaurants');
      expect(row?.n).toBeGreaterThanOrEqual(80);
      const response = await fetch(`${gateway.url}/no/such/route`);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await gateway.close();
    }
  });

  it('refuses a bad clock and a bad seed directory with a clear error', async () => {
    const base = {
      port: 0,
      host: '127.0.0.1',
      db: 'memory',
      webRoot: null,
      sandbox: true,
      logger: false,
    } as const;
    expect(await startGateway({ ...base, seedDir: 'fixtures/seed', now: 'yesterday' })).toEqual({
      kind: 'clock',
      message: '--now: not an ISO 8601 time: yesterday',
    });
    const bad = await startGateway({ ...base, seedDir: 'no/such/dir', now: null });
    expect(bad).toMatchObject({ kind: 'seed' });
  });
});

describe.runIf(serverUrl !== null)('starting the gateway on a PostgreSQL server', () => {
  it('loads the seed into a fresh database of its own', async () => {
    const gateway = await startTestGateway({ db: serverUrl ?? '' });
    try {
      const [row] = await gateway.db.query<{ n: number }>('SELECT count(*)::int AS n FROM restaurants');
      expect(row?.n).toBeGreaterThanOrEqual(80);
      expect(gateway.db.kind).toBe('postgres');
    } finally {
      await gateway.close();
    }
  });
});
