// What the Content-Security-Policy refused in a browser context's pages and frames: the
// `securitypolicyviolation` events (a blocked script, style or frame, a Trusted Types refusal),
// caught by a script that runs first in every document, and the browser's own console lines about
// the policy, which also come from a page without JavaScript. The harness fails a test that saw any.
import type { BrowserContext, ConsoleMessage } from 'playwright-core';

const seen = new WeakMap<BrowserContext, string[]>();

/** The console's words for a refusal by the policy (Chromium's "Refused to …", Trusted Types'). */
const POLICY_MESSAGE = /Content Security Policy|Trusted Type|TrustedHTML|TrustedScript/i;

/** Starts collecting `context`'s violations (before its first page). */
export async function watchPolicyViolations(context: BrowserContext): Promise<void> {
  const list: string[] = [];
  seen.set(context, list);
  await context.exposeBinding('__jumunPolicyViolation', ({ frame }, what: unknown) => {
    list.push(`${frame.url()}: ${String(what)}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __jumunPolicyViolation: (what: string) => void })
      .__jumunPolicyViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        void report(
          `${e.effectiveDirective} refused ${e.blockedURI || '(inline)'} at ${e.sourceFile || '?'}:${e.lineNumber}${e.sample === '' ? '' : ` (${e.sample})`}`,
        ),
      true,
    );
  });
  const onConsole = (message: ConsoleMessage) => {
    if (POLICY_MESSAGE.test(message.text()))
      list.push(`${message.location().url}: console: ${message.text()}`);
  };
  context.on('page', (page) => page.on('console', onConsole));
}

/** What `context` has seen refused so far. */
export function policyViolations(context: BrowserContext): readonly string[] {
  return seen.get(context) ?? [];
}

/**
 * Takes `context`'s violations out of the harness's count and answers them: for a test whose
 * content provokes the policy on purpose (a hostile notice), which then says what it expected.
 */
export function takePolicyViolations(context: BrowserContext): string[] {
  const list = seen.get(context) ?? [];
  return list.splice(0);
}
