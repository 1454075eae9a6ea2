// How a report names the faults a step met: `injected fault (status500 on order.submit)`, said
// before the step's own text wherever it is shown, so a failure the run caused on purpose never
// reads as the gateway's (the service-problem text it leads to is the same for both).
import type { InjectedFault } from '../script/run-script.ts';

/** `injected fault (status500 on order.submit)`; the same fault met again `×2`; null for none. */
export function injectedText(faults: readonly InjectedFault[] | undefined): string | null {
  if (faults === undefined || faults.length === 0) return null;
  const counted = new Map<string, number>();
  for (const f of faults) {
    const said = `${f.fault} on ${f.request}`;
    counted.set(said, (counted.get(said) ?? 0) + 1);
  }
  const listed = [...counted].map(([said, n]) => (n === 1 ? said : `${said} ×${n}`)).join(', ');
  return `injected fault${faults.length === 1 ? '' : 's'} (${listed})`;
}
