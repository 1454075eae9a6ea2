// The social provider's logout over HTTP (domain/ports/social-provider.ts). The provider keeps its
// session in a cookie of its own; the request carries the client's credentials as a web app's
// logout request to its provider does (fetch sends same-origin cookies), so the provider ends the
// session that cookie names. The reference gateway's sandbox providers answer at
// {base}/sandbox/social/{provider}/logout; real providers are never called from here.
import type { SocialProviderSession } from '../../domain/ports/social-provider.ts';
import type { Transport } from './transport.ts';

/** A logout that hangs must not hold the customer's logout up for long. */
const PROVIDER_LOGOUT_TIMEOUT_MS = 5_000;

/** `base`: the origin the provider pages are served from (the web app's own, or the api host). */
export function httpProviderLogout(transport: Transport, base: string): SocialProviderSession {
  const root = base.replace(/\/+$/, '');
  return {
    async logout(provider) {
      const sent = await transport.send({
        method: 'POST',
        url: `${root}/sandbox/social/${provider}/logout`,
        headers: { accept: 'application/json' },
        timeoutMs: PROVIDER_LOGOUT_TIMEOUT_MS,
      });
      return sent.ok && sent.response.status >= 200 && sent.response.status < 300 ? 'ended' : 'failed';
    },
  };
}
