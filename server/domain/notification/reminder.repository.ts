import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toOrder, type OrderRecord } from '../booking/order.record';

export type ReminderKind = 'REMIND_ARRIVAL' | 'REMIND_DEPOSIT_PAYMENT' | 'CONTACT_DINER_TO_CONFIRM';

export interface DueReminder {
  kind: ReminderKind;
  order: OrderRecord;
  timezone: string;
}

/**
 * Orders due a reminder at `now`, by the store's lead times (auto-push SMS
 * config, else the defaults of migration 1200), and not reminded yet (the
 * event's dedupe key). Only orders made before their reminder moment: a
 * booking made ten minutes ahead needs no reminder.
 */
export class ReminderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async due(now: Date, limit = 2000): Promise<DueReminder[]> {
    const lead = (
      column: 'remind_arrival_minutes' | 'remind_deposit_minutes' | 'contact_confirm_minutes',
      fallback: number,
    ) => sql<string>`make_interval(mins => coalesce(c.${sql.ref(column)}, ${sql.lit(fallback)}))`;
    const query = (
      kind: ReminderKind,
      status: string,
      at: 'start_time' | 'deposit_expire_time',
      leadSql: ReturnType<typeof lead>,
    ) =>
      sql<Record<string, unknown> & { timezone: string }>`(
        SELECT o.*, s.timezone, ${sql.lit(kind)} AS reminder_kind
        FROM booking_order o
        JOIN store s ON s.id = o.store_id
        LEFT JOIN auto_push_sms_config c ON c.store_id = o.store_id
        WHERE o.status = ${sql.lit(status)}
          AND o.${sql.ref(at)} > ${now}
          AND o.${sql.ref(at)} <= ${now}::timestamptz + ${leadSql}
          AND o.order_time <= o.${sql.ref(at)} - ${leadSql}
          ${kind === 'REMIND_ARRIVAL' ? sql`AND o.arrival_time IS NULL` : sql``}
          AND NOT EXISTS (
            SELECT 1 FROM notification_event e WHERE e.dedupe_key = ${sql.lit(`${kind}:`)} || o.id::text
          )
        ORDER BY o.${sql.ref(at)}, o.id
        LIMIT ${limit})`;
    const result = await sql<Record<string, unknown> & { timezone: string; reminder_kind: ReminderKind }>`
      ${query('REMIND_ARRIVAL', 'WAIT_SERVICE', 'start_time', lead('remind_arrival_minutes', 120))}
      UNION ALL
      ${query('REMIND_DEPOSIT_PAYMENT', 'WAIT_DEPOSIT_PAYMENT', 'deposit_expire_time', lead('remind_deposit_minutes', 15))}
      UNION ALL
      ${query('CONTACT_DINER_TO_CONFIRM', 'WAIT_STORE_CONFIRM', 'start_time', lead('contact_confirm_minutes', 1440))}
    `.execute(this.db);
    return result.rows.map((row) => ({
      kind: row.reminder_kind,
      timezone: row.timezone,
      order: toOrder(row as never),
    }));
  }
}
