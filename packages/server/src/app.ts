import { installContentLanguage } from './http/answer-in-language.js';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installAuth } from './auth/guards.js';
import { publicOrigin, type Config } from './config.js';
import { createLocalChangeFeed, type ChangeFeed } from './db/changes.js';
import type { Database } from './db/database.js';
import { installCompression } from './http/compression.js';
import { trustedProxies } from './http/client-address.js';
import { answerClientError } from './http/client-errors.js';
import { allowLocalDevOrigins } from './http/dev-cors.js';
import { answerFrameworkError, installErrorHandling } from './http/error-handler.js';
import { installFrontends, type FrontendBuilds } from './http/frontends.js';
import { installGracefulShutdown } from './http/graceful-shutdown.js';
import { installHealthCheck } from './http/health.js';
import { completeResponseSchemas } from './http/route-schemas.js';
import { acceptEmptyJsonBodies } from './http/json-body.js';
import { installRateLimits } from './http/rate-limits/install.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { modules as registeredModules } from './modules/index.js';
import type { App, ServerModule } from './server-types.js';
import { createDiskStore } from './uploads/disk-store.js';
import { installUploads } from './uploads/plugin.js';
import type { UploadStore } from './uploads/upload-store.js';

export interface BuildAppOptions {
  db: Database;
  config: Config;
  /** Cache invalidation across instances; in-process by default. */
  changes?: ChangeFeed;
  /** Where uploaded pictures live (`uploadStoreFor`); config.uploadsDir on disk by default. */
  uploads?: UploadStore;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to the registry in modules/index.ts; tests may pass their own. */
  modules?: readonly ServerModule[];
  /** Built front ends to serve beside the API (none in most tests). */
  frontends?: FrontendBuilds;
  /** Told of every route as it is registered, its schemas complete (tests list the routes). */
  onRoute?: onRouteHookHandler;
}

export type { App } from './server-types.js';

const jsonBodyLimit = 1024 * 1024;

/** The whole server, ready for `app.inject()` or `app.listen()`. */
export function buildApp({
  db,
  config,
  changes = createLocalChangeFeed(),
  uploads = createDiskStore(config.uploadsDir),
  logger = false,
  modules = registeredModules,
  frontends = {},
  onRoute,
}: BuildAppOptions): App {
  const app = Fastify({
    logger,
    bodyLimit: jsonBodyLimit,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Only the hops of X-Forwarded-For that TRUST_PROXY names are believed (the limits key on
    // request.ip); links never come from the request's Host (PUBLIC_URL).
    trustProxy: trustedProxies(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  completeResponseSchemas(app);
  if (onRoute) app.addHook('onRoute', onRoute);
  installGracefulShutdown(app);
  installCompression(app);
  installErrorHandling(app, installFrontends(app, frontends, { origin: publicOrigin(config) }));
  acceptEmptyJsonBodies(app);
  installContentLanguage(app);

  app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // Razorpay's Checkout, on the payment page, when the shop takes Razorpay (issue 15).
        ...(config.razorpay
          ? {
              'script-src': ["'self'", 'https://checkout.razorpay.com'],
              'frame-src': ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
              'connect-src': ["'self'", 'https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
            }
          : {}),
        // Radix positions its popovers with inline style attributes.
        'style-src': ["'self'", "'unsafe-inline'"],
        // A shop reached over plain http on a local network must still load its own files.
        'upgrade-insecure-requests': null,
      },
    },
    // Images are also shown by the Vite dev servers on other localhost ports.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Sent by installSecurityHeaders, over HTTPS only.
    strictTransportSecurity: false,
  });
  installSecurityHeaders(app);
  if (config.allowDevOrigins) allowLocalDevOrigins(app);

  installRateLimits(app, db, config);
  installAuth(app, { db, jwtSecret: config.jwtSecret });
  installHealthCheck(app, db);
  installUploads(app, uploads);

  for (const module of modules) app.register(module, { db, config, changes });
  if (!config.publicUrl) {
    app.addHook('onReady', async () => {
      app.log.warn(
        `PUBLIC_URL is not set: links in pages and e-mails point at ${publicOrigin(config)}. ` +
          'In production, set PUBLIC_URL to the address shoppers reach the shop at, e.g. https://shop.example',
      );
    });
  }

  return app;
}
