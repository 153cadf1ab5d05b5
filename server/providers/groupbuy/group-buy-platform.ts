/**
 * A third-party group-buying platform, as the group-buying domain needs it.
 * Every real adapter speaks its platform's published API (docs/group-buying.md
 * names the documentation); the mapping into these types is ours, nothing
 * on the wire is.
 */

/** An order as the platform describes it (reservation orders: the local simulator only). */
export interface PlatformOrder {
  platformOrderId: string;
  /** The platform's id of the shop the order is for. */
  shopId: string;
  status: string;
  dinerName: string;
  dinerPhone: string;
  /** Store-local YYYY-MM-DD and seconds since its midnight. */
  reservationDate: string;
  startSecond: number;
  adultCount: number;
  productName: string;
  /** int64 cents as a decimal string. */
  paidAmount: string;
  remark: string;
  /** When the platform last changed it: orders statuses of one order. */
  updateTime: Date;
}

/** What an authorization (or a refresh) gives: tokens for one shop. */
export interface PlatformTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  shopId: string;
  shopName: string;
}

/** A verified push notification: one order's new state, under the platform's message id. */
export interface PlatformNotification {
  messageId: string;
  order: PlatformOrder;
}

export interface OrderPage {
  orders: PlatformOrder[];
  hasMore: boolean;
}

/** The shop a voucher call acts for: its access token (where the platform has one per shop) and its id. */
export interface ShopSession {
  accessToken: string;
  shopId: string;
}

/** A voucher the diner shows, checked but not yet used. Amounts are int64 cents of `currency`. */
export interface PreparedVoucher {
  /** What consume, reverse and query name the voucher by (the platform's code, or its encrypted form). */
  code: string;
  dealId: string;
  title: string;
  price: string;
  marketPrice: string;
  currency: string;
  /** How many vouchers of this deal the code can use now. */
  count: number;
  expiresAt: Date | null;
  /** The platform's token of this check, handed back to consume (empty where the platform has none). */
  verifyToken: string;
  /** One code per voucher, as consume takes them where the platform names each (Douyin); else empty. */
  voucherCodes: string[];
}

export interface ConsumeVoucherInput {
  code: string;
  count: number;
  /** Ours, unique per attempt: a retried consume with the same id uses the voucher once. */
  requestId: string;
  verifyToken: string;
  /** From the prepare: the vouchers' own codes, the first `count` of which are used where the platform names each. */
  voucherCodes: string[];
  /** Who redeemed it at the store: recorded by the platform, checked by nobody. */
  staffAccount: string;
  staffName: string;
}

/** One voucher used. */
export interface ConsumedVoucher {
  code: string;
  dealId: string;
  title: string;
  price: string;
  currency: string;
  /** The platform's order the voucher belongs to (empty where not given). */
  orderId: string;
  /** What a reverse needs (Douyin's verify and certificate ids; empty for Meituan). */
  verifyId: string;
  certificateId: string;
}

export interface ReverseVoucherInput {
  code: string;
  dealId: string;
  verifyId: string;
  certificateId: string;
  staffAccount: string;
  staffName: string;
}

/** A voucher as the platform's query answers it. */
export interface VoucherRecord {
  code: string;
  dealId: string;
  title: string;
  price: string;
  currency: string;
  consumed: boolean;
  consumedAt: Date | null;
  verifyId: string;
  certificateId: string;
}

/** Reservation orders pulled, answered and reported back: what the local simulator offers. */
export interface PlatformOrderChannel {
  /** Orders of the token's shop changed at or after `since`, oldest change first, one page. */
  queryOrders(accessToken: string, since: Date, page: number): Promise<OrderPage>;
  accept(accessToken: string, platformOrderId: string): Promise<void>;
  reject(accessToken: string, platformOrderId: string, reason: string): Promise<void>;
  /** Tells the platform the diner came (true) or did not (false). */
  reportArrival(accessToken: string, platformOrderId: string, arrived: boolean): Promise<void>;
}

export interface GroupBuyPlatform {
  /** The platform's name in our tables. */
  readonly platform: string;
  /** The development stand-in: test orders may be sent through it. */
  readonly local: boolean;
  /** Where the store's manager authorizes us; the platform returns to `returnUrl` with the code. Empty: no such page. */
  authorizeUrl(state: string, returnUrl: string): string;
  /** The local stand-in's code for a store, which it hands back without leaving the machine. */
  localCode?(storeId: string): string;
  exchangeCode(code: string): Promise<PlatformTokens>;
  refresh(refreshToken: string): Promise<PlatformTokens>;
  /** Checks a voucher code the diner shows (verifies nothing yet). */
  prepareVoucher(shop: ShopSession, code: string): Promise<PreparedVoucher>;
  /** Uses `count` vouchers of a prepared code. */
  consumeVoucher(shop: ShopSession, input: ConsumeVoucherInput): Promise<ConsumedVoucher[]>;
  /** Undoes a consume (the platform limits how late). */
  reverseVoucher(shop: ShopSession, input: ReverseVoucherInput): Promise<void>;
  queryVoucher(shop: ShopSession, code: string): Promise<VoucherRecord>;
  /** Reservation orders, where the adapter offers them; absent, no orders are pulled, answered or reported. */
  readonly orders?: PlatformOrderChannel;
  /** The notification in a push request; throws GroupBuyPlatformError('bad_signature') when it is not the platform's. */
  verifyNotification(body: string): PlatformNotification;
}

/**
 * Why a platform call failed: the token expired (refresh and try again), the
 * request was refused (the platform's message is kept for the log), the
 * platform could not be reached, or a notification's signature is wrong.
 */
export type PlatformFailure = 'token_expired' | 'refused' | 'unavailable' | 'bad_signature';

export class GroupBuyPlatformError extends Error {
  constructor(
    readonly failure: PlatformFailure,
    readonly detail: string,
  ) {
    super(`${failure}: ${detail}`);
    this.name = 'GroupBuyPlatformError';
  }
}
