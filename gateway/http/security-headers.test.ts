import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeadersFor } from './security-headers.ts';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

function routes(app: FastifyInstance): FastifyInstance {
  app.get('/ok', (_request, reply) => reply.send({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  apps.push(app);
  return app;
}

async function viaPlugin(options: FastifyHelmetOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(helmet, options);
  return routes(app);
}

async function viaList(options: FastifyHelmetOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerSecurityHeaders(app, await securityHeadersFor(options));
  return routes(app);
}

async function headersOf(app: FastifyInstance, url: string) {
  const reply = await app.inject({ method: 'GET', url });
  const { date: _date, ...headers } = reply.headers;
  return { status: reply.statusCode, headers };
}

const GATEWAY_LIKE: FastifyHelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'same-origin' },
};

describe('security headers made once', () => {
  for (const [name, options] of [
    ['defaults', {}],
    ['the gateway-like options', GATEWAY_LIKE],
  ] as const) {
    it(`are the headers @fastify/helmet sets, with ${name}, on an answer, a 404 and an error`, async () => {
      const plugin = await viaPlugin(options);
      const list = await viaList(options);
      for (const url of ['/ok', '/missing', '/fails']) {
        const ours = await headersOf(list, url);
        expect(ours).toEqual(await headersOf(plugin, url));
        expect(ours.headers['content-security-policy']).toMatch(/default-src 'self'/);
      }
    });
  }

  it('follow the options (a CSP directive, a header turned off)', async () => {
    const app = await viaList({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] } },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: false,
    });
    const { headers } = await headersOf(app, '/ok');
    expect(headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('refuse CSP nonces, which differ per answer', async () => {
    await expect(securityHeadersFor({ enableCSPNonces: true })).rejects.toThrow(/nonces/);
  });
});
