import { providerRequest } from '../http/provider-http';
import {
  GroupBuyPlatformError,
  type GroupBuyPlatform,
  type OrderPage,
  type PlatformNotification,
  type PlatformOrder,
  type PlatformTokens,
} from './group-buy-platform';
import { openApiSign, openApiSignatureMatches } from './open-api-signature';

export interface MeituanOpenApiConfig {
  appKey: string;
  appSecret: string;
  /** The open API's base URL (tests point it at a fake server). */
  baseUrl: string;
  now?: () => Date;
}

const PAGE_SIZE = 50;
/** The platform's codes for an expired or revoked session token. */
const TOKEN_EXPIRED_CODES = new Set(['401', '608']);

/**
 * The HTTP client of a Meituan-class open API (docs/group-buying.md,
 * "The platform protocol"): form-encoded POSTs with the system parameters
 * app_key, timestamp, v, sign_method and, for business calls, session (the
 * shop's access token), signed with openApiSign; JSON answers
 * `{code, msg, data}` where code 0 is success.
 */
export class MeituanOpenApiPlatform implements GroupBuyPlatform {
  readonly platform = 'MEITUAN';
  readonly local = false;
  private readonly now: () => Date;

  constructor(private readonly config: MeituanOpenApiConfig) {
    this.now = config.now ?? (() => new Date());
  }

  authorizeUrl(state: string, returnUrl: string): string {
    const query = new URLSearchParams({ app_key: this.config.appKey, redirect_url: returnUrl, state });
    return `${this.config.baseUrl}/oauth/authorize?${query}`;
  }

  async exchangeCode(code: string): Promise<PlatformTokens> {
    return tokensOf(await this.call('/oauth/token', { grant_type: 'authorization_code', auth_code: code }), this.now());
  }

  async refresh(refreshToken: string): Promise<PlatformTokens> {
    return tokensOf(
      await this.call('/oauth/token', { grant_type: 'refresh_token', refresh_token: refreshToken }),
      this.now(),
    );
  }

  async queryOrders(accessToken: string, since: Date, page: number): Promise<OrderPage> {
    const data = await this.call('/router/reservation/order/query', {
      session: accessToken,
      update_time_start: String(since.getTime()),
      page_no: String(page),
      page_size: String(PAGE_SIZE),
    });
    const list = Array.isArray(data.list) ? (data.list as Record<string, unknown>[]) : [];
    return { orders: list.map(orderOf), hasMore: data.has_more === true };
  }

  async accept(accessToken: string, platformOrderId: string): Promise<void> {
    await this.call('/router/reservation/order/accept', { session: accessToken, order_id: platformOrderId });
  }

  async reject(accessToken: string, platformOrderId: string, reason: string): Promise<void> {
    await this.call('/router/reservation/order/reject', { session: accessToken, order_id: platformOrderId, reason });
  }

  async reportArrival(accessToken: string, platformOrderId: string, arrived: boolean): Promise<void> {
    await this.call('/router/reservation/order/arrival', {
      session: accessToken,
      order_id: platformOrderId,
      arrive: arrived ? '1' : '0',
    });
  }

  verifyNotification(body: string): PlatformNotification {
    const params = Object.fromEntries(new URLSearchParams(body));
    if (params.app_key !== this.config.appKey || !openApiSignatureMatches(params, this.config.appSecret)) {
      throw new GroupBuyPlatformError('bad_signature', 'notification signature does not match');
    }
    let content: unknown;
    try {
      content = JSON.parse(params.content ?? '');
    } catch {
      throw new GroupBuyPlatformError('refused', 'notification content is not JSON');
    }
    if (!params.msg_id || !content || typeof content !== 'object') {
      throw new GroupBuyPlatformError('refused', 'notification without msg_id or content');
    }
    return { messageId: params.msg_id, order: orderOf(content as Record<string, unknown>) };
  }

  /** One signed call; the answer's data, or the failure in the domain's terms. */
  private async call(path: string, business: Record<string, string>): Promise<Record<string, unknown>> {
    const params: Record<string, string> = {
      app_key: this.config.appKey,
      timestamp: String(Math.floor(this.now().getTime() / 1000)),
      v: '1',
      sign_method: 'MD5',
      ...business,
    };
    params.sign = openApiSign(params, this.config.appSecret);
    const response = await providerRequest(`${this.config.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    }).catch((error: Error) => {
      throw new GroupBuyPlatformError('unavailable', error.message);
    });
    if (response.status >= 500) throw new GroupBuyPlatformError('unavailable', `HTTP ${response.status}`);
    let answer: Record<string, unknown>;
    try {
      answer = JSON.parse(response.text) as Record<string, unknown>;
    } catch {
      throw new GroupBuyPlatformError('unavailable', `HTTP ${response.status}, not JSON`);
    }
    const code = String(answer.code ?? '');
    if (code === '0') return (answer.data ?? {}) as Record<string, unknown>;
    const detail = `${code} ${String(answer.msg ?? '')}`.trim();
    throw new GroupBuyPlatformError(TOKEN_EXPIRED_CODES.has(code) ? 'token_expired' : 'refused', detail);
  }
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function tokensOf(data: Record<string, unknown>, now: Date): PlatformTokens {
  const accessToken = str(data.access_token);
  if (!accessToken) throw new GroupBuyPlatformError('refused', 'no access_token in the answer');
  return {
    accessToken,
    refreshToken: str(data.refresh_token),
    expiresAt: new Date(now.getTime() + Number(data.expires_in ?? 0) * 1000),
    shopId: str(data.open_shop_uuid),
    shopName: str(data.shop_name),
  };
}

/** "HH:mm" of the platform as seconds since midnight. */
function secondsOf(clock: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock);
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 : 0;
}

export function orderOf(raw: Record<string, unknown>): PlatformOrder {
  return {
    platformOrderId: str(raw.order_id),
    shopId: str(raw.open_shop_uuid),
    status: str(raw.status),
    dinerName: str(raw.diner_name),
    dinerPhone: str(raw.mobile),
    reservationDate: str(raw.book_date),
    startSecond: secondsOf(str(raw.book_time)),
    adultCount: Number(raw.people_count ?? 0),
    productName: str(raw.deal_title),
    paidAmount: str(raw.pay_amount) || '0',
    remark: str(raw.remark),
    updateTime: new Date(Number(raw.update_time ?? 0)),
  };
}
