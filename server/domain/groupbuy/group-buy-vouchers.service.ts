import type {
  ConsumedVoucher,
  GroupBuyPlatform,
  PreparedVoucher,
  VoucherRecord,
} from '../../providers/groupbuy/group-buy-platform';
import { domainError } from '../errors';
import { platformFailure, type PlatformTokens } from './platform-tokens';

/** Who redeems at the store: the platform records it with the use, nobody checks it. */
export interface VoucherStaff {
  account: string;
  name: string;
}

/** The platforms' own upper bound of one consume (Meituan: at most 100). */
const MAX_COUNT = 100;
/** A typed code is digits; a scanned one or an encrypted certificate code is longer, URL-safe text. */
const CODE = /^[A-Za-z0-9+/=_.:-]{4,2048}$/;

/**
 * Group-buying vouchers at a bound store: check the code the diner shows,
 * use some of its vouchers, undo a mistaken use, look one up. Each call goes
 * to the store's platform with the store's session (refreshed as needed) and
 * nothing is written here: the platform keeps the voucher's state.
 */
export class GroupBuyVoucherService {
  constructor(
    private readonly platform: GroupBuyPlatform,
    private readonly tokens: PlatformTokens,
  ) {}

  async prepare(storeId: string, code: string): Promise<PreparedVoucher> {
    const given = this.checked(code);
    return this.call(storeId, (accessToken, shopId) => this.platform.prepareVoucher({ accessToken, shopId }, given));
  }

  /** Uses `count` vouchers of a prepared code; the same `requestId` names one attempt, retried. */
  async consume(
    storeId: string,
    prepared: PreparedVoucher,
    count: number,
    requestId: string,
    staff: VoucherStaff,
  ): Promise<ConsumedVoucher[]> {
    const code = this.checked(prepared.code);
    if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT)
      throw domainError('invalid', 'groupBuyVoucherCountInvalid');
    return this.call(storeId, (accessToken, shopId) =>
      this.platform.consumeVoucher(
        { accessToken, shopId },
        {
          code,
          count,
          requestId,
          verifyToken: prepared.verifyToken,
          voucherCodes: prepared.voucherCodes,
          staffAccount: staff.account,
          staffName: staff.name,
        },
      ),
    );
  }

  async reverse(storeId: string, used: ConsumedVoucher, staff: VoucherStaff): Promise<void> {
    const code = this.checked(used.code);
    return this.call(storeId, (accessToken, shopId) =>
      this.platform.reverseVoucher(
        { accessToken, shopId },
        {
          code,
          dealId: used.dealId,
          verifyId: used.verifyId,
          certificateId: used.certificateId,
          staffAccount: staff.account,
          staffName: staff.name,
        },
      ),
    );
  }

  async query(storeId: string, code: string): Promise<VoucherRecord> {
    const given = this.checked(code);
    return this.call(storeId, (accessToken, shopId) => this.platform.queryVoucher({ accessToken, shopId }, given));
  }

  private checked(code: string): string {
    if (this.platform.platform === '') throw domainError('precondition', 'groupBuyingOff');
    const given = code.replace(/\s+/g, '');
    if (!CODE.test(given)) throw domainError('invalid', 'groupBuyVoucherCodeInvalid');
    return given;
  }

  private async call<T>(storeId: string, fn: (accessToken: string, shopId: string) => Promise<T>): Promise<T> {
    try {
      return await this.tokens.call(storeId, fn);
    } catch (error) {
      throw platformFailure(error);
    }
  }
}
