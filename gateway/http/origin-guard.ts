// Other web sites cannot change state here. A browser names the page that sent a request in its
// Origin header: a state-changing request (anything but GET, HEAD and OPTIONS) that carries an Origin
// is served only when that origin is the gateway's own (the web app it serves) or one of the
// configured `allowedOrigins`. Clients that send no Origin (the CLI, servers) are unaffected. Together
// with the contract's calls accepting only JSON bodies (serve-call.ts), a form or a `text/plain` post
// from another site is refused before any handler runs.
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `http://127.0.0.1:8080/` or `https://example.com` as an origin: scheme, host and port only. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function originAllowed(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === ownOrigin(request) || allowed.has(origin);
}

export function registerOriginGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  const allowed = new Set(allowedOrigins);
  // A callback hook, not an async one: it runs on every request, and a promise per request is garbage.
  app.addHook('onRequest', (request, reply, done) => {
    if (originAllowed(request, allowed)) return done();
    request.log.warn({ origin: request.headers.origin, url: request.url }, 'cross-site request refused');
    reply.code(403).send({
      error_code: 'forbidden_origin',
      error_message: `requests from ${request.headers.origin} are not accepted here (allowed: this gateway's own origin${allowed.size === 0 ? '' : `, ${[...allowed].join(', ')}`})`,
    });
  });
}
