import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PersonNameParts } from '@common/person-name';
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
  /** Who acted, by name (operatorDisplayName): staff as the store wrote them, the diner as booked; '' for the system. */
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
      .innerJoin('booking_order as o', 'o.id', 'l.booking_order_id')
      .leftJoin('app_user as u', 'u.id', 'l.operator_user_id')
      .selectAll('l')
      .select([
        'u.nickname as operator_nickname',
        'u.phone as operator_phone',
        'o.merchant_id',
        'o.user_id as order_user_id',
        'o.creator_user_id as order_creator_user_id',
        'o.diner_last_name',
        'o.diner_first_name',
      ])
      .where('l.booking_order_id', '=', orderId)
      .orderBy('l.id')
      .execute();
    const staffNames = await this.staffNames(
      rows[0]?.merchant_id,
      rows.filter((r) => r.operator_type !== 'USER' && r.operator_user_id).map((r) => r.operator_user_id as string),
    );
    // The diner acted on their own booking: the one it is for, or who made it for themselves.
    const dinerActed = (r: (typeof rows)[number]) =>
      r.operator_user_id !== null &&
      (r.order_user_id === r.operator_user_id ||
        (r.order_user_id === null && r.order_creator_user_id === r.operator_user_id));
    return rows.map((r) => ({
      id: r.id,
      orderId: r.booking_order_id,
      type: r.type,
      operatorType: r.operator_type,
      operatorUserId: r.operator_user_id,
      operatorName: operatorDisplayName({
        operatorType: r.operator_type,
        nickname: r.operator_nickname,
        phone: r.operator_phone,
        staffName: r.operator_user_id ? staffNames.get(r.operator_user_id) : null,
        dinerName: dinerActed(r) ? { lastName: r.diner_last_name, firstName: r.diner_first_name } : null,
      }),
      before: r.before,
      after: r.after,
      remark: r.remark,
      revertedByLogId: r.reverted_by_log_id,
      createTime: r.create_time,
    }));
  }

  /** Staff members' names at the merchant (a store's own membership before the merchant-wide one). */
  private async staffNames(merchantId: string | undefined, userIds: string[]) {
    const names = new Map<string, PersonNameParts>();
    if (!merchantId || userIds.length === 0) return names;
    const rows = await this.db
      .selectFrom('staff_member')
      .select(['user_id', 'last_name', 'first_name'])
      .where('merchant_id', '=', merchantId)
      .where('user_id', 'in', [...new Set(userIds)])
      .where((eb) => eb.or([eb('last_name', '<>', ''), eb('first_name', '<>', '')]))
      .orderBy(sql`store_id IS NULL`)
      .orderBy('id')
      .execute();
    for (const r of rows) {
      if (!names.has(r.user_id)) names.set(r.user_id, { lastName: r.last_name, firstName: r.first_name });
    }
    return names;
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
