import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { operatorDisplayName } from './operator-name';

export interface LogEntry {
  type: string;
  operatorType: string;
  operatorUserId: string | null;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  remark?: string;
}

export interface LogRecord extends Required<LogEntry> {
  id: string;
  /** Who acted, as the store knows them (operatorDisplayName); '' for the system. */
  operatorName: string;
  orderId: string;
  revertedByLogId: string | null;
  createTime: Date;
}

export class OrderLogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(orderId: string, entry: LogEntry, now: Date): Promise<string> {
    const row = await this.db
      .insertInto('booking_order_log')
      .values({
        booking_order_id: orderId,
        type: entry.type,
        operator_type: entry.operatorType,
        operator_user_id: entry.operatorUserId,
        before: JSON.stringify(entry.before ?? {}),
        after: JSON.stringify(entry.after ?? {}),
        remark: entry.remark ?? '',
        create_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async list(orderId: string): Promise<LogRecord[]> {
    const rows = await this.db
      .selectFrom('booking_order_log as l')
      .leftJoin('app_user as u', 'u.id', 'l.operator_user_id')
      .selectAll('l')
      .select(['u.nickname as operator_nickname', 'u.phone as operator_phone'])
      .where('l.booking_order_id', '=', orderId)
      .orderBy('l.id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      orderId: r.booking_order_id,
      type: r.type,
      operatorType: r.operator_type,
      operatorUserId: r.operator_user_id,
      operatorName: operatorDisplayName(r.operator_nickname, r.operator_phone),
      before: r.before,
      after: r.after,
      remark: r.remark,
      revertedByLogId: r.reverted_by_log_id,
      createTime: r.create_time,
    }));
  }

  async markReverted(logId: string, byLogId: string): Promise<void> {
    await this.db
      .updateTable('booking_order_log')
      .set({ reverted_by_log_id: byLogId })
      .where('id', '=', logId)
      .execute();
  }

  /**
   * Names on a refund request's entry the refunds it made: they are recorded
   * after it (the amount joins the refunding amount first), and the money
   * record shows each request once, with their outcomes folded into it.
   * `handBack`: what of it staff hand back at the counter, by kind (CASH,
   * CARD), since such a refund is done the moment it is recorded.
   */
  async noteRefunds(logId: string, refundIds: string[], handBack: Record<string, string> = {}): Promise<void> {
    const note = Object.keys(handBack).length > 0 ? { refundIds, handBack } : { refundIds };
    await this.db
      .updateTable('booking_order_log')
      .set({ after: sql`after || ${JSON.stringify(note)}::jsonb` })
      .where('id', '=', logId)
      .execute();
  }

  /** Whether the order's log says this refund had failed (a later success must not count it twice). */
  async refundFailed(orderId: string, refundId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('booking_order_log')
      .select('id')
      .where('booking_order_id', '=', orderId)
      .where('type', 'in', ['DEPOSIT_REFUND', 'FINAL_PAYMENT_REFUND'])
      .where(sql<string>`after->>'refundId'`, '=', refundId)
      .where(sql<string>`after->>'refundStatus'`, '=', 'FAIL')
      .executeTakeFirst();
    return Boolean(row);
  }
}
