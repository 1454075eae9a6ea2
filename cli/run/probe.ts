// Before a live run: is anything answering at the gateway? Any HTTP answer counts.

import { nodeHttpTransport } from '../../adapters/http/node-http-transport.ts';
import type { Profile } from '../../adapters/http/profile.ts';
import { hostBase } from '../../adapters/http/profile.ts';

export async function probeGateway(profile: Profile): Promise<string | null> {
  const base = hostBase(profile, 'api');
  const answer = await nodeHttpTransport().send({
    method: 'GET',
    url: `${base}/`,
    headers: {},
    timeoutMs: 5_000,
  });
  if (answer.ok) return null;
  // A wrapped reason ("... ← ECONNREFUSED: ...") says it in its innermost part.
  const why = answer.failure.kind === 'timeout' ? 'timed out' : answer.failure.detail.split(' ← ').at(-1);
  return `the gateway at ${base} cannot be reached (${why}); start one with \`jumun serve\` or pass --gateway`;
}
