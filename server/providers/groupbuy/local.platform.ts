import { randomUUID } from 'node:crypto';
import {
  GroupBuyPlatformError,
  type ConsumeVoucherInput,
  type ConsumedVoucher,
  type GroupBuyPlatform,
  type OrderPage,
  type PlatformNotification,
  type PlatformOrder,
  type PlatformOrderChannel,
  type PlatformTokens,
  type PreparedVoucher,
  type ReverseVoucherInput,
  type VoucherRecord,
} from './group-buy-platform';

/** A voucher sold on the simulator: `bought` of one deal under one code, `used` of them redeemed. */
export interface LocalVoucher {
  code: string;
  dealId: string;
  title: string;
  /** int64 cents. */
  price: string;
  currency: string;
  bought: number;
  used: number;
}

export type LocalTestOrder = Pick<
  PlatformOrder,
  'dinerName' | 'dinerPhone' | 'reservationDate' | 'startSecond' | 'adultCount' | 'productName' | 'paidAmount'
>;

/**
 * The platform on one machine, for development: a store binds at once (its
 * code is handed back without leaving the machine), test orders are made
 * here and pushed to the server, and accept, reject and arrival reports
 * change them here and are pushed back as the real platform would. Orders
 * live in memory: a restart forgets them (what the server stored stays).
 * Vouchers sold here (`sellVoucher`) are checked, used and given back as the
 * real platforms' voucher APIs do.
 */
export class LocalGroupBuyPlatform implements GroupBuyPlatform, PlatformOrderChannel {
  readonly platform = 'MEITUAN';
  readonly local = true;
  private readonly placed = new Map<string, PlatformOrder>();
  private readonly vouchers = new Map<string, LocalVoucher>();
  private deliver: (notification: PlatformNotification) => Promise<void> = async () => undefined;
  private sequence = 0;

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Where pushed notifications go (the domain's inbox). */
  onNotification(deliver: (notification: PlatformNotification) => Promise<void>): void {
    this.deliver = deliver;
  }

  authorizeUrl(): string {
    return '';
  }

  localCode(storeId: string): string {
    return `local-${storeId}`;
  }

  async exchangeCode(code: string): Promise<PlatformTokens> {
    const match = /^local-(\d+)$/.exec(code);
    if (!match) throw new GroupBuyPlatformError('refused', 'unknown authorization code');
    return this.tokens(`local-shop-${match[1]}`);
  }

  async refresh(refreshToken: string): Promise<PlatformTokens> {
    return this.tokens(refreshToken.replace(/^refresh-/, ''));
  }

  async queryOrders(accessToken: string, since: Date, page: number): Promise<OrderPage> {
    const shopId = accessToken.replace(/^token-/, '');
    const changed = [...this.placed.values()]
      .filter((o) => o.shopId === shopId && o.updateTime.getTime() >= since.getTime())
      .sort((a, b) => a.updateTime.getTime() - b.updateTime.getTime());
    const size = 50;
    return { orders: changed.slice((page - 1) * size, page * size), hasMore: changed.length > page * size };
  }

  accept(_accessToken: string, platformOrderId: string): Promise<void> {
    return this.change(platformOrderId, 'accepted');
  }

  reject(_accessToken: string, platformOrderId: string): Promise<void> {
    return this.change(platformOrderId, 'rejected');
  }

  reportArrival(_accessToken: string, platformOrderId: string, arrived: boolean): Promise<void> {
    return this.change(platformOrderId, arrived ? 'arrived' : 'notArrived');
  }

  /** The simulator takes reservation orders too. */
  get orders(): PlatformOrderChannel {
    return this;
  }

  /** A diner buys `bought` vouchers of a deal under one code (development). */
  sellVoucher(voucher: Omit<LocalVoucher, 'used'>): void {
    this.vouchers.set(voucher.code, { ...voucher, used: 0 });
  }

  async prepareVoucher(_shop: unknown, code: string): Promise<PreparedVoucher> {
    const v = this.voucher(code);
    if (v.used >= v.bought) throw new GroupBuyPlatformError('refused', 'the voucher was used');
    const { dealId, title, price, currency } = v;
    const count = v.bought - v.used;
    return {
      code,
      dealId,
      title,
      price,
      marketPrice: price,
      currency,
      count,
      expiresAt: null,
      verifyToken: '',
      voucherCodes: [],
    };
  }

  async consumeVoucher(_shop: unknown, input: ConsumeVoucherInput): Promise<ConsumedVoucher[]> {
    const v = this.voucher(input.code);
    if (input.count < 1 || v.used + input.count > v.bought)
      throw new GroupBuyPlatformError('refused', 'not that many vouchers left');
    v.used += input.count;
    return Array.from({ length: input.count }, () => ({
      code: v.code,
      dealId: v.dealId,
      title: v.title,
      price: v.price,
      currency: v.currency,
      orderId: '',
      verifyId: '',
      certificateId: '',
    }));
  }

  async reverseVoucher(_shop: unknown, input: ReverseVoucherInput): Promise<void> {
    const v = this.voucher(input.code);
    if (v.used < 1) throw new GroupBuyPlatformError('refused', 'the voucher was not used');
    v.used--;
  }

  async queryVoucher(_shop: unknown, code: string): Promise<VoucherRecord> {
    const { dealId, title, price, currency, used } = this.voucher(code);
    return {
      code,
      dealId,
      title,
      price,
      currency,
      consumed: used > 0,
      consumedAt: null,
      verifyId: '',
      certificateId: '',
    };
  }

  verifyNotification(): PlatformNotification {
    throw new GroupBuyPlatformError('bad_signature', 'the local platform pushes in process, never over HTTP');
  }

  /** A diner "buys" a reservation for the shop: made waiting for the store, and pushed. */
  async sendTestOrder(shopId: string, fields: LocalTestOrder): Promise<PlatformOrder> {
    const order: PlatformOrder = {
      ...fields,
      platformOrderId: `LOCAL-${randomUUID().slice(0, 8).toUpperCase()}`,
      shopId,
      status: 'waitProcess',
      remark: '',
      updateTime: this.tick(),
    };
    this.placed.set(order.platformOrderId, order);
    await this.deliver({ messageId: randomUUID(), order });
    return order;
  }

  /** The diner cancels (refunds) on the platform. */
  cancel(platformOrderId: string): Promise<void> {
    return this.change(platformOrderId, 'cancelled');
  }

  private async change(platformOrderId: string, status: string): Promise<void> {
    const order = this.placed.get(platformOrderId);
    if (!order) return;
    const changed = { ...order, status, updateTime: this.tick() };
    this.placed.set(platformOrderId, changed);
    // Pushed after the caller's answer, as the real platform does: the caller is never waiting inside its own push.
    setImmediate(() => void this.deliver({ messageId: randomUUID(), order: changed }).catch(() => undefined));
  }

  private voucher(code: string): LocalVoucher {
    const v = this.vouchers.get(code);
    if (!v) throw new GroupBuyPlatformError('refused', 'no such voucher');
    return v;
  }

  /** Update times that always increase, even within one millisecond. */
  private tick(): Date {
    this.sequence = Math.max(this.sequence + 1, this.now().getTime());
    return new Date(this.sequence);
  }

  private tokens(shopId: string): PlatformTokens {
    return {
      accessToken: `token-${shopId}`,
      refreshToken: `refresh-${shopId}`,
      expiresAt: new Date(this.now().getTime() + 30 * 24 * 3600_000),
      shopId,
      shopName: `Local test shop ${shopId.replace('local-shop-', '')}`,
    };
  }
}
