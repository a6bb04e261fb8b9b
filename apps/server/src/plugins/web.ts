import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { createFirstScreenHtml, loadSsrRenderer, ssrEntryFor } from './first-screen';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The page compressed as the browser accepts it. @fastify/compress works per route and the
 * not-found handler is none: ~100 kB of server-rendered HTML is ~15 kB compressed, half a
 * second on a slow 4G phone (docs/decisions/140).
 */
async function compressed(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<string | Buffer> {
  reply.header('vary', 'accept-encoding');
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (html.length < 1024) return html;
  if (/\bbr\b/.test(accept)) {
    reply.header('content-encoding', 'br');
    return brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accept)) {
    reply.header('content-encoding', 'gzip');
    return gzip(html, { level: 6 });
  }
  return html;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and
 * every other non-API path as a page: rendered on the server with its own head, 404 for Page
 * Not Found (docs/decisions/260); an unknown /api path stays the API's 404 envelope.
 */
export async function registerWeb(app: FastifyInstance, webDistDir: string, ctx?: AppContext) {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  // index.html with the requested screen's chunks, first picture and data (decisions 132), and
  // the storefront screens rendered on the server when the web's SSR bundle is built (140)
  const ssr =
    hasWeb && ctx
      ? await loadSsrRenderer(ssrEntryFor(webDistDir)).catch((err: unknown) => {
          app.log.error({ err }, 'the server renderer failed to load; the client renders');
          return null;
        })
      : null;
  // What a screen needs beyond the answers it was given, the renderer asks the API for:
  // in-process, as a guest, counted against the customer's address (rate limits).
  const pageRequest = new AsyncLocalStorage<FastifyRequest>();
  ssr?.setApiFetch?.(async (url) => {
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json' },
      remoteAddress: pageRequest.getStore()?.ip,
    });
    return { status: res.statusCode, body: res.body };
  });
  const firstScreen = hasWeb && ctx ? createFirstScreenHtml(ctx, webDistDir, ssr) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else if (filePath.endsWith('.html')) {
          res.setHeader('cache-control', 'no-cache');
        } else {
          res.setHeader('cache-control', 'public, max-age=3600');
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // decisions.md › Orders: any /api/admin path, known or not, is 401 to a guest and 403 to a customer.
    if (url === '/api/admin' || url.startsWith('/api/admin/'))
      await app.requireAdmin(request, reply);
    if (url === '/api' || url.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ success: false, message: 'Not found', code: 'not_found', data: null });
    }
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      hasWeb &&
      !/\.[a-z0-9]{2,5}$/i.test(url)
    ) {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      if (firstScreen) {
        const page = await pageRequest.run(request, () =>
          firstScreen.htmlFor(request.url, (err) =>
            request.log.warn(
              { err },
              'first screen failed (data or server render); sent the client-rendered page',
            ),
          ),
        );
        return reply.status(page.status).send(await compressed(request, reply, page.html));
      }
      return reply.sendFile('index.html');
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
