// HTML from the network (a notice's body through the proxy, an event page, a template) shown in the
// app only after DOMPurify has cleaned it (through the app's Trusted Types policy, web/security/
// trusted-types.ts): no script, no event-handler attribute, no javascript: or other unsafe url, no
// form, frame or style. It goes in as a cleaned DOM fragment (never as a string
// re-parsed by the page), its headings start below the page's own h1 (one repeating the page title is left out), and links that leave the app
// open in a new tab.
import { useLayoutEffect, useRef } from 'react';
import { cleanFragment } from '../../security/trusted-types.ts';

function leavesTheApp(href: string): boolean {
  try {
    const url = new URL(href, window.location.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== window.location.origin;
  } catch {
    return false; // not a url a browser would follow either
  }
}

/** The cleaned fragment: what the customer is shown. */
export function sanitizedFragment(html: string, omitHeading?: string): DocumentFragment {
  const fragment = cleanFragment(html);
  for (const h1 of fragment.querySelectorAll('h1')) {
    if (omitHeading !== undefined && h1.textContent?.trim() === omitHeading) {
      h1.remove();
      continue;
    }
    const h2 = document.createElement('h2');
    h2.append(...h1.childNodes);
    h1.replaceWith(h2);
  }
  for (const link of fragment.querySelectorAll('a[href]')) {
    if (leavesTheApp(link.getAttribute('href') ?? '')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  return fragment;
}

export interface SafeHtmlProps {
  readonly html: string;
  readonly className?: string;
  /** A heading of the document that repeats the page's own title, left out. */
  readonly omitHeading?: string;
}

export function SafeHtml({ html, className, omitHeading }: SafeHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizedFragment(html, omitHeading));
  }, [html, omitHeading]);
  return <div ref={ref} className={className} />;
}
