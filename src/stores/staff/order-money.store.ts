import type { OfflinePaymentKind } from '@/gen/payment/v1/payment_pb';
import type { StaffApi } from '../../services/staff-api';
import type { OrderDetailStore } from './order-detail.store';

/**
 * The open order's money (StoreDepositService): its deposit and its final payment.
 * Each action runs through the order store, so it shares the busy flag, answers the
 * changed order (shown at once, with its fresh log) and tells the booking board;
 * a refusal reaches the person through the error catalogue. Amounts are cents.
 */
export class OrderMoneyStore {
  constructor(
    private readonly api: StaffApi,
    private readonly order: OrderDetailStore,
  ) {}

  private get deposit() {
    return this.api.storeDeposit;
  }

  /** Cash or card taken at the counter for the whole deposit. */
  payDepositOffline(offlineKind: OfflinePaymentKind, remark: string) {
    return this.order.run('payDepositOffline', () =>
      this.deposit.payDepositOffline({ ...this.order.ref(), offlineKind, remark }),
    );
  }

  /** A new deposit before it is paid; '0' waives it. */
  modifyDeposit(depositAmount: string, remark: string) {
    return this.order.run('modifyDeposit', () =>
      this.deposit.modifyDeposit({ ...this.order.ref(), depositAmount, remark }),
    );
  }

  refundDeposit(amount: string, reason: string) {
    return this.order.run('refundDeposit', () => this.deposit.refundDeposit({ ...this.order.ref(), amount, reason }));
  }

  /** Refunds all of the deposit still held. */
  refundRefundableDeposit(reason: string) {
    return this.order.run('refundRefundableDeposit', () =>
      this.deposit.refundRefundableDeposit({ ...this.order.ref(), reason }),
    );
  }

  forfeitDeposit(amount: string, remark: string) {
    return this.order.run('forfeitDeposit', () => this.deposit.forfeitDeposit({ ...this.order.ref(), amount, remark }));
  }

  /** Deducts part of the deposit held from the meal cost. */
  discountDeposit(amount: string, remark: string) {
    return this.order.run('discountDeposit', () =>
      this.deposit.discountDeposit({ ...this.order.ref(), amount, remark }),
    );
  }

  /** Undoes a forfeit or a discount (its log entry), so the amount is held again. */
  revoke(bookingOrderLogId: string) {
    return this.order.run('revoke', () =>
      this.deposit.revokeDepositOperation({ ...this.order.ref(), bookingOrderLogId }),
    );
  }

  /** Cash or card taken at the counter for what is still due of the final payment. */
  payFinalOffline(offlineKind: OfflinePaymentKind, remark: string) {
    return this.order.run('payFinalOffline', () =>
      this.deposit.payFinalPaymentOffline({ ...this.order.ref(), offlineKind, remark }),
    );
  }

  refundFinal(amount: string, reason: string) {
    return this.order.run('refundFinal', () =>
      this.deposit.refundFinalPayment({ ...this.order.ref(), amount, reason }),
    );
  }

  forfeitFinal(amount: string, remark: string) {
    return this.order.run('forfeitFinal', () =>
      this.deposit.forfeitFinalPayment({ ...this.order.ref(), amount, remark }),
    );
  }
}
