import type { FastifyInstance } from 'fastify';
import { sendTagged } from './etag';
import { isServedLanguage, languageFile } from './language-files';
import { serverMessagesFile } from './server-messages-file';

const A_YEAR = 365 * 24 * 60 * 60;
/** `GET /i18n/server-messages.json`: the table of server messages with their Simplified Chinese texts. */
const SERVER_MESSAGES = 'server-messages';

/**
 * `GET /i18n/{language}.json`: a language mini-programs do not bundle, on the API's
 * origin (and `server-messages.json`, which their main package does not bundle either). Asked for by its version (`?v=`, what the build was made with) it never
 * changes, so any cache may keep it for a year; otherwise (an older or newer
 * release, a person's browser) it is revalidated by ETag every time.
 */
export async function languageRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string }; Querystring: { v?: string } }>('/i18n/:file', async (request, reply) => {
    const match = /^([A-Za-z-]+)\.json$/.exec(request.params.file);
    const language = match?.[1] ?? '';
    const messages = language === SERVER_MESSAGES;
    if (!messages && !isServedLanguage(language)) return reply.code(404).send({ message: 'no such language' });
    const file = messages ? serverMessagesFile() : languageFile(language as Parameters<typeof languageFile>[0]);
    const pinned = request.query.v === file.version;
    reply
      .header('cache-control', pinned ? `public, max-age=${A_YEAR}, immutable` : 'public, no-cache')
      .header('access-control-allow-origin', '*')
      .header('vary', 'accept-encoding')
      .type('application/json; charset=utf-8');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (encoding) reply.header('content-encoding', encoding);
    return sendTagged(request, reply, encoding ? file[encoding] : file.body, `"${file.version}"`);
  });
}
