// A gateway client for the query commands (restaurants, menu, order-info): the same target
// flags as `jumun run`, a probe first (exit 3 when nothing answers).
import { type HttpGateway, httpGateway } from '../../adapters/http/http-gateway.ts';
import { memoryTokens, type TokenSource } from '../../adapters/http/tokens.ts';
import { exitCodes, refuse } from '../exit.ts';
import { probeGateway } from '../target/probe.ts';
import { resolveTarget, type TargetFlags } from '../target/target.ts';

export interface Connection {
  readonly gateway: HttpGateway;
  readonly tokens: TokenSource;
}

/** A command that could not connect has said why; it answers this exit code. */
export interface NotConnected {
  readonly exitCode: number;
}

export async function connect(flags: TargetFlags, token?: string): Promise<Connection | NotConnected> {
  const resolved = await resolveTarget(flags);
  if (!resolved.ok) return { exitCode: refuse(resolved.message, exitCodes.badInput) };
  const { target } = resolved;
  if (target.live) {
    const unreachable = await probeGateway(target.profile);
    if (unreachable !== null) return { exitCode: refuse(unreachable, exitCodes.unreachable) };
  }
  const tokens = memoryTokens(token === undefined ? null : { access_token: token, refresh_token: null });
  const gateway = httpGateway({
    transport: target.transportFor('query'),
    profile: target.profile,
    tokens,
    userAgent: 'jumun-cli',
  });
  return { gateway, tokens };
}
