// What `jumun serve` prints once it listens: where to open the app, where the data and the request
// log live, and how to stop; no log lines (those go to the log file, or to the terminal with
// --verbose).
export interface BannerFacts {
  readonly url: string;
  /** The --db target: memory, a PGlite directory, or a postgres:// URL without its password. */
  readonly db: string;
  /** The request log file, or null when requests are logged to the terminal. */
  readonly logFile: string | null;
  readonly webRoot: string;
  readonly webBuilt: boolean;
  readonly webBuildCommand: string;
}

function whereDataLives(db: string): string {
  if (db === 'memory') return 'in memory (gone when jumun stops)';
  if (/^postgres(ql)?:\/\//.test(db)) {
    // a formation's hosts, of which the gateway uses the first that takes writes (gateway/db/server-url.ts)
    const several = /^postgres(ql)?:\/\/[^/?]*,/.test(db);
    return several ? `PostgreSQL servers ${db} (the first that takes writes)` : `PostgreSQL server ${db}`;
  }
  return `${db} (embedded PostgreSQL, kept across restarts)`;
}

export function serveBanner(facts: BannerFacts): string {
  const open = `${facts.url}/`;
  const rows: [string, string][] = [
    ['Open', facts.webBuilt ? open : `${open}  (no web app yet: ${facts.webRoot}/index.html is missing)`],
    [
      'API',
      `${facts.url}/api/v1/service_info/ and the other calls, described at ${facts.url}/openapi.json; sandbox providers under /sandbox/`,
    ],
    ['Data', whereDataLives(facts.db)],
    ['Logs', facts.logFile ?? 'requests are logged here (--verbose)'],
    ['Stop', 'Ctrl+C'],
  ];
  const lines = rows.map(([label, value]) => `  ${label.padEnd(5)} ${value}`);
  const hint = facts.webBuilt
    ? []
    : ['', `  The web app is not built: build it with \`${facts.webBuildCommand}\`, then restart.`];
  return ['', 'jumun is running.', '', ...lines, ...hint, ''].join('\n');
}
