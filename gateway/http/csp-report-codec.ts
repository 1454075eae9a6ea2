// The two shapes a browser reports a Content-Security-Policy violation in, decoded at the edge into
// one: `application/csp-report` (the report-uri directive: one report, kebab-case keys, which
// Chromium sends at once) and `application/reports+json` (the Reporting API's report-to: a list of
// reports of any type, camel-case keys, sent in batches). Every string has a bound; a report of
// another type in a batch (a deprecation, an intervention) is left out, not refused.
import { isLeft } from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { jsonPath } from '../../contract/decode.ts';
import { text } from '../../contract/primitives.ts';

/** A URL, a directive, a policy: long enough for the app's policy with its hashes. */
const Line = text(4096);
const Count = t.union([t.number, t.null]);

const CspReportBody = t.intersection([
  t.type({ 'document-uri': Line }),
  t.partial({
    'violated-directive': Line,
    'effective-directive': Line,
    'blocked-uri': Line,
    'original-policy': Line,
    disposition: Line,
    referrer: Line,
    'source-file': Line,
    'line-number': Count,
    'column-number': Count,
    'script-sample': Line,
    'status-code': Count,
  }),
]);
const CspReport = t.type({ 'csp-report': CspReportBody });

const ViolationBody = t.intersection([
  t.type({ documentURL: Line, effectiveDirective: Line }),
  t.partial({
    blockedURL: Line,
    originalPolicy: Line,
    disposition: Line,
    referrer: Line,
    sourceFile: Line,
    lineNumber: Count,
    columnNumber: Count,
    sample: Line,
    statusCode: Count,
  }),
]);
/** The Reporting API's envelope; its body is decoded as a violation only for type csp-violation. */
const Report = t.intersection([
  t.type({ type: Line, body: t.unknown }),
  t.partial({ url: Line, age: Count, user_agent: Line }),
]);
/** A batch: the browser sends what it queued for the endpoint, a few at a time. */
const MAX_BATCH = 100;
const Reports = t.refinement(t.array(Report), (list) => list.length <= MAX_BATCH, `Reports(≤${MAX_BATCH})`);

/** One violation, as the gateway logs and keeps it. */
export interface CspViolation {
  readonly via: 'report-uri' | 'report-to';
  readonly documentUrl: string;
  readonly directive: string;
  readonly blockedUrl: string;
  readonly disposition: string;
  readonly sourceFile?: string;
  readonly line?: number;
  readonly sample?: string;
}

export type ReportMediaType = 'application/csp-report' | 'application/reports+json';

type Decoded =
  | { readonly ok: true; readonly violations: CspViolation[] }
  | { readonly ok: false; readonly problem: string };

const failure = (errors: t.Errors): Decoded => {
  const first = errors[0];
  return {
    ok: false,
    problem:
      first === undefined ? 'malformed' : `${jsonPath(first.context)}: ${first.message ?? 'malformed'}`,
  };
};

const where = (file: string | undefined, line: number | null | undefined) => ({
  ...(file === undefined || file === '' ? {} : { sourceFile: file }),
  ...(typeof line === 'number' ? { line } : {}),
});

/** The violations in a report body of `type`, or what is wrong with it (a JSONPath and why). */
export function decodeCspReports(type: ReportMediaType, json: unknown): Decoded {
  if (type === 'application/csp-report') {
    const decoded = CspReport.decode(json);
    if (isLeft(decoded)) return failure(decoded.left);
    const r = decoded.right['csp-report'];
    return {
      ok: true,
      violations: [
        {
          via: 'report-uri',
          documentUrl: r['document-uri'],
          directive: r['effective-directive'] ?? r['violated-directive'] ?? '',
          blockedUrl: r['blocked-uri'] ?? '',
          disposition: r.disposition ?? 'enforce',
          ...where(r['source-file'], r['line-number']),
          ...(r['script-sample'] === undefined || r['script-sample'] === ''
            ? {}
            : { sample: r['script-sample'] }),
        },
      ],
    };
  }
  const decoded = Reports.decode(json);
  if (isLeft(decoded)) return failure(decoded.left);
  const violations: CspViolation[] = [];
  for (const [n, report] of decoded.right.entries()) {
    if (report.type !== 'csp-violation') continue;
    const body = ViolationBody.decode(report.body);
    if (isLeft(body)) {
      const wrong = failure(body.left);
      return wrong.ok ? wrong : { ok: false, problem: wrong.problem.replace(/^\$/, `$[${n}].body`) };
    }
    const b = body.right;
    violations.push({
      via: 'report-to',
      documentUrl: b.documentURL,
      directive: b.effectiveDirective,
      blockedUrl: b.blockedURL ?? '',
      disposition: b.disposition ?? 'enforce',
      ...where(b.sourceFile, b.lineNumber),
      ...(b.sample === undefined || b.sample === '' ? {} : { sample: b.sample }),
    });
  }
  return { ok: true, violations };
}
