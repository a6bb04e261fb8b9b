import crypto from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import type { App } from './lib/fastify';
import { registerErrorHandler } from './plugins/error-handler';
import { registerAuth } from './plugins/auth';
import { registerWeb } from './plugins/web';
import { clientErrorHandler, frameworkErrors, registerHardening } from './plugins/hardening';
import { webDistDir } from './paths';
import { systemRoutes } from './modules/system/system.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { catalogueAdminRoutes } from './modules/catalogue/catalogue.admin-routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { ordersAdminRoutes } from './modules/orders/orders.admin-routes';
import { eventsRoutes } from './modules/events/events.routes';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; defaults to apps/web/dist. */
  webDir?: string;
}

function imageOrigins(ctx: AppContext): string[] {
  const endpoint = ctx.config.S3_ENDPOINT;
  if (!endpoint) return [];
  try {
    return [new URL(endpoint).origin];
  } catch {
    return [];
  }
}

export async function buildApp(ctx: AppContext, opts: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: opts.logger ?? {
      level: ctx.config.LOG_LEVEL,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.refresh_token_value',
        ],
        censor: '[redacted]',
      },
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : crypto.randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: ctx.config.TRUST_PROXY,
    return503OnClosing: true,
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Graceful shutdown: requests in flight finish, and their keep-alive connections close
  // right after them instead of holding the shutdown for the keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins(ctx)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: false,
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Store API',
        version: '1.0.0',
        description: 'Industrial tools and equipment store',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandler(app);
  registerAuth(app, ctx);
  registerHardening(app, ctx);

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await systemRoutes(typed, ctx);
      await catalogueRoutes(typed, ctx);
      await accountsRoutes(typed, ctx);
      await cartRoutes(typed, ctx);
      await ordersRoutes(typed, ctx);
      await eventsRoutes(typed, ctx);
      await typed.register(
        async (admin) => {
          const staff = admin.withTypeProvider<ZodTypeProvider>();
          // onRequest: refused before any body is read or validated (a guest gets 401, never a 400).
          staff.addHook('onRequest', staff.requireAdmin);
          await catalogueAdminRoutes(staff, ctx);
          await ordersAdminRoutes(staff, ctx);
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );

  await registerWeb(app, opts.webDir ?? ctx.config.WEB_DIST_DIR ?? webDistDir);
  return app;
}
