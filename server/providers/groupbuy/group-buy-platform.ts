/**
 * A third-party group-buying platform (a Meituan-class open API), as the
 * group-buying domain needs it. Statuses are the platform's own names
 * (spec section 3); the domain checks them, this layer only carries them.
 */

/** An order as the platform describes it. */
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

export interface GroupBuyPlatform {
  /** The platform's name in our tables. */
  readonly platform: string;
  /** The development stand-in: test orders may be sent through it. */
  readonly local: boolean;
  /** Where the store's manager authorizes us; the platform returns to `returnUrl` with ?code=&state=. */
  authorizeUrl(state: string, returnUrl: string): string;
  /** The local stand-in's code for a store, which it hands back without leaving the machine. */
  localCode?(storeId: string): string;
  exchangeCode(code: string): Promise<PlatformTokens>;
  refresh(refreshToken: string): Promise<PlatformTokens>;
  /** Orders of the token's shop changed at or after `since`, oldest change first, one page. */
  queryOrders(accessToken: string, since: Date, page: number): Promise<OrderPage>;
  accept(accessToken: string, platformOrderId: string): Promise<void>;
  reject(accessToken: string, platformOrderId: string, reason: string): Promise<void>;
  /** Tells the platform the diner came (true) or did not (false). */
  reportArrival(accessToken: string, platformOrderId: string, arrived: boolean): Promise<void>;
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
