import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { LocalOutboxRepository } from '../providers/push/local-outbox.repository';
import type { Services } from '../services';
import { escapeHtml, page, PAGE_HEADERS } from './html';

/**
 * GET /dev/notification-outbox: the messages the local channels "sent" (SMS,
 * mini-program subscription, official account, Alipay), newest first
 * (?format=json for scripts). Two forms stand in for what only a phone can do
 * here: follow the official account, accept a mini-program subscription.
 * Development only: absent in production and with the providers' channels.
 */
export async function devNotificationOutboxRoutes(
  app: FastifyInstance,
  options: { services: Services; config: ServerConfig },
) {
  const { notifications, db } = options.services;
  if (options.config.production || !notifications.channels.local) return;

  app.get<{ Querystring: { format?: string } }>('/dev/notification-outbox', async (request, reply) => {
    const messages = await new LocalOutboxRepository(db).latest();
    if (request.query.format === 'json') {
      return reply.header('cache-control', 'no-store').send({
        list: messages.map((m) => ({ ...m, sendTime: m.sendTime.toISOString() })),
      });
    }
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.sendTime.toISOString())}</td><td>${escapeHtml(m.channel)}</td><td>${escapeHtml(m.address)}</td><td>${escapeHtml(m.templateId)}</td><td>${escapeHtml(m.content)}</td><td><code>${escapeHtml(m.idempotencyKey)}</code></td></tr>`,
      )
      .join('');
    return reply.headers(PAGE_HEADERS).send(
      page(
        'Notification outbox (development)',
        `<h1>Notification outbox (development)</h1>
<p>Messages the local channels would have sent, newest first. Reload for new ones. Verification codes are on <a href="/dev/sms-outbox">the SMS outbox</a>.</p>
<table><thead><tr><th>time</th><th>channel</th><th>to</th><th>template</th><th>message</th><th>idempotency key</th></tr></thead><tbody>${rows || '<tr><td colspan="6">Nothing sent yet.</td></tr>'}</tbody></table>
<h2>Stand-ins for the phone</h2>
<form method="post" action="/dev/notification-outbox/follow"><label>user id <input name="userId" required pattern="\\d+"></label> <label><input type="checkbox" name="following" value="true" checked> follows the official account</label> <button>Save</button></form>
<form method="post" action="/dev/notification-outbox/subscribe"><label>user id <input name="userId" required pattern="\\d+"></label> <select name="channel"><option>WECHAT_MINI_PROGRAM</option><option>ALIPAY_MINI_PROGRAM</option></select> <label>template <input name="templateId" required></label> <button>Accept one message</button></form>`,
      ),
    );
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post<{ Body: { userId?: string; following?: string } }>(
    '/dev/notification-outbox/follow',
    async (request, reply) => {
      const userId = String(request.body?.userId ?? '');
      if (!/^\d+$/.test(userId)) return reply.code(400).send({ message: 'userId' });
      await notifications.dev.follow(userId, request.body?.following === 'true');
      return reply.redirect('/dev/notification-outbox', 303);
    },
  );

  app.post<{ Body: { userId?: string; channel?: string; templateId?: string } }>(
    '/dev/notification-outbox/subscribe',
    async (request, reply) => {
      const userId = String(request.body?.userId ?? '');
      if (!/^\d+$/.test(userId)) return reply.code(400).send({ message: 'userId' });
      await notifications.dinerPush.recordSubscriptions(userId, String(request.body?.channel ?? ''), [
        String(request.body?.templateId ?? ''),
      ]);
      return reply.redirect('/dev/notification-outbox', 303);
    },
  );
}
