import { openApiSign, openApiSignatureMatches } from '../../../server/providers/groupbuy/open-api-signature';
import { startFakeHttpServer, type FakeHttpServer, type FakeReply, type FakeRequest } from './fake-http-server';

export const FAKE_APP_KEY = 'fake-app-key';
export const FAKE_APP_SECRET = 'fake-app-secret';

/** An order as the platform's JSON carries it. */
export interface FakeOrder {
  order_id: string;
  open_shop_uuid: string;
  status: string;
  diner_name: string;
  mobile: string;
  book_date: string;
  book_time: string;
  people_count: number;
  deal_title: string;
  pay_amount: number;
  remark: string;
  update_time: number;
}

export interface FakeMeituan extends FakeHttpServer {
  orders: FakeOrder[];
  /** The platform's answers to the store: order id -> accepted, rejected, arrived, notArrived. */
  answers: Map<string, string>;
  /** Every token issued so far stops working (the platform revoked or expired them). */
  expireTokens(): void;
  /** The next n order queries answer HTTP 503. */
  failQueries(n: number): void;
  /** How many calls arrived with a wrong signature (each refused). */
  badSignatures: number;
  refreshes: number;
}

/**
 * A Meituan-class open platform on port 0: checks every call's app key and
 * signature, issues tokens for authorization codes `code-<shop>`, expires
 * them on demand, pages orders by update time and records the store's answers.
 */
export async function startFakeMeituan(pageSize = 2): Promise<FakeMeituan> {
  const tokens = new Map<string, { shop: string; valid: boolean }>();
  const refreshTokens = new Map<string, string>();
  let issued = 0;
  let failing = 0;
  const state = { orders: [] as FakeOrder[], answers: new Map<string, string>(), badSignatures: 0, refreshes: 0 };

  const issue = (shop: string) => {
    issued++;
    const access = `at-${shop}-${issued}`;
    const refresh = `rt-${shop}-${issued}`;
    tokens.set(access, { shop, valid: true });
    refreshTokens.set(refresh, shop);
    return {
      code: 0,
      data: {
        access_token: access,
        refresh_token: refresh,
        expires_in: 7200,
        open_shop_uuid: shop,
        shop_name: `Shop ${shop}`,
      },
    };
  };

  /** Checks the call; the form's parameters, or the platform's refusal. */
  const check = (request: FakeRequest, needsSession: boolean): Record<string, string> | FakeReply => {
    const params = Object.fromEntries(new URLSearchParams(request.body));
    if (params.app_key !== FAKE_APP_KEY || !openApiSignatureMatches(params, FAKE_APP_SECRET)) {
      state.badSignatures++;
      return { json: { code: 403, msg: 'sign error' } };
    }
    if (needsSession) {
      const token = tokens.get(params.session ?? '');
      if (!token?.valid) return { json: { code: 401, msg: 'session expired' } };
    }
    return params;
  };
  const isReply = (value: Record<string, string> | FakeReply): value is FakeReply => 'json' in value;

  const answer =
    (status: string) =>
    (request: FakeRequest): FakeReply => {
      const params = check(request, true);
      if (isReply(params)) return params;
      const order = state.orders.find((o) => o.order_id === params.order_id);
      if (!order) return { json: { code: 404, msg: 'no such order' } };
      const given = status === 'arrival' ? (params.arrive === '1' ? 'arrived' : 'notArrived') : status;
      state.answers.set(order.order_id, given);
      return { json: { code: 0, data: {} } };
    };

  const server = await startFakeHttpServer({
    'POST /oauth/token': (request) => {
      const params = check(request, false);
      if (isReply(params)) return params;
      if (params.grant_type === 'authorization_code') {
        const match = /^code-(.+)$/.exec(params.auth_code ?? '');
        return match ? { json: issue(match[1]) } : { json: { code: 400, msg: 'invalid auth_code' } };
      }
      const shop = refreshTokens.get(params.refresh_token ?? '');
      if (!shop) return { json: { code: 400, msg: 'invalid refresh_token' } };
      refreshTokens.delete(params.refresh_token);
      state.refreshes++;
      return { json: issue(shop) };
    },
    'POST /router/reservation/order/query': (request) => {
      if (failing > 0) {
        failing--;
        return { status: 503, text: 'busy' };
      }
      const params = check(request, true);
      if (isReply(params)) return params;
      const shop = tokens.get(params.session)!.shop;
      const since = Number(params.update_time_start);
      const page = Number(params.page_no);
      const changed = state.orders
        .filter((o) => o.open_shop_uuid === shop && o.update_time >= since)
        .sort((a, b) => a.update_time - b.update_time);
      const list = changed.slice((page - 1) * pageSize, page * pageSize);
      return { json: { code: 0, data: { list, has_more: changed.length > page * pageSize } } };
    },
    'POST /router/reservation/order/accept': answer('accepted'),
    'POST /router/reservation/order/reject': answer('rejected'),
    'POST /router/reservation/order/arrival': answer('arrival'),
  });

  return {
    ...server,
    orders: state.orders,
    answers: state.answers,
    expireTokens: () => tokens.forEach((t) => (t.valid = false)),
    failQueries: (n: number) => {
      failing = n;
    },
    get badSignatures() {
      return state.badSignatures;
    },
    get refreshes() {
      return state.refreshes;
    },
  };
}

/** A push notification body as the platform sends it, signed with `secret`. */
export function signedNotification(order: FakeOrder, messageId: string, secret = FAKE_APP_SECRET): string {
  const params: Record<string, string> = {
    app_key: FAKE_APP_KEY,
    timestamp: String(Math.floor(order.update_time / 1000)),
    msg_id: messageId,
    msg_type: 'order_status',
    content: JSON.stringify(order),
  };
  params.sign = openApiSign(params, secret);
  return new URLSearchParams(params).toString();
}
