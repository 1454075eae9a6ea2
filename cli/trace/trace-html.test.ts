// `jumun show-trace --open`'s page: self-contained, each step collapsible, the failed one open, and
// whatever the trace holds shown as text, never as markup.
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../output/escape-html.ts';
import { knownTrace } from './testing/known-trace.ts';
import { traceHtml } from './trace-html.ts';

const html = traceHtml(knownTrace);

describe('traceHtml', () => {
  it('escapes a body holding <script>, in the request and in the answer', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&quot;memo&quot;: &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('fetches nothing: no src, no link, no URL but the trace’s own text', () => {
    expect(html).not.toMatch(/\s(src|href)=/i);
    expect(html).not.toMatch(/<link|@import|url\(/i);
    expect(html).toContain("content=\"default-src 'none'; style-src 'unsafe-inline'\"");
  });

  it('has one collapsible block per step, the failed one open', () => {
    expect(html.match(/<details class="(passed|failed|skipped)"/g)).toEqual([
      '<details class="passed"',
      '<details class="failed"',
      '<details class="skipped"',
    ]);
    expect(html).toContain('<details class="failed" open>');
    expect(html).toContain('POST /api/v1/order 500 3.0 ms [injected fault: status500]');
    expect(html).toContain(
      '<span class="chg">~ checkout.stage: &quot;idle&quot; → &quot;failed&quot;</span>',
    );
  });

  it('escapes the five characters of markup', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
