import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, domainError } from '../errors';
import { claimIdempotent, sealIdempotent } from '../idempotency/idempotent-step';
import type { PurposeRegistry } from './payment-purpose';
import type { OfflineKind, PaymentPurposeName } from './payment-types';
import { newTransactionNo, recordRefund } from './refund-ledger';
import { TransactionRepository, type TransactionRecord } from './transaction.repository';
import type { RefundSubmitter } from './payment-outcome.service';
import { payerItemText } from './payment-item-text';

export interface OfflinePaymentInput {
  storeId: string;
  staffUserId: string;
  purpose: PaymentPurposeName;
  subjectId: string;
  offlineKind: OfflineKind;
  remark: string;
}

/**
 * Cash or card received at the store (spec: offline). No channel is involved,
 * so it is paid at once, recorded with the staff member who took it, in one
 * database transaction with the purpose's credit: if the purpose refuses (the
 * order closed meanwhile) nothing is recorded and staff see why.
 */
export class OfflinePaymentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly purposes: PurposeRegistry,
    private readonly submitRefunds: RefundSubmitter,
    private readonly now: () => Date,
  ) {}

  async record(input: OfflinePaymentInput): Promise<TransactionRecord> {
    const now = this.now();
    const refundIds: string[] = [];
    const tx = await this.db.transaction().execute(async (trx) => {
      await claimIdempotent(trx);
      const handler = this.purposes.get(input.purpose);
      if (!handler.acceptsOffline) throw domainError('invalid', 'offlinePaymentNotAccepted');
      const payer = { kind: 'staff' as const, staffUserId: input.staffUserId, storeId: input.storeId };
      const quote = await handler.quote({ trx, now }, input.subjectId, payer);
      if (quote.storeId !== input.storeId) throw domainError('permission', 'subjectNotOfStore');

      const paid = await new TransactionRepository(trx).insert({
        kind: 'PAYMENT',
        status: 'SUCCESS',
        purpose: input.purpose,
        subjectId: input.subjectId,
        merchantId: quote.merchantId,
        storeId: quote.storeId,
        channel: 'IN_STORE',
        method: 'OFFLINE',
        channelConfigId: null,
        amount: quote.amount,
        currency: quote.currency,
        description: await payerItemText(trx, quote.item, payer, quote.ownerUserId),
        transactionNo: newTransactionNo('PAYMENT'),
        payerUserId: quote.ownerUserId ?? null,
        operatorUserId: input.staffUserId,
        offlineKind: input.offlineKind,
        expireTime: null,
        successTime: now,
        remark: input.remark,
        now,
      });
      const refund = async (amount: string, reason: string) => {
        const recorded = await recordRefund(
          trx,
          { paymentId: paid.id, amount, reason, operatorUserId: input.staffUserId },
          now,
          this.purposes,
        );
        refundIds.push(recorded.id);
        return recorded;
      };
      const verdict = await handler.onPaid(
        { trx, now, refund, sendAfterCommit: (ids) => refundIds.push(...ids) },
        paid,
      );
      // Money not yet in our books can simply not be taken: roll everything back.
      if (!verdict.accept) throw new DomainError('precondition', verdict.reason);
      return sealIdempotent(trx, paid);
    });
    await this.submitRefunds(refundIds);
    return tx;
  }
}
