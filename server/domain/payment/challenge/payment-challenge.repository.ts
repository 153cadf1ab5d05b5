import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PaymentChallengeTable } from '../payment.tables';
import type { Currency } from '../payment-types';

export type ChallengeStatus = 'WAIT_PAYMENT' | 'PASSED' | 'EXPIRED';

export interface PaymentChallenge {
  id: string;
  sessionId: string;
  userId: string | null;
  status: ChallengeStatus;
  amount: string;
  currency: Currency;
  expireTime: Date;
  passTime: Date | null;
  payerAccount: string;
}

export class PaymentChallengeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(challenge: {
    sessionId: string;
    userId: string | null;
    amount: string;
    currency: Currency;
    expireTime: Date;
    now: Date;
  }): Promise<PaymentChallenge> {
    const row = await this.db
      .insertInto('payment_challenge')
      .values({
        session_id: challenge.sessionId,
        user_id: challenge.userId,
        amount: challenge.amount,
        currency: challenge.currency,
        expire_time: challenge.expireTime,
        create_time: challenge.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toChallenge(row);
  }

  async find(id: string, lock = false): Promise<PaymentChallenge | undefined> {
    let query = this.db.selectFrom('payment_challenge').selectAll().where('id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && toChallenge(row);
  }

  /** The session's latest challenge in a status, locked. */
  async latestOf(sessionId: string, status: ChallengeStatus): Promise<PaymentChallenge | undefined> {
    const row = await this.db
      .selectFrom('payment_challenge')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('status', '=', status)
      .orderBy('id', 'desc')
      .forUpdate()
      .executeTakeFirst();
    return row && toChallenge(row);
  }

  async expire(id: string): Promise<void> {
    await this.db.updateTable('payment_challenge').set({ status: 'EXPIRED' }).where('id', '=', id).execute();
  }

  async pass(id: string, passed: { passTime: Date; payerAccount: string; paymentId: string }): Promise<void> {
    await this.db
      .updateTable('payment_challenge')
      .set({
        status: 'PASSED',
        pass_time: passed.passTime,
        payer_account: passed.payerAccount,
        payment_transaction_id: passed.paymentId,
      })
      .where('id', '=', id)
      .execute();
  }
}

function toChallenge(row: Selectable<PaymentChallengeTable>): PaymentChallenge {
  return {
    id: row.id,
    sessionId: row.session_id,
    userId: row.user_id,
    status: row.status as ChallengeStatus,
    amount: row.amount,
    currency: row.currency as Currency,
    expireTime: row.expire_time,
    passTime: row.pass_time,
    payerAccount: row.payer_account,
  };
}
