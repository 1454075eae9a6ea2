// The reference gateway: a fastify server for every call of both specs' section 7, the sandbox
// providers under /sandbox/, and the built web app at /.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { TEMPLATE_STYLE } from './content/templates.ts';
import type { GatewayContext } from './context.ts';
import { blocklistCheck } from './db/blocklist-check.ts';
import { bcryptPool } from './hashing/bcrypt-pool.ts';
import type { PasswordHasher } from './hashing/password-hasher.ts';
import { closeConnectionsPromptly } from './http/close-promptly.ts';
import { appCspDirectives, cspHash } from './http/content-security-policy.ts';
import { CSP_REPORTING, REPORTING_ENDPOINTS, registerCspReports } from './http/csp-reports.ts';
import { registerErrorAnswer } from './http/error-answer.ts';
import { registerOriginGuard } from './http/origin-guard.ts';
import { registerSecurityHeaders, securityHeadersFor } from './http/security-headers.ts';
import { progressHub } from './ordering/progress/progress-hub.ts';
import { plainKeys } from './request-keys.ts';
import { gatewayRoutes } from './routes/index.ts';
import { SANDBOX_STYLE } from './sandbox/sandbox-page.ts';
import { registerTestRuns, testRunKeys } from './sandbox/test-run.ts';
import { APP_NOT_BUILT_STYLE, appNotBuiltPage } from './web/app-not-built.ts';
import { webAppInlineSources } from './web/inline-sources.ts';

export interface BuildOptions {
  /** `passwords` defaults to the worker-thread bcrypt pool. */
  readonly context: Omit<
    GatewayContext,
    'log' | 'passwords' | 'blocklist' | 'progress' | 'keys' | 'partnerOrigins'
  > & {
    readonly passwords?: PasswordHasher;
  };
  /** The built web app; while it has no index.html, / answers a page that says how to build it. */
  readonly webRoot: string | null;
  /** The seed's images directory, served at /images/ (the catalogue's image paths are `images/…`). */
  readonly imagesRoot?: string | null;
  readonly logger: FastifyServerOptions['logger'];
  /**
   * Partner sites: origins besides the gateway's own that may send state-changing requests
   * (origin-guard.ts) and embed the app in a frame (the CSP's frame-ancestors).
   */
  readonly allowedOrigins?: readonly string[];
}

export async function buildGateway(options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1_048_576 });
  closeConnectionsPromptly(app);
  // Helmet's headers, made once (http/security-headers.ts: @fastify/helmet remakes them per request).
  const partnerOrigins = options.allowedOrigins ?? [];
  const inline = webAppInlineSources(options.webRoot);
  const securityHeaders = await securityHeadersFor({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: appCspDirectives({
        scripts: inline.scripts,
        // the app's inline stylesheets, the sandbox pages' one, the not-built page's, and the
        // template documents' (content/templates.ts says why)
        styles: [...inline.styles, ...[SANDBOX_STYLE, APP_NOT_BUILT_STYLE, TEMPLATE_STYLE].map(cspHash)],
        partnerOrigins,
        reporting: CSP_REPORTING,
      }),
    },
    crossOriginEmbedderPolicy: false,
    // Same-origin requests name their page, so a form posted by the gateway's own pages (the sandbox
    // payment pages) carries its origin rather than `null` (origin-guard.ts); other sites get nothing.
    referrerPolicy: { policy: 'same-origin' },
    // Framing is the CSP's frame-ancestors (which browsers obey over this header): the old header
    // could name no partner site.
    xFrameOptions: partnerOrigins.length === 0 ? { action: 'sameorigin' } : false,
  });
  registerSecurityHeaders(app, [...securityHeaders, REPORTING_ENDPOINTS]);
  registerCspReports(app, options.context.gatewayClock);
  await app.register(formbody);
  registerErrorAnswer(app);
  registerOriginGuard(app, options.allowedOrigins ?? []);
  registerTestRuns(app, options.context.sandbox);
  const progress = progressHub(options.context.db, {
    pollMs: options.context.settings.progressPollMs,
    log: app.log,
  });
  // Open progress streams never finish by themselves: they end before the server waits for them.
  app.addHook('preClose', () => progress.close());
  const passwords = options.context.passwords ?? bcryptPool;
  const context: GatewayContext = {
    ...options.context,
    passwords,
    blocklist: blocklistCheck(passwords),
    // the sandbox maps its test runs onto the stores' keys here, at the edge (sandbox/test-run.ts)
    keys: options.context.sandbox ? testRunKeys : plainKeys,
    log: app.log,
    progress,
    partnerOrigins,
  };
  for (const register of gatewayRoutes) register(app, context);
  if (options.imagesRoot != null && existsSync(options.imagesRoot)) {
    await app.register(fastifyStatic, {
      root: resolve(options.imagesRoot),
      prefix: '/images/',
      decorateReply: false,
      maxAge: '1h',
    });
  }
  if (options.webRoot !== null && webAppBuilt(options.webRoot)) {
    // The build writes a brotli and a gzip copy of each text file (scripts/build-web.mjs).
    await app.register(fastifyStatic, {
      root: resolve(options.webRoot),
      prefix: '/',
      index: ['index.html'],
      preCompressed: true,
    });
  } else if (options.webRoot !== null) {
    const page = appNotBuiltPage(options.webRoot);
    app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
  }
  return app;
}

export function webAppBuilt(webRoot: string): boolean {
  return existsSync(join(webRoot, 'index.html'));
}
