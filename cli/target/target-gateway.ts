// The gateway a command that drives customers sends to (`jumun load`, `jumun explore`): the target
// its flags name (--gateway, --profile, --faults), resolved and probed before anything is sent. A
// target that cannot be made is bad input (exit 2); one that does not answer, unreachable (exit 3).
import { exitCodes } from '../exit.ts';
import { resolveTarget, type Target, type TargetFlags } from './target.ts';

export type ReachedTarget =
  | { readonly ok: true; readonly target: Target }
  | { readonly ok: false; readonly code: number; readonly message: string };

export async function reachTarget(
  flags: TargetFlags,
  scripts: readonly string[] = [],
): Promise<ReachedTarget> {
  const resolved = await resolveTarget(flags, scripts);
  if (!resolved.ok) return { ok: false, code: exitCodes.badInput, message: resolved.message };
  const { probeGateway } = await import('./probe.ts');
  const unreachable = await probeGateway(resolved.target.profile);
  return unreachable === null ? resolved : { ok: false, code: exitCodes.unreachable, message: unreachable };
}

/** The flags that reach the same target again, for the command a report prints: `--gateway URL`. */
export function targetArgs(flags: Pick<TargetFlags, 'gateway' | 'profile' | 'faults'>): string {
  return [
    ...(flags.gateway === undefined ? [] : [`--gateway ${flags.gateway}`]),
    ...(flags.profile === undefined ? [] : [`--profile ${flags.profile}`]),
    ...(flags.faults === undefined ? [] : [`--faults ${flags.faults}`]),
  ].join(' ');
}
