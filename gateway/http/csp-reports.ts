// POST /csp-reports: where browsers report what the Content-Security-Policy blocked (the app's, the
// sandbox pages' and the template documents' policies name it by report-uri, and by report-to
// through the Reporting-Endpoints header). Each violation goes into the request log (a warning,
// with the request's id) and into a small ring of the latest ones that tests and an operator's
// debugger can read (cspReportsOf). A report is a stranger's text: it is refused before anything
// is kept when it is too big (413), not JSON of a report's shape (400), of another media type (415)
// or past its address's share (429) — and a refused report is neither logged as a violation nor kept.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../domain/ports/clock.ts';
import { type CspViolation, decodeCspReports, type ReportMediaType } from './csp-report-codec.ts';

export const CSP_REPORTING = { path: '/csp-reports', group: 'csp' } as const;

/** The Reporting API's endpoint for the report-to group (a header of every answer). */
export const REPORTING_ENDPOINTS: readonly [string, string] = [
  'Reporting-Endpoints',
  `${CSP_REPORTING.group}="${CSP_REPORTING.path}"`,
];

/** A report is a few hundred bytes, a batch a few KB: more is not a browser's report. */
export const REPORT_BODY_LIMIT = 16 * 1024;
/** Reports one client address may send in a minute: a page with a broken policy sends a few. */
export const REPORTS_PER_MINUTE = 30;
const MINUTE = 60_000;
/** Addresses counted at once; past that the counts start again (a flood of addresses is not kept). */
const ADDRESSES_COUNTED = 10_000;
/** The latest violations kept in memory. */
const KEPT = 200;

const MEDIA_TYPES: readonly ReportMediaType[] = ['application/csp-report', 'application/reports+json'];

export interface CspReports {
  /** The violations kept, oldest first (at most the latest 200). */
  readonly latest: () => readonly CspViolation[];
}

const kept = new WeakMap<FastifyInstance, CspReports>();

/** The violations `app` was told of (registerCspReports). */
export function cspReportsOf(app: FastifyInstance): CspReports {
  const reports = kept.get(app);
  if (reports === undefined) throw new Error('this gateway takes no CSP reports (registerCspReports)');
  return reports;
}

/** Counts per address in fixed one-minute windows, forgetting every address when a window ends. */
function perAddressLimit(clock: Clock) {
  let window = -1;
  const counts = new Map<string, number>();
  return (address: string): boolean => {
    const now = Math.floor(clock.now() / MINUTE);
    if (now !== window || counts.size >= ADDRESSES_COUNTED) {
      window = now;
      counts.clear();
    }
    const count = (counts.get(address) ?? 0) + 1;
    counts.set(address, count);
    return count <= REPORTS_PER_MINUTE;
  };
}

const refusal = (error_code: string, error_message: string) => ({ error_code, error_message });

export function registerCspReports(app: FastifyInstance, clock: Clock): void {
  const ring: CspViolation[] = [];
  kept.set(app, { latest: () => [...ring] });
  const allowed = perAddressLimit(clock);
  // Its own scope: the report media types are parsed here only, as text (decoded below), within
  // the limit; fastify answers 413 past it, before the handler runs.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      [...MEDIA_TYPES],
      { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    );
    scope.post(CSP_REPORTING.path, { bodyLimit: REPORT_BODY_LIMIT }, (request, reply) => {
      if (!allowed(request.ip))
        return reply
          .code(429)
          .send(refusal('too_many_reports', `at most ${REPORTS_PER_MINUTE} reports a minute`));
      const type = MEDIA_TYPES.find(
        (m) => (request.headers['content-type'] ?? '').split(';')[0]?.trim() === m,
      );
      if (type === undefined)
        return reply
          .code(415)
          .send(refusal('unsupported_media_type', `a report is ${MEDIA_TYPES.join(' or ')}`));
      let json: unknown;
      try {
        json = JSON.parse(String(request.body));
      } catch {
        return reply.code(400).send(refusal('bad_request', 'a report is JSON'));
      }
      const decoded = decodeCspReports(type, json);
      if (!decoded.ok) return reply.code(400).send(refusal('bad_request', decoded.problem));
      for (const violation of decoded.violations) {
        request.log.warn({ cspViolation: violation }, 'content security policy violation reported');
        ring.push(violation);
        if (ring.length > KEPT) ring.shift();
      }
      return reply.code(204).send();
    });
  });
}
