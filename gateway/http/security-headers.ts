// Helmet's security headers (CSP, HSTS, X-Content-Type-Options, ...) on every answer, set by one
// hook from a list made once. @fastify/helmet builds Helmet's middleware again on every request
// (it parses the CSP directives, makes a dozen closures and sets each header through them): a
// profile of the restaurant list at 50 connections found a fifth of the gateway's busy time there
// and much of the garbage behind its young-generation pauses. The headers depend on the options
// alone (no CSP nonces here), so they are taken once from @fastify/helmet itself, on a throwaway
// instance, and so stay exactly the ones it would set.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

export type SecurityHeaders = readonly (readonly [name: string, value: string | string[]])[];

/** The headers @fastify/helmet sets for `options`, as it sets them (in order, names as written). */
export async function securityHeadersFor(options: FastifyHelmetOptions): Promise<SecurityHeaders> {
  if (options.enableCSPNonces === true) throw new Error('security headers: CSP nonces differ per answer');
  const probe = Fastify({ logger: false });
  let headers: SecurityHeaders = [];
  try {
    await probe.register(helmet, options);
    // Runs after helmet's own onRequest hooks: what is on the response now is theirs alone.
    probe.addHook('onRequest', (_request, reply, done) => {
      // getRawHeaderNames (Node 15.13+): the names as helmet wrote them, not lower-cased.
      const raw = reply.raw as typeof reply.raw & { getRawHeaderNames(): string[] };
      headers = raw.getRawHeaderNames().map((name) => {
        const value = raw.getHeader(name);
        return [name, Array.isArray(value) ? [...value] : String(value)] as const;
      });
      done();
    });
    probe.get('/', (_request, reply) => reply.send(''));
    const reply = await probe.inject({ method: 'GET', url: '/' });
    if (reply.statusCode !== 200) throw new Error(`security headers: probe answered ${reply.statusCode}`);
  } finally {
    await probe.close();
  }
  if (headers.length === 0) throw new Error('security headers: @fastify/helmet set none');
  return headers;
}

/** Sets `headers` on every answer, before routing (404s, errors and static files get them too). */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
