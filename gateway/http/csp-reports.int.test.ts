// POST /csp-reports: what a browser reports is kept (the request log, the ring of the latest) in
// both of its shapes; a stranger's bad input — too big, not a report, another media type, a flood
// from one address — gets a 4xx and nothing else: no log line of a violation, nothing kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../start.ts';
import { startTestGateway } from '../testing/test-gateway.ts';
import { CSP_REPORTING, cspReportsOf, REPORT_BODY_LIMIT, REPORTS_PER_MINUTE } from './csp-reports.ts';

const lines: string[] = [];
let gateway: RunningGateway;
beforeAll(async () => {
  gateway = await startTestGateway({
    logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
  });
}, 60_000);
afterAll(() => gateway?.close());

/** What Chromium sends for report-uri. */
const cspReport = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1:8080/#/checkout/',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'https://skimmer.example/x.js',
    'line-number': 12,
    'source-file': 'http://127.0.0.1:8080/assets/index-1.js',
    'status-code': 200,
    'script-sample': '',
  },
};
/** What Chromium sends for report-to: a batch, here a violation beside a report of another type. */
const reportsJson = [
  { type: 'deprecation', age: 10, url: 'http://127.0.0.1:8080/', user_agent: 'Chromium', body: { id: 'x' } },
  {
    type: 'csp-violation',
    age: 12,
    url: 'http://127.0.0.1:8080/',
    user_agent: 'Chromium',
    body: {
      documentURL: 'http://127.0.0.1:8080/',
      effectiveDirective: 'style-src-attr',
      blockedURL: 'inline',
      originalPolicy: "default-src 'self'",
      disposition: 'enforce',
      statusCode: 200,
      sample: 'color:red',
      sourceFile: 'http://127.0.0.1:8080/',
      lineNumber: 3,
      columnNumber: 1,
    },
  },
];

let address = 0;
/** Each test its own client address: the per-address limit is the flood test's alone. */
const post = (payload: string, type: string | null, remoteAddress = `10.0.0.${++address}`) =>
  gateway.app.inject({
    method: 'POST',
    url: CSP_REPORTING.path,
    payload,
    remoteAddress,
    headers: type === null ? {} : { 'content-type': type },
  });

const kept = () => cspReportsOf(gateway.app).latest().length;
const violationLines = () =>
  lines.filter((l) => l.includes('content security policy violation reported')).length;

describe('the CSP report endpoint', () => {
  it('keeps a report-uri report: 204, a warning in the request log, the latest ring', async () => {
    const before = kept();
    const answer = await post(JSON.stringify(cspReport), 'application/csp-report');
    expect(answer.statusCode).toBe(204);
    expect(cspReportsOf(gateway.app).latest().at(-1)).toEqual({
      via: 'report-uri',
      documentUrl: 'http://127.0.0.1:8080/#/checkout/',
      directive: 'script-src-elem',
      blockedUrl: 'https://skimmer.example/x.js',
      disposition: 'enforce',
      sourceFile: 'http://127.0.0.1:8080/assets/index-1.js',
      line: 12,
    });
    expect(kept()).toBe(before + 1);
    const line = JSON.parse(lines.at(-1) ?? '{}');
    expect(line.msg).toBe('content security policy violation reported');
    expect(line.cspViolation.blockedUrl).toBe('https://skimmer.example/x.js');
    expect(line.reqId).toBeDefined();
  });

  it('keeps the violations of a report-to batch and leaves its other reports', async () => {
    const before = kept();
    const answer = await post(JSON.stringify(reportsJson), 'application/reports+json');
    expect(answer.statusCode).toBe(204);
    expect(kept()).toBe(before + 1);
    expect(cspReportsOf(gateway.app).latest().at(-1)).toMatchObject({
      via: 'report-to',
      directive: 'style-src-attr',
      blockedUrl: 'inline',
      sample: 'color:red',
    });
  });

  const refused: readonly [string, () => Promise<{ statusCode: number }>, number][] = [
    [
      'a body past the limit',
      () => post(`[${' '.repeat(REPORT_BODY_LIMIT)}]`, 'application/reports+json'),
      413,
    ],
    ['a body that is not JSON', () => post('{"csp-report":', 'application/csp-report'), 400],
    ['JSON of another shape', () => post(JSON.stringify({ report: 1 }), 'application/csp-report'), 400],
    [
      'a violation without its document',
      () => post(JSON.stringify({ 'csp-report': {} }), 'application/csp-report'),
      400,
    ],
    [
      'a batch whose violation has no directive',
      () =>
        post(
          JSON.stringify([{ type: 'csp-violation', body: { documentURL: 'http://x/' } }]),
          'application/reports+json',
        ),
      400,
    ],
    [
      'a batch of 150 (a browser sends a few)',
      () => post(JSON.stringify(Array(150).fill({ type: 'x', body: 0 })), 'application/reports+json'),
      400,
    ],
    [
      'a URL of control characters',
      () => post(JSON.stringify({ 'csp-report': { 'document-uri': '\u0000' } }), 'application/csp-report'),
      400,
    ],
    ['JSON', () => post(JSON.stringify(cspReport), 'application/json'), 415],
    ['a form', () => post('csp-report=1', 'application/x-www-form-urlencoded'), 415],
    ['text', () => post(JSON.stringify(cspReport), 'text/plain'), 415],
    ['XML', () => post('<report/>', 'application/xml'), 415],
  ];

  it.each(refused)('refuses %s with a 4xx, and keeps and logs nothing', async (_name, send, status) => {
    const before = { kept: kept(), logged: violationLines() };
    const answer = await send();
    expect(answer.statusCode).toBe(status);
    expect({ kept: kept(), logged: violationLines() }).toEqual(before);
  });

  it(`takes ${REPORTS_PER_MINUTE} reports a minute from one address, then 429 and nothing kept; other addresses go on`, async () => {
    const flood = '10.9.9.9';
    const body = JSON.stringify(cspReport);
    for (let n = 0; n < REPORTS_PER_MINUTE; n++)
      expect((await post(body, 'application/csp-report', flood)).statusCode).toBe(204);
    const before = { kept: kept(), logged: violationLines() };
    for (let n = 0; n < 20; n++)
      expect((await post(body, 'application/csp-report', flood)).statusCode).toBe(429);
    expect({ kept: kept(), logged: violationLines() }).toEqual(before);
    expect((await post(body, 'application/csp-report', '10.9.9.10')).statusCode).toBe(204);
  });

  it('keeps only the latest 200', () => {
    expect(kept()).toBeLessThanOrEqual(200);
  });
});
