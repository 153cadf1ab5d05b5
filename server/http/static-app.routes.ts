import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOfRequest } from '@common/interface-language';
import { sendCompressedTagged } from './compressed-send';
import { withFirstPageData, type FirstPage } from './first-page-data';
import { firstScreenMarkup, withFirstScreen } from './first-screen/first-screen-page';

// Content-hashed build files (js/app.1a2b3c4d.js) never change under their
// name: a browser keeps them for a year without asking again. Anything else
// (index.html, images under static/) is revalidated by its ETag each time.
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.(br|gz))?$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Cache-Control for a file of the build, by its name. */
export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE;
}

export interface StaticAppOptions {
  h5Dir: string;
  /**
   * What the launch page at this path and query would ask for first
   * (server/http/first-page-data.ts), put into index.html so it need not ask, and the
   * first screen drawn from it (server/http/first-screen/).
   */
  firstPage?: (pathInApp: string, search: URLSearchParams, request: FastifyRequest) => Promise<FirstPage>;
}

/**
 * The H5 build at /app. Any path under /app that is not a file gets
 * index.html, so the app's router can open deep links; / goes to /app.
 * The build leaves brotli and gzip copies beside each text file
 * (scripts/compress-assets.mjs); the one the browser accepts is sent.
 * index.html carries the launch page's first answers, so it is made per request
 * (and compressed then) and never kept without asking again (no-cache).
 */
export async function staticAppRoutes(app: FastifyInstance, options: StaticAppOptions) {
  const indexFile = path.join(options.h5Dir, 'index.html');
  // Cut from the build's stylesheets by scripts/first-screen-css.ts; a build without them
  // sends no first screen (the app draws it, as before).
  const firstScreenCss = (page: string) => path.join(options.h5Dir, `first-screen-${page}.css`);
  const built = fs.existsSync(indexFile);

  app.get('/', async (_request, reply) => reply.redirect('/app/'));
  // Browsers ask for it on every first visit; the app has no icon at the root.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).send());

  if (built) {
    await app.register(fastifyStatic, {
      root: options.h5Dir,
      prefix: '/app/',
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', cacheControlFor(filePath));
        // Caches in between keep one copy per encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const serveIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built yet. Run `npm run build` (in development, npm start builds it for you).');
    }
    // Read each time: a rebuild while the server runs (npm start) is served at once.
    const html = await fs.promises.readFile(indexFile, 'utf8');
    const [pathname, query = ''] = request.url.split('?');
    const pathInApp = pathname!.replace(/^\/app/, '');
    const search = new URLSearchParams(query);
    const first = options.firstPage ? await options.firstPage(pathInApp, search, request) : { data: {} };
    let page = Object.keys(first.data).length ? withFirstPageData(html, first.data) : html;
    const css = first.page
      ? await fs.promises.readFile(firstScreenCss(first.page), 'utf8').catch(() => undefined)
      : undefined;
    if (first.page && css !== undefined) {
      const language = languageOfRequest(request.headers.cookie, request.headers['accept-language']);
      const markup = firstScreenMarkup(first, language, search);
      if (markup) page = withFirstScreen(page, markup, first.page, css, language);
    }
    reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
    // The first screen speaks the language the request asks for.
    return sendCompressedTagged(request, reply, page, ['accept-language', 'cookie']);
  };
  app.get('/app', serveIndex);
  app.get('/app/', serveIndex);

  // History fallback: unknown paths under /app are routes of the app itself.
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if (request.method === 'GET' && (url === '/app' || url.startsWith('/app/')) && !path.extname(url)) {
      return serveIndex(request, reply);
    }
    return reply.code(404).type('application/json').send({ message: 'not found' });
  });
}
