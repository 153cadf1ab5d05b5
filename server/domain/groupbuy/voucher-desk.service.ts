import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PreparedVoucher } from '../../providers/groupbuy/group-buy-platform';
import { domainError } from '../errors';
import type { GroupBuyVoucherService } from './group-buy-vouchers.service';
import { VoucherUseRepository, type VoucherUseRecord } from './voucher-use.repository';

/**
 * How long after a use the platform still takes an undo. Douyin documents one
 * hour (certificate.cancel: 验券超过一个小时就不可再撤销); Meituan's
 * reverseconsume page names no window, so the same hour is offered and a
 * platform refusal within it is shown as such.
 */
export const UNDO_WINDOW_MS = 60 * 60_000;
const LIST_LIMIT = 50;

/** Who uses the voucher at the store: recorded with the use and sent to the platform. */
export interface DeskStaff {
  userId: string;
  name: string;
}

export interface CheckedVoucher extends PreparedVoucher {
  platform: string;
}

/**
 * The staff app's voucher desk: check a code, use some of its vouchers (each
 * use recorded for the store), undo a recorded use within the platform's
 * window, list the store's recent uses. The platform keeps the voucher's state.
 */
export class VoucherDeskService {
  private readonly uses: VoucherUseRepository;

  constructor(
    db: Kysely<Database>,
    private readonly vouchers: GroupBuyVoucherService,
    private readonly platform: string,
    private readonly now: () => Date,
  ) {
    this.uses = new VoucherUseRepository(db);
  }

  async check(storeId: string, code: string): Promise<CheckedVoucher> {
    return { ...(await this.vouchers.prepare(storeId, code)), platform: this.platform };
  }

  /** Uses `count` of the code's vouchers; a retry with the same `requestId` answers the first attempt's uses. */
  async use(
    storeId: string,
    code: string,
    count: number,
    requestId: string,
    staff: DeskStaff,
  ): Promise<VoucherUseRecord[]> {
    const done = await this.uses.byRequest(storeId, requestId);
    if (done.length > 0) return done;
    const prepared = await this.vouchers.prepare(storeId, code);
    if (!Number.isInteger(count) || count < 1 || count > prepared.count)
      throw domainError('invalid', 'groupBuyVoucherCountOverAvailable');
    const used = await this.vouchers.consume(storeId, prepared, count, requestId, {
      account: staff.userId,
      name: staff.name,
    });
    const at = this.now();
    return this.uses.addAll(
      storeId,
      requestId,
      used.map((u) => ({
        store_id: storeId,
        platform: this.platform,
        code: u.code,
        deal_id: u.dealId,
        title: u.title,
        price: u.price,
        currency: u.currency,
        order_id: u.orderId,
        verify_id: u.verifyId,
        certificate_id: u.certificateId,
        request_id: requestId,
        staff_user_id: staff.userId,
        staff_name: staff.name,
        use_time: at,
      })),
    );
  }

  async undo(storeId: string, useId: string, staff: DeskStaff): Promise<VoucherUseRecord> {
    this.requireOn();
    const use = await this.uses.get(storeId, useId);
    if (!use) throw domainError('not_found', 'groupBuyVoucherUseNotFound');
    if (use.undo_time) throw domainError('precondition', 'groupBuyVoucherUseAlreadyUndone');
    if (!this.undoable(use)) throw domainError('precondition', 'groupBuyVoucherUndoTooLate');
    const claimed = await this.uses.claimUndo(storeId, useId, this.now());
    if (!claimed) throw domainError('precondition', 'groupBuyVoucherUseAlreadyUndone');
    try {
      await this.vouchers.reverse(
        storeId,
        {
          code: use.code,
          dealId: use.deal_id,
          title: use.title,
          price: use.price,
          currency: use.currency,
          orderId: use.order_id,
          verifyId: use.verify_id,
          certificateId: use.certificate_id,
        },
        { account: staff.userId, name: staff.name },
      );
    } catch (error) {
      await this.uses.releaseUndo(storeId, useId);
      throw error;
    }
    return claimed;
  }

  async recent(storeId: string, limit: number): Promise<VoucherUseRecord[]> {
    this.requireOn();
    return this.uses.recent(storeId, limit >= 1 && limit <= LIST_LIMIT ? limit : LIST_LIMIT);
  }

  private requireOn(): void {
    if (this.platform === '') throw domainError('precondition', 'groupBuyingOff');
  }

  undoDeadline(use: VoucherUseRecord): Date {
    return new Date(use.use_time.getTime() + UNDO_WINDOW_MS);
  }

  undoable(use: VoucherUseRecord): boolean {
    return !use.undo_time && this.now().getTime() < this.undoDeadline(use).getTime();
  }
}
