// The checkout's script inventory (PCI DSS 4.0 6.4.3, 11.6.1): what a customer's browser runs from
// the checkout to the payment hand-off — each script and stylesheet by a stable name, its SHA-384
// and what it is for — and the security headers its two documents arrive with. The checked-in file
// (web/security/script-inventory.json) is compared with what script-inventory.test.ts records; any
// change fails until `npm run inventory` writes the file again in the same commit, keeping the
// purposes and asking for the new ones.
import { createHash } from 'node:crypto';

export const INVENTORY_FILE = 'web/security/script-inventory.json';
export const WRITE_COMMAND = 'npm run inventory';
export const TODO = 'TODO: say what this script is for';

/** The headers that say how a document may be run, framed and reported on. */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'reporting-endpoints',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
] as const;

export interface InventoryEntry {
  /** Where it comes from, less the build's content hash: `assets/index.js`, `index.html <script> 2`. */
  readonly name: string;
  readonly kind: 'script' | 'stylesheet';
  readonly sha384: string;
  readonly purpose: string;
}

export interface Inventory {
  readonly rule: string;
  /** The security headers of each document (`checkout`, `payment hand-off`), as received. */
  readonly documents: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly files: readonly InventoryEntry[];
}

export const RULE = `Every script and stylesheet the checkout runs, to the payment hand-off. A change to any of them, or to these headers, needs \`${WRITE_COMMAND}\` in the same commit, and a purpose for each new one.`;

export const sha384 = (bytes: string | Uint8Array) =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** A built file's path without the content hash Vite writes into its name. */
export const stableName = (path: string) => path.replace(/-[A-Za-z0-9_-]{8}(?=\.(?:js|css)$)/, '');

/** The inline scripts and stylesheets of a document, each named by its place in it. */
export function inlineEntries(document: string, html: string): Omit<InventoryEntry, 'purpose'>[] {
  const entries: Omit<InventoryEntry, 'purpose'>[] = [];
  let scripts = 0;
  let styles = 0;
  for (const m of html.matchAll(/<(script|style)(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/\1>/g)) {
    const script = m[1] === 'script';
    const n = script ? ++scripts : ++styles;
    entries.push({
      name: `${document} <${m[1]}> ${n}`,
      kind: script ? 'script' : 'stylesheet',
      sha384: sha384(m[2] ?? ''),
    });
  }
  return entries;
}

/** The recorded inventory with the purposes of `previous` kept (by name) and TODO for new ones. */
export function withPurposes(
  recorded: Omit<Inventory, 'files'> & { readonly files: readonly Omit<InventoryEntry, 'purpose'>[] },
  previous: Inventory | null,
): Inventory {
  const purposes = new Map(previous?.files.map((f) => [f.name, f.purpose]));
  return {
    ...recorded,
    files: [...recorded.files]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((f) => ({ ...f, purpose: purposes.get(f.name) ?? TODO })),
  };
}

/** What differs between the checked-in inventory and the recorded one, a line each. */
export function differences(checkedIn: Inventory, recorded: Inventory): string[] {
  const lines: string[] = [];
  const before = new Map(checkedIn.files.map((f) => [f.name, f]));
  const now = new Map(recorded.files.map((f) => [f.name, f]));
  for (const [name, f] of now) {
    const was = before.get(name);
    if (was === undefined) lines.push(`+ ${f.kind} ${name} (new, ${f.sha384})`);
    else if (was.sha384 !== f.sha384 || was.kind !== f.kind)
      lines.push(`~ ${f.kind} ${name}: ${was.sha384} -> ${f.sha384}`);
  }
  for (const name of before.keys()) if (!now.has(name)) lines.push(`- ${name} (no longer loaded)`);
  const documents = new Set([...Object.keys(checkedIn.documents), ...Object.keys(recorded.documents)]);
  for (const document of documents) {
    for (const header of SECURITY_HEADERS) {
      const was = checkedIn.documents[document]?.[header];
      const is = recorded.documents[document]?.[header];
      if (was !== is) lines.push(`~ ${document} header ${header}: ${was ?? '(none)'} -> ${is ?? '(none)'}`);
    }
  }
  return lines;
}
