import { dianpingSign } from './dianping-signature';
import {
  GroupBuyPlatformError,
  type ConsumeVoucherInput,
  type ConsumedVoucher,
  type GroupBuyPlatform,
  type PlatformNotification,
  type PlatformTokens,
  type PreparedVoucher,
  type ReverseVoucherInput,
  type ShopSession,
  type VoucherRecord,
} from './group-buy-platform';
import { centsOfYuan, object, objects, platformJson, text, timeOf } from './platform-answer';

export interface MeituanTuangouConfig {
  appKey: string;
  appSecret: string;
  /** https://openapi.dianping.com (tests point it at a fake). */
  baseUrl: string;
  /** The merchant authorization page, https://e.dianping.com/dz-open/merchant/auth. */
  authPageUrl: string;
  now?: () => Date;
}

/** The platform's success code; every other is a refusal with its message. */
const OK = '200';
/** Meituan group-buying vouchers are sold in mainland China, in yuan. */
const CURRENCY = 'CNY';
const BEIJING_OFFSET_MS = 8 * 3600_000;

/**
 * Meituan / Dianping group-buying vouchers (到店综合 open platform,
 * docs/group-buying.md "Meituan"): the merchant authorizes the app
 * (auth_code -> session through /router/oauth/token, its shops through
 * /router/oauth/session/scope), then receipts are checked
 * (/router/tuangou/receipt/prepare), used (consume), undone (reverseconsume)
 * and looked up (getconsumed). Every business call carries the system
 * parameters app_key, timestamp, format, v, sign_method, session and the
 * MD5 sign; answers are JSON with code 200 for success.
 */
export class MeituanTuangouPlatform implements GroupBuyPlatform {
  readonly platform = 'MEITUAN';
  readonly local = false;
  private readonly now: () => Date;

  constructor(private readonly config: MeituanTuangouConfig) {
    this.now = config.now ?? (() => new Date());
  }

  authorizeUrl(state: string, returnUrl: string): string {
    const query = new URLSearchParams({ app_key: this.config.appKey, redirect_url: returnUrl, state });
    return `${this.config.authPageUrl}?${query}`;
  }

  async exchangeCode(authCode: string): Promise<PlatformTokens> {
    const tokens = await this.token({ grant_type: 'authorization_code', auth_code: authCode });
    // A session covers the customer's shops (bid); the store binds the first one it names.
    const shops = objects(
      await this.call('GET', '/router/oauth/session/scope', tokens.accessToken, { bid: tokens.bid }),
    );
    const shop = shops.find((s) => text(s.open_shop_uuid));
    if (!shop) throw new GroupBuyPlatformError('refused', 'the session covers no shop');
    return { ...tokens, shopId: text(shop.open_shop_uuid), shopName: text(shop.shopname) };
  }

  async refresh(refreshToken: string): Promise<PlatformTokens> {
    const tokens = await this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
    return { ...tokens, shopId: '', shopName: '' };
  }

  async prepareVoucher(shop: ShopSession, code: string): Promise<PreparedVoucher> {
    const data = object(
      await this.call('POST', '/router/tuangou/receipt/prepare', shop.accessToken, {
        receipt_code: code,
        open_shop_uuid: shop.shopId,
      }),
    );
    return {
      code: text(data.receipt_code) || code,
      dealId: text(data.deal_id),
      title: text(data.deal_title),
      price: centsOfYuan(data.deal_price),
      marketPrice: centsOfYuan(data.deal_marketprice),
      currency: CURRENCY,
      count: Number(text(data.count)) || 0,
      expiresAt: timeOf(data.receiptEndDate),
      verifyToken: '',
      voucherCodes: [],
    };
  }

  async consumeVoucher(shop: ShopSession, input: ConsumeVoucherInput): Promise<ConsumedVoucher[]> {
    const data = await this.call('POST', '/router/tuangou/receipt/consume', shop.accessToken, {
      requestid: input.requestId,
      receipt_code: input.code,
      count: String(input.count),
      open_shop_uuid: shop.shopId,
      app_shop_account: input.staffAccount,
      app_shop_accountname: input.staffName,
    });
    const used = Array.isArray(data) ? objects(data) : [object(data)];
    return used.map((receipt) => ({
      code: text(receipt.receipt_code),
      dealId: text(receipt.deal_id),
      title: text(receipt.deal_title),
      price: centsOfYuan(receipt.deal_price),
      currency: CURRENCY,
      orderId: text(receipt.order_id),
      verifyId: '',
      certificateId: '',
    }));
  }

  async reverseVoucher(shop: ShopSession, input: ReverseVoucherInput): Promise<void> {
    await this.call('POST', '/router/tuangou/receipt/reverseconsume', shop.accessToken, {
      app_deal_id: input.dealId,
      receipt_code: input.code,
      open_shop_uuid: shop.shopId,
      app_shop_account: input.staffAccount,
      app_shop_accountname: input.staffName,
    });
  }

  /** getconsumed answers only receipts that were used; any other is the platform's refusal. */
  async queryVoucher(shop: ShopSession, code: string): Promise<VoucherRecord> {
    const data = object(
      await this.call('GET', '/router/tuangou/receipt/getconsumed', shop.accessToken, {
        receipt_code: code,
        open_shop_uuid: shop.shopId,
      }),
    );
    return {
      code: text(data.receipt_code) || code,
      dealId: text(data.deal_id),
      title: text(data.deal_title),
      price: centsOfYuan(data.deal_price),
      currency: CURRENCY,
      consumed: true,
      consumedAt: null,
      verifyId: '',
      certificateId: '',
    };
  }

  verifyNotification(): PlatformNotification {
    // Voucher use is asked for by the store; this adapter registers no push address with the platform.
    throw new GroupBuyPlatformError('bad_signature', 'the Meituan voucher API sends no pushes here');
  }

  /** /router/oauth/token: the app secret is a form field here, not a signature. */
  private async token(grant: Record<string, string>): Promise<PlatformTokens & { bid: string }> {
    const answer = await platformJson(`${this.config.baseUrl}/router/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams({
        app_key: this.config.appKey,
        app_secret: this.config.appSecret,
        ...grant,
      }).toString(),
    });
    refuseUnlessOk(answer);
    const accessToken = text(answer.access_token);
    if (!accessToken) throw new GroupBuyPlatformError('refused', 'no access_token in the answer');
    return {
      accessToken,
      refreshToken: text(answer.refresh_token),
      expiresAt: new Date(this.now().getTime() + (Number(text(answer.expires_in)) || 0) * 1000),
      bid: text(answer.bid),
      shopId: '',
      shopName: '',
    };
  }

  /** One signed business call; the answer's `data`. */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    session: string,
    business: Record<string, string>,
  ): Promise<unknown> {
    const params: Record<string, string> = {
      app_key: this.config.appKey,
      timestamp: beijingTimestamp(this.now()),
      format: 'json',
      v: '1',
      sign_method: 'MD5',
      session,
    };
    for (const [name, value] of Object.entries(business)) if (value !== '') params[name] = value;
    params.sign = dianpingSign(params, this.config.appSecret);
    const form = new URLSearchParams(params).toString();
    const url = `${this.config.baseUrl}${path}`;
    const answer = await platformJson(method === 'GET' ? `${url}?${form}` : url, {
      method,
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: method === 'POST' ? form : undefined,
    });
    refuseUnlessOk(answer);
    return answer.data;
  }
}

function refuseUnlessOk(answer: Record<string, unknown>): void {
  const code = text(answer.code);
  if (code !== OK) throw new GroupBuyPlatformError('refused', `${code} ${text(answer.msg)}`.trim());
}

/** "yyyy-MM-dd HH:mm:ss" in Beijing time, as the platform's timestamp parameter is written. */
export function beijingTimestamp(now: Date): string {
  return new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
