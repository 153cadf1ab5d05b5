import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Services } from '../services';
import { escapeHtml, page, PAGE_HEADERS } from './html';

/**
 * GET /dev/sms-outbox: the codes the local SMS provider "sent", newest first
 * (?format=json for scripts). Development only: in production, or with a real
 * SMS provider, the route does not exist.
 */
export async function devSmsOutboxRoutes(app: FastifyInstance, options: { services: Services; config: ServerConfig }) {
  const outbox = options.services.smsOutbox;
  if (options.config.production || !outbox) return;

  app.get<{ Querystring: { format?: string } }>('/dev/sms-outbox', async (request, reply) => {
    const messages = outbox.list();
    if (request.query.format === 'json') {
      return reply.header('cache-control', 'no-store').send({
        list: messages.map((m) => ({
          time: m.time.toISOString(),
          phoneRegionCode: m.regionCode,
          phone: m.phone,
          code: m.code,
          text: m.text,
        })),
      });
    }
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.time.toISOString())}</td><td>+${escapeHtml(m.regionCode)} ${escapeHtml(m.phone)}</td><td><strong>${escapeHtml(m.code)}</strong></td><td>${escapeHtml(m.text)}</td></tr>`,
      )
      .join('');
    return reply.headers(PAGE_HEADERS).send(
      page(
        'SMS outbox (development)',
        `<h1>SMS outbox (development)</h1><p>Verification codes the local SMS provider would have sent. Reload for new ones.</p>
<table><thead><tr><th>time</th><th>phone</th><th>code</th><th>message</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Nothing sent yet.</td></tr>'}</tbody></table>`,
      ),
    );
  });
}
