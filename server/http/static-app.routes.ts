import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The H5 build at /app. Any path under /app that is not a file gets
 * index.html, so the app's router can open deep links; / goes to /app.
 */
export async function staticAppRoutes(app: FastifyInstance, options: { h5Dir: string }) {
  const indexFile = path.join(options.h5Dir, 'index.html');
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
      cacheControl: true,
      maxAge: 0,
    });
  }

  const serveIndex = async (_request: unknown, reply: FastifyReply) => {
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built yet. Run `npm run build` (in development, npm start builds it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', options.h5Dir, { cacheControl: false });
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
