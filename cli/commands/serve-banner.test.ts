import { describe, expect, it } from 'vitest';
import { redact } from '../../gateway/db/server-url.ts';
import { serveBanner } from './serve-banner.ts';

const facts = {
  url: 'http://127.0.0.1:8080',
  db: '.jumun/db',
  logFile: '.jumun/requests.log',
  webRoot: 'dist/web',
  webBuilt: true,
  webBuildCommand: 'npm run build:web',
};

describe("jumun serve's start-up block", () => {
  it('says where to open the app and its contract, where the data and the logs are, and how to stop', () => {
    const block = serveBanner(facts);
    expect(block).toContain('Open  http://127.0.0.1:8080/\n');
    expect(block).toContain('Data  .jumun/db (embedded PostgreSQL, kept across restarts)');
    expect(block).toContain('Logs  .jumun/requests.log');
    expect(block).toContain('Stop  Ctrl+C');
    expect(block).toContain('described at http://127.0.0.1:8080/openapi.json;');
    expect(block).not.toContain('not built');
  });

  it('says that / has no app yet, and how to build it, while dist/web has no index.html', () => {
    const block = serveBanner({ ...facts, webBuilt: false });
    expect(block).toContain('no web app yet: dist/web/index.html is missing');
    expect(block).toContain('build it with `npm run build:web`');
  });

  it('names memory, a server and a formation (their URL as jumun serve gives it: without the password)', () => {
    expect(serveBanner({ ...facts, db: 'memory' })).toContain('Data  in memory (gone when jumun stops)');
    const server = serveBanner({
      ...facts,
      db: redact('postgres://qa:secret@db.local/jumun'),
      logFile: null,
    });
    expect(server).toContain('Data  PostgreSQL server postgres://qa:***@db.local/jumun');
    const formation = serveBanner({
      ...facts,
      db: redact('postgres://qa:secret@a:6432,b:6432/jumun?target_session_attrs=read-write'),
      logFile: null,
    });
    expect(formation).toContain(
      'Data  PostgreSQL servers postgres://qa:***@a:6432,b:6432/jumun?target_session_attrs=read-write (the first that takes writes)',
    );
    expect(server + formation).not.toContain('secret');
    expect(server).toContain('Logs  requests are logged here (--verbose)');
  });
});
