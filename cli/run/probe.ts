// Before a live run: is anything answering at the gateway? Any HTTP answer counts.
import type { Profile } from '../../adapters/http/profile.ts';
import { hostBase } from '../../adapters/http/profile.ts';
import { undiciTransport } from '../../adapters/http/undici-transport.ts';

export async function probeGateway(profile: Profile): Promise<string | null> {
  const base = hostBase(profile, 'api');
  const answer = await undiciTransport().send({
    method: 'GET',
    url: `${base}/`,
    headers: {},
    timeoutMs: 5_000,
  });
  if (answer.ok) return null;
  const why = answer.failure.kind === 'timeout' ? 'timed out' : answer.failure.detail;
  return `the gateway at ${base} cannot be reached (${why}); start one with \`jumun serve\` or pass --gateway`;
}
