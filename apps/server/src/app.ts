import crypto from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
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
import { registerOrderReadCache } from './modules/order-views/order-read-cache';
import { registerWeb } from './plugins/web';
import { clientErrorHandler, frameworkErrors, registerHardening } from './plugins/hardening';
import { registerSecurityHeaders } from './plugins/security-headers';
import { webDistDir } from './paths';
import { systemRoutes } from './modules/system/system.routes';
import { catalogueRoutes } from './modules/catalogue/storefront/catalogue.routes';
import { catalogueAdminRoutes } from './modules/catalogue/admin/catalogue.admin-routes';
import { searchSynonymsAdminRoutes } from './modules/catalogue/search/search-synonyms.admin-routes';
import { catalogueBulkAdminRoutes } from './modules/catalogue/bulk/catalogue-bulk.admin-routes';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { quickOrderRoutes } from './modules/cart/quick-order.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { ordersAdminRoutes } from './modules/orders/orders.admin-routes';
import { eventsRoutes } from './modules/events/events.routes';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { mailAdminRoutes } from './modules/mail/mail.admin-routes';
import { notifyRoutes } from './modules/notify/notify.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { deliveryAdminRoutes } from './modules/delivery/delivery.admin-routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { paymentsAdminRoutes } from './modules/payments/payments.admin-routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { invoicesAdminRoutes } from './modules/invoices/invoices.admin-routes';
import type { MailSender } from './modules/mail/mail-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail sender job (server.ts starts it; closing the app stops it). */
    mailSender: MailSender;
  }
}
import { reportsAdminRoutes } from './modules/reports/reports.admin-routes';
import { returnsRoutes } from './modules/returns/returns.routes';
import { returnsAdminRoutes } from './modules/returns/returns.admin-routes';
import { seoRootRoutes, seoRoutes } from './modules/seo/seo.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { branchesRoutes } from './modules/companies/branches.routes';
import { listsRoutes } from './modules/lists/lists.routes';
import { companiesAdminRoutes } from './modules/companies/companies.admin-routes';
import { receiptsRoutes } from './modules/receipts/receipts.routes';
import { receiptsAdminRoutes } from './modules/receipts/receipts.admin-routes';
import { priceListsAdminRoutes } from './modules/pricing/price-lists.admin-routes';
import { memberPricesRoutes } from './modules/pricing/member-prices.routes';
import { quotesRoutes } from './modules/quotes/quotes.routes';
import { quotesAdminRoutes } from './modules/quotes/quotes.admin-routes';
import { einvoicesAdminRoutes } from './modules/einvoices/einvoices.admin-routes';
import { startQuoteExpiry } from './modules/quotes/quote-answer.service';
import { orderWorkflowRoutes } from './workflows/orders.routes';
import { orderWorkflowAdminRoutes } from './workflows/orders.admin-routes';
import { quoteOrderRoutes } from './workflows/quote-order.routes';
import { returnWorkflowAdminRoutes } from './workflows/returns.admin-routes';
import { createStoreMailSender } from './workflows/mail-documents';

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

  registerSecurityHeaders(app, {
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
  registerOrderReadCache(app, ctx);
  registerHardening(app, ctx);

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await systemRoutes(typed, ctx);
      await catalogueRoutes(typed, ctx);
      await accountsRoutes(typed, ctx);
      await cartRoutes(typed, ctx);
      await quickOrderRoutes(typed, ctx);
      await ordersRoutes(typed, ctx);
      await orderWorkflowRoutes(typed, ctx);
      await eventsRoutes(typed, ctx);
      await addressesRoutes(typed, ctx);
      await notifyRoutes(typed, ctx);
      await legalRoutes(typed, ctx);
      await deliveryRoutes(typed, ctx);
      await paymentsRoutes(typed, ctx);
      await invoicesRoutes(typed, ctx);
      await returnsRoutes(typed, ctx);
      await seoRoutes(typed, ctx);
      await companiesRoutes(typed, ctx);
      await branchesRoutes(typed, ctx);
      await listsRoutes(typed, ctx);
      await receiptsRoutes(typed, ctx);
      await memberPricesRoutes(typed, ctx);
      await quotesRoutes(typed, ctx);
      await quoteOrderRoutes(typed, ctx);
      await typed.register(
        async (admin) => {
          const staff = admin.withTypeProvider<ZodTypeProvider>();
          // onRequest: refused before any body is read or validated (a guest gets 401, never a 400).
          staff.addHook('onRequest', staff.requireAdmin);
          await catalogueAdminRoutes(staff, ctx);
          await catalogueBulkAdminRoutes(staff, ctx);
          await ordersAdminRoutes(staff, ctx);
          await orderWorkflowAdminRoutes(staff, ctx);
          await mailAdminRoutes(staff, ctx);
          await deliveryAdminRoutes(staff, ctx);
          await paymentsAdminRoutes(staff, ctx);
          await invoicesAdminRoutes(staff, ctx);
          await reportsAdminRoutes(staff, ctx);
          await searchSynonymsAdminRoutes(staff, ctx);
          await returnsAdminRoutes(staff, ctx);
          await returnWorkflowAdminRoutes(staff, ctx);
          await companiesAdminRoutes(staff, ctx);
          await receiptsAdminRoutes(staff, ctx);
          await priceListsAdminRoutes(staff, ctx);
          await quotesAdminRoutes(staff, ctx);
          await einvoicesAdminRoutes(staff, ctx);
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );

  await seoRootRoutes(app, ctx);
  await registerWeb(app, opts.webDir ?? ctx.config.WEB_DIST_DIR ?? webDistDir, ctx);

  const mailSender = createStoreMailSender(ctx, app.log);
  app.decorate('mailSender', mailSender);
  app.addHook('onClose', async () => mailSender.stop());
  // QUOTED past valid_until → EXPIRED (idempotent; reads treat such quotes as expired anyway)
  const stopQuoteExpiry = startQuoteExpiry(ctx.db, app.log);
  app.addHook('onClose', async () => stopQuoteExpiry());
  return app;
}
