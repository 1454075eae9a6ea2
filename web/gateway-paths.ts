// The paths the gateway answers on the app's origin, for the dev server's proxy: the first segment
// of every api-host call of the contract, the other hosts' prefixes (the default profile), and the
// sandbox and download pages, the template documents' font.
import { calls } from '../contract/calls.ts';

const OTHER_HOSTS = ['gateway', 'member', 'front', 'auth', 'payment'];
const EXTRA = ['sandbox', 'download', 'smilepay', 'images', 'template-fonts'];

export function gatewayFirstSegments(): string[] {
  const api = Object.values(calls)
    .filter((call) => call.host === 'api')
    .map((call) => call.pattern.split('/')[1] ?? '')
    .filter((s) => s !== '');
  return [...new Set([...api, ...OTHER_HOSTS, ...EXTRA])].sort();
}

/** A regular expression (Vite's proxy key form, starting with ^) matching those paths only. */
export const gatewayPathPattern = `^/(${gatewayFirstSegments().join('|')})(/|$|\\?)`;
