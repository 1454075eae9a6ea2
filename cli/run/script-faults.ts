// A script's own faults, declared in its header (script-header.ts) and injected into its requests
// only: `# faults: faults.json`, a file beside the script in the format of --faults, or the rules
// written in the line, `# faults: {"match": "order.submit", "fault": "timeout"}` (a line that
// starts with `{` or `[`). --faults still applies to every script of the run; a request that
// both match gets the script's fault, and the run's rule keeps its count for a later request.
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import {
  describeFaultConfigError,
  type FaultRule,
  parseFaultConfig,
} from '../../adapters/faults/fault-config.ts';
import {
  type FaultTransport,
  type FiredFault,
  faultTransport,
} from '../../adapters/faults/fault-transport.ts';
import type { Transport } from '../../adapters/http/transport.ts';
import type { Target } from '../target/target.ts';
import type { HeaderValue } from './script-header.ts';

const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The rules a script's `# faults:` line declares (none without one), or why not, naming the file and line. */
export async function readScriptFaults(
  script: string,
  faults: HeaderValue | null,
): Promise<readonly FaultRule[] | string> {
  if (faults === null) return [];
  const at = `${script}:${faults.line}: # faults:`;
  const { value } = faults;
  if (value.startsWith('{') || value.startsWith('[')) {
    const parsed = parseFaultConfig(value);
    return parsed._tag === 'Left' ? `${at} ${parsed.left.path}: ${parsed.left.message}` : parsed.right;
  }
  const file = isAbsolute(value) ? value : join(dirname(script), value);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return `${at} ${value}: ${why(error)}`;
  }
  const parsed = parseFaultConfig(text);
  return parsed._tag === 'Left'
    ? `${describeFaultConfigError(file, parsed.left)} (the faults of ${script}:${faults.line})`
    : parsed.right;
}

const isFaultTransport = (t: Transport): t is FaultTransport =>
  typeof (t as Partial<FaultTransport>).fired === 'function';

/**
 * The script's faults over a transport that may inject the run's own (--faults): one fault
 * transport to whoever asks what fired (a trace), the faults of both in the order they fired.
 */
function scriptFaultTransport(
  inner: Transport,
  rules: readonly FaultRule[],
  origins: readonly string[],
): FaultTransport {
  const own = faultTransport(inner, rules, { origins });
  const run = isFaultTransport(inner) ? inner : null;
  const fired: FiredFault[] = [];
  return {
    async send(request) {
      const [ownBefore, runBefore] = [own.fired().length, run?.fired().length ?? 0];
      const result = await own.send(request);
      fired.push(...own.fired().slice(ownBefore), ...(run?.fired().slice(runBefore) ?? []));
      return result;
    },
    fired: () => [...fired],
    pending: () => own.pending(),
  };
}

/** The target as one script sees it: its own faults injected into its requests. */
export function withScriptFaults(target: Target, rules: readonly FaultRule[] | undefined): Target {
  if (rules === undefined || rules.length === 0) return target;
  const origins = Object.values(target.profile.hosts);
  return {
    ...target,
    // injected faults follow the requests in the order the steps make them (target.ts)
    ahead: false,
    transportFor: (script) => scriptFaultTransport(target.transportFor(script), rules, origins),
  };
}
