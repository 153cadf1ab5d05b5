import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A Mastercard Gateway (MPGS) as its REST API documentation describes it
// (<gateway>/api/documentation/apiDocumentation/rest-json/version/100/api.html:
// Hosted Checkout "Initiate Checkout", "Retrieve Order", "Refund",
// "Retrieve Transaction"; integrationGuidelines/supportedFeatures/pickAdditionalFunctionality/webhookNotifications):
// HTTP Basic authentication with userid "merchant.<merchant id>" and the API
// password; amounts as decimals in the order currency; webhook notifications
// posted to order.notificationUrl with the X-Notification-Secret, -Id and
// -Attempt headers.

const VERSION_PATH = /^\/api\/rest\/version\/(\d+)\/merchant\/([^/]+)(\/.*)$/;

export interface FakeMpgsOrder {
  id: string;
  amount: string;
  currency: string;
  description: string;
  notificationUrl: string;
  returnUrl: string;
  /** Absent until the payer pays on the hosted page: the gateway makes the order then. */
  status?: 'CAPTURED' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'FAILED';
  transactions: Array<{ id: string; type: 'PAYMENT' | 'REFUND'; amount: string; currency: string; result: string }>;
}

export class FakeMpgs {
  readonly merchantId = 'TEST9800123456';
  readonly apiPassword = randomBytes(16).toString('hex');
  readonly notificationSecret = randomBytes(16).toString('hex').toUpperCase();
  readonly orders = new Map<string, FakeMpgsOrder>();
  readonly requests: Array<{ method: string; path: string; body: string; authorized: boolean }> = [];
  url = '';
  private server: Server | undefined;
  private notificationCount = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The payer pays with a card on the hosted page; the gateway posts the webhook (unless told not to). */
  async pay(orderId: string, options: { notify?: boolean; secret?: string; reportedCurrency?: string } = {}) {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`fake mpgs: no checkout for order ${orderId}`);
    order.status = 'CAPTURED';
    const transaction = {
      id: '1',
      type: 'PAYMENT' as const,
      amount: order.amount,
      currency: order.currency,
      result: 'SUCCESS',
    };
    order.transactions.push(transaction);
    if (options.notify === false) return undefined;
    return this.notify(order, transaction, options);
  }

  private async notify(
    order: FakeMpgsOrder,
    transaction: FakeMpgsOrder['transactions'][number],
    options: { secret?: string; reportedCurrency?: string } = {},
  ) {
    const body = {
      merchant: this.merchantId,
      order: { ...this.orderView(order), currency: options.reportedCurrency ?? order.currency },
      response: { gatewayCode: 'APPROVED' },
      result: transaction.result,
      timeOfRecord: new Date().toISOString(),
      transaction: {
        id: transaction.id,
        type: transaction.type,
        amount: Number(transaction.amount),
        currency: transaction.currency,
      },
    };
    this.notificationCount++;
    const response = await fetch(order.notificationUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-notification-secret': options.secret ?? this.notificationSecret,
        'x-notification-id': `NOTIF${String(this.notificationCount).padStart(8, '0')}`,
        'x-notification-attempt': '1',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.text() };
  }

  private orderView(order: FakeMpgsOrder) {
    const captured = order.transactions.filter((t) => t.type === 'PAYMENT' && t.result === 'SUCCESS');
    const refunded = order.transactions.filter((t) => t.type === 'REFUND' && t.result === 'SUCCESS');
    const sum = (list: typeof captured) => list.reduce((total, t) => total + Number(t.amount), 0);
    return {
      id: order.id,
      amount: Number(order.amount),
      currency: order.currency,
      description: order.description,
      status: order.status,
      totalCapturedAmount: sum(captured),
      totalRefundedAmount: sum(refunded),
      transaction: order.transactions.map((t) => ({
        result: t.result,
        transaction: { id: t.id, type: t.type, amount: Number(t.amount), currency: t.currency },
        timeOfRecord: new Date().toISOString(),
      })),
    };
  }

  private authorized(req: IncomingMessage, merchantId: string): boolean {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    const [user, ...rest] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    return (
      merchantId === this.merchantId && user === `merchant.${this.merchantId}` && rest.join(':') === this.apiPassword
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const path = req.url ?? '/';
    const match = VERSION_PATH.exec(path);
    const authorized = !!match && this.authorized(req, decodeURIComponent(match[2]));
    this.requests.push({ method: req.method ?? '', path, body, authorized });
    const answer = (status: number, payload: object) => {
      res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
      res.end(JSON.stringify(payload));
    };
    const error = (status: number, cause: string, explanation: string) =>
      answer(status, { result: 'ERROR', error: { cause, explanation } });
    if (!match) return error(404, 'INVALID_REQUEST', 'no such resource');
    if (!authorized) return error(401, 'INVALID_REQUEST', 'Invalid credentials.');
    const rest = match[3];
    const request = body ? (JSON.parse(body) as Record<string, any>) : {};

    if (req.method === 'POST' && rest === '/session') {
      const order = request.order ?? {};
      const valid =
        request.apiOperation === 'INITIATE_CHECKOUT' &&
        ['WEBSITE', 'PAYMENT_LINK'].includes(request.checkoutMode ?? 'WEBSITE') &&
        ['PURCHASE', 'AUTHORIZE', 'VERIFY', 'NONE'].includes(request.interaction?.operation) &&
        request.interaction?.merchant?.name &&
        /^\d+(\.\d{1,2})?$/.test(order.amount ?? '') &&
        /^[A-Z]{3}$/.test(order.currency ?? '') &&
        order.id &&
        (request.checkoutMode !== 'PAYMENT_LINK' ||
          (request.paymentLink?.expiryDateTime && request.paymentLink?.numberOfAllowedAttempts));
      if (!valid) return error(400, 'INVALID_REQUEST', 'Value is invalid or missing');
      this.orders.set(order.id, {
        id: order.id,
        amount: order.amount,
        currency: order.currency,
        description: order.description ?? '',
        notificationUrl: order.notificationUrl ?? '',
        returnUrl: request.interaction.returnUrl ?? '',
        transactions: [],
      });
      const sessionId = `SESSION0002${randomBytes(12).toString('hex')}`;
      return answer(201, {
        checkoutMode: request.checkoutMode,
        merchant: this.merchantId,
        result: 'SUCCESS',
        session: { id: sessionId, updateStatus: 'SUCCESS', version: randomBytes(5).toString('hex') },
        successIndicator: randomBytes(8).toString('hex'),
        ...(request.checkoutMode === 'PAYMENT_LINK' && {
          paymentLink: { url: `${this.url}/checkout/pay/${sessionId}` },
        }),
      });
    }
    const orderPath = /^\/order\/([^/]+)$/.exec(rest);
    if (req.method === 'GET' && orderPath) {
      const order = this.orders.get(decodeURIComponent(orderPath[1]));
      if (!order?.status) return error(400, 'INVALID_REQUEST', 'Unable to find order');
      return answer(200, { ...this.orderView(order), merchant: this.merchantId, result: 'SUCCESS' });
    }
    const transactionPath = /^\/order\/([^/]+)\/transaction\/([^/]+)$/.exec(rest);
    if (transactionPath) {
      const order = this.orders.get(decodeURIComponent(transactionPath[1]));
      const id = decodeURIComponent(transactionPath[2]);
      if (req.method === 'GET') {
        const found = order?.transactions.find((t) => t.id === id);
        if (!order || !found) return error(400, 'INVALID_REQUEST', 'Unable to find transaction');
        return answer(200, this.transactionView(order, found));
      }
      if (req.method === 'PUT' && request.apiOperation === 'REFUND') {
        if (!order?.status) return error(400, 'INVALID_REQUEST', 'Unable to find order');
        const existing = order.transactions.find((t) => t.id === id);
        if (existing) return answer(200, this.transactionView(order, existing));
        const amount = String(request.transaction?.amount ?? '');
        if (request.transaction?.currency !== order.currency) {
          return error(400, 'INVALID_REQUEST', 'Currency does not match the order');
        }
        const view = this.orderView(order);
        if (
          !/^\d+(\.\d{1,2})?$/.test(amount) ||
          view.totalRefundedAmount + Number(amount) > view.totalCapturedAmount + 1e-9
        ) {
          return error(400, 'INVALID_REQUEST', 'Requested refund exceeds the order');
        }
        const refund = { id, type: 'REFUND' as const, amount, currency: order.currency, result: 'SUCCESS' };
        order.transactions.push(refund);
        order.status =
          view.totalRefundedAmount + Number(amount) >= view.totalCapturedAmount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
        return answer(201, this.transactionView(order, refund));
      }
    }
    return error(400, 'INVALID_REQUEST', 'Unsupported operation');
  }

  private transactionView(order: FakeMpgsOrder, t: FakeMpgsOrder['transactions'][number]) {
    return {
      merchant: this.merchantId,
      order: this.orderView(order),
      response: { gatewayCode: t.result === 'SUCCESS' ? 'APPROVED' : 'DECLINED' },
      result: t.result,
      timeOfRecord: new Date().toISOString(),
      transaction: { id: t.id, type: t.type, amount: Number(t.amount), currency: t.currency },
    };
  }
}
