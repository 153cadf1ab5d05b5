import type { Kysely } from 'kysely';
import { addDays, epochDay, isBusinessDate } from '@common/business-date';
import { addCents, compareCents, isCents } from '@common/money';
import { zonedInstant } from '@common/zoned-time';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { settleLine } from './settlement-fees';
import { SettlementRepository, type NewItem, type StatementRecord } from './settlement.repository';

/** Statement periods are business dates in the platform's settlement zone. */
export const SETTLEMENT_TIME_ZONE = 'Asia/Shanghai';
const MAX_PERIOD_DAYS = 92;

/**
 * The platform's side of the money: owed payments move SUCCESS -> WAIT_PAYOUT
 * onto a statement, and the recorded payout moves them to SETTLED.
 */
export class SettlementService {
  constructor(private readonly db: Kysely<Database>) {}

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
      const owed = await repo.markOwed(merchantId, from, to);
      if (owed.length === 0) throw domainError('precondition', 'settlementNothingToSettle');
      const byCurrency = new Map<string, NewItem[]>();
      for (const p of owed) {
        const line = { paymentTransactionId: p.id, ...settleLine(p.channel, p.amount, p.refundedAmount) };
        byCurrency.set(p.currency, [...(byCurrency.get(p.currency) ?? []), line]);
      }
      const ids: string[] = [];
      for (const [currency, items] of [...byCurrency].sort(([a], [b]) => a.localeCompare(b))) {
        const totals = {
          gross: addCents(...items.map((i) => i.grossAmount)),
          refund: addCents(...items.map((i) => i.refundAmount)),
          fee: addCents(...items.map((i) => i.feeAmount)),
          net: addCents(...items.map((i) => i.netAmount)),
        };
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
      const made: StatementRecord[] = [];
      for (const id of ids) made.push(...(await repo.statements({ id })));
      return made;
    });
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
