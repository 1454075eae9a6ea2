// Text made safe to stand in HTML, as element content or a quoted attribute: the HTML report and
// the trace's page both show what a run met (a response body may hold markup), always as text.
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
