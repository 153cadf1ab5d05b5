import type { Kysely } from 'kysely';
import { addDays, epochDay, isBusinessDate } from '@common/business-date';
import { addCents, compareCents, isCents } from '@common/money';
import { zonedInstant } from '@common/zoned-time';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { adjustmentLine, settleLine } from './settlement-fees';
import { SettlementAdjustmentRepository } from './settlement-adjustment.repository';
import { SettlementRepository, type NewItem, type StatementRecord } from './settlement.repository';

/** Statement periods are business dates in the platform's settlement zone. */
export const SETTLEMENT_TIME_ZONE = 'Asia/Shanghai';
const MAX_PERIOD_DAYS = 92;

/**
 * The platform's side of the money: owed payments move SUCCESS -> WAIT_PAYOUT
 * onto a statement, and the recorded payout moves them to SETTLED. A refund
 * of a payment already on a statement is clawed back by an adjustment on the
 * merchant's next statement, never by changing the statement it was on.
 */
export class SettlementService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createStatements(
    merchantId: string,
    periodStart: string,
    periodEnd: string,
    userId: string,
  ): Promise<StatementRecord[]> {
    if (!isBusinessDate(periodStart) || !isBusinessDate(periodEnd) || epochDay(periodEnd) < epochDay(periodStart)) {
      throw domainError('invalid', 'invalidDate');
    }
    if (epochDay(periodEnd) - epochDay(periodStart) + 1 > MAX_PERIOD_DAYS) {
      throw domainError('invalid', 'dateRangeTooLong');
    }
    const from = zonedInstant(periodStart, 0, SETTLEMENT_TIME_ZONE);
    const to = zonedInstant(addDays(periodEnd, 1), 0, SETTLEMENT_TIME_ZONE);
    return this.db.transaction().execute(async (trx) => {
      const repo = new SettlementRepository(trx);
      await repo.lockMerchant(merchantId);
      const owed = await repo.owedPayments(merchantId, from, to, this.now());
      if (owed.length === 0) throw domainError('precondition', 'settlementNothingToSettle');
      const byCurrency = new Map<string, NewItem[]>();
      const add = (currency: string, line: NewItem) =>
        byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), line]);
      for (const p of owed) {
        add(p.currency, {
          kind: 'PAYMENT',
          paymentTransactionId: p.id,
          ...settleLine(p.channel, p.amount, p.refundedAmount),
        });
      }
      for (const line of await this.adjustments(trx, merchantId)) add(line.currency, line.item);
      const ids: string[] = [];
      for (const [currency, items] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
        const totals = {
          gross: addCents(...items.map((i) => i.grossAmount)),
          refund: addCents(...items.map((i) => i.refundAmount)),
          fee: addCents(...items.map((i) => i.feeAmount)),
          net: addCents(...items.map((i) => i.netAmount)),
        };
        // A payout cannot be negative: a currency whose adjustments eat all its
        // earnings (or that has only adjustments) waits, payments and all.
        if (compareCents(totals.net, 0) <= 0) continue;
        const payments = items.filter((i) => i.kind === 'PAYMENT').map((i) => i.paymentTransactionId);
        await repo.markWaitPayout(payments);
        ids.push(
          await repo.insertStatement({
            merchantId,
            periodStart,
            periodEnd,
            currency,
            items,
            totals,
            creatorUserId: userId,
          }),
        );
      }
      if (ids.length === 0) throw domainError('precondition', 'settlementAdjustmentsExceedEarnings');
      const made: StatementRecord[] = [];
      for (const id of ids) made.push(...(await repo.statements({ id })));
      return made;
    });
  }

  /**
   * One adjustment per refund of a payment already on a statement, not yet
   * clawed back. Refunds of one payment are taken in order, each starting
   * from what the previous ones left, so the fees given back add up.
   */
  private async adjustments(trx: Kysely<Database>, merchantId: string) {
    const refundedSoFar = new Map<string, string>();
    const lines: { currency: string; item: NewItem }[] = [];
    for (const r of await new SettlementAdjustmentRepository(trx).unadjustedRefunds(merchantId)) {
      const before = refundedSoFar.get(r.paymentId) ?? r.refundedBefore;
      refundedSoFar.set(r.paymentId, addCents(before, r.refundAmount));
      lines.push({
        currency: r.currency,
        item: {
          kind: 'ADJUSTMENT',
          paymentTransactionId: r.paymentId,
          refundTransactionId: r.refundId,
          originalStatementId: r.originalStatementId,
          ...adjustmentLine(r.channel, r.grossAmount, before, r.refundAmount),
        },
      });
    }
    return lines;
  }

  statements(merchantId?: string): Promise<StatementRecord[]> {
    return new SettlementRepository(this.db).statements({ merchantId });
  }

  /** A statement of this merchant with its items; another merchant's is "does not exist". */
  async statementOf(merchantId: string, id: string) {
    const repo = new SettlementRepository(this.db);
    const [statement] = await repo.statements({ merchantId, id });
    if (!statement) throw domainError('not_found', 'settlementNotFound');
    return { statement, items: await repo.items(id) };
  }

  async recordPayout(id: string, payout: { reference: string; date: string; amount: string }, userId: string) {
    if (!payout.reference) throw domainError('invalid', 'settlementReferenceRequired');
    if (!isBusinessDate(payout.date)) throw domainError('invalid', 'invalidDate');
    if (!isCents(payout.amount)) throw domainError('invalid', 'settlementAmountMismatch');
    return this.db.transaction().execute(async (trx) => {
      const repo = new SettlementRepository(trx);
      const locked = await repo.lockStatement(id);
      if (!locked) throw domainError('not_found', 'settlementNotFound');
      if (locked.status !== 'WAIT_PAYOUT') throw domainError('precondition', 'settlementAlreadyPaid');
      if (compareCents(payout.amount, locked.netAmount) !== 0) throw domainError('invalid', 'settlementAmountMismatch');
      await repo.recordPayout(id, { ...payout, userId });
      return (await repo.statements({ id }))[0];
    });
  }
}
