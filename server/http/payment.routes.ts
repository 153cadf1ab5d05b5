import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CashierOutcome } from '../providers/payment/sandbox/sandbox-cashier.service';
import type { Services } from '../services';
import { cashierLanguage, renderCashierPage, type CashierPage, type CashierText } from './sandbox-cashier.page';

const NOTIFICATION_BODY_LIMIT = 64 * 1024;

/**
 * Payment HTTP routes outside /grpc:
 * - POST /payment-notify/{channel}/{account}: channels' notifications (verified
 *   by the channel's provider, answered in the channel's own format);
 * - /sandbox-pay/cashier: the sandbox channel's hosted cashier page, outside
 *   production only.
 */
export async function paymentRoutes(app: FastifyInstance, options: { services: Services }) {
  const { payments } = options.services;

  // Signatures cover the exact body text, so every body is kept as text here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFICATION_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Params: { channel: string; account: string } }>(
    '/payment-notify/:channel/:account',
    async (request, reply) => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
      );
      let answer;
      try {
        answer = await payments.notifications.receive(request.params.channel, request.params.account, {
          headers,
          body: typeof request.body === 'string' ? request.body : '',
        });
      } catch (error) {
        // Not recorded: the channel must send it again.
        request.log.error({ err: error, channel: request.params.channel }, 'payment notification not recorded');
        return reply.code(500).type('application/json').send('{"code":"FAIL","message":"try again later"}');
      }
      if (!answer) return reply.code(404).type('application/json').send('{"code":"FAIL","message":"not found"}');
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    },
  );

  const cashier = payments.sandboxCashier;
  if (!cashier) return;
  const now = () => payments.now();

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: Omit<CashierPage, 'language' | 'nonce'>) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .code(page.message === 'notFound' ? 404 : 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`,
      )
      .send(renderCashierPage({ ...page, language: cashierLanguage(request.headers['accept-language']), nonce }));
  };

  app.get<{ Querystring: { order?: string; sig?: string } }>('/sandbox-pay/cashier', async (request, reply) => {
    const order = await cashier.open(String(request.query.order ?? ''), String(request.query.sig ?? ''));
    if (!order) return sendPage(request, reply, { message: 'notFound' });
    // Paid: the payer coming back through the history is sent on to the merchant's result page.
    if (order.status === 'PAID' && order.returnUrl) return reply.redirect(order.returnUrl, 303);
    const remaining = order.expireTime
      ? Math.max(0, Math.floor((order.expireTime.getTime() - now().getTime()) / 1000))
      : null;
    const message: CashierText | undefined =
      order.status === 'PAID' ? 'paid' : order.status === 'WAIT_PAY' ? undefined : 'failed';
    return sendPage(request, reply, {
      order: { ...order, sig: String(request.query.sig), remainingSeconds: remaining },
      message,
      returnUrl: order.returnUrl || undefined,
    });
  });

  const act = (action: 'pay' | 'fail') => async (request: FastifyRequest, reply: FastifyReply) => {
    const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
    const order = await cashier.open(form.get('order') ?? '', form.get('sig') ?? '');
    if (!order) return sendPage(request, reply, { message: 'notFound' });
    const outcome = action === 'pay' ? await cashier.pay(order, form.get('payer') ?? '') : await cashier.fail(order);
    // Like a real cashier: back to the merchant, who learns the result from the notification.
    if (order.returnUrl && outcome !== 'EXPIRED') return reply.redirect(order.returnUrl, 303);
    return sendPage(request, reply, {
      order: { ...order, sig: form.get('sig') ?? '', remainingSeconds: null },
      message: MESSAGE_OF[outcome],
      returnUrl: order.returnUrl || undefined,
    });
  };
  app.post('/sandbox-pay/cashier/pay', act('pay'));
  app.post('/sandbox-pay/cashier/fail', act('fail'));
}

const MESSAGE_OF: Record<CashierOutcome, CashierText> = {
  PAID: 'paid',
  FAILED: 'failed',
  ALREADY_DONE: 'done',
  EXPIRED: 'expired',
};
