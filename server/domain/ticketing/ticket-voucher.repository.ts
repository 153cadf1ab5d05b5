import type { IntlTextJson } from '@common/intl-text';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { toVoucher, type VoucherRecord, type VoucherView } from './ticketing.record';
import type { TicketingVoucherRow, VoucherStatus } from './ticketing.tables';

export interface VoucherFilter {
  userId?: string;
  storeId?: string;
  eventId?: string;
  statuses?: VoucherStatus[];
}

const isId = (id: string) => /^\d{1,18}$/.test(id);

/** SQL of vouchers. */
export class TicketVoucherRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(values: Insertable<TicketingVoucherRow>): Promise<VoucherRecord> {
    return toVoucher(
      await this.db.insertInto('ticketing_voucher').values(values).returningAll().executeTakeFirstOrThrow(),
    );
  }

  async find(id: string): Promise<VoucherRecord | undefined> {
    if (!isId(id)) return undefined;
    const row = await this.db.selectFrom('ticketing_voucher').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toVoucher(row);
  }

  async lock(id: string): Promise<VoucherRecord | undefined> {
    if (!isId(id)) return undefined;
    const row = await this.db
      .selectFrom('ticketing_voucher')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row && toVoucher(row);
  }

  /** Moves a voucher only from the status it is expected in; undefined when it moved on meanwhile. */
  async move(
    id: string,
    from: VoucherStatus,
    values: Updateable<TicketingVoucherRow> & { status: VoucherStatus },
    now: Date,
  ): Promise<VoucherRecord | undefined> {
    const row = await this.db
      .updateTable('ticketing_voucher')
      .set({ ...values, update_time: now })
      .where('id', '=', id)
      .where('status', '=', from)
      .returningAll()
      .executeTakeFirst();
    return row && toVoucher(row);
  }

  /** Records a redemption or its undoing. */
  async log(entry: {
    voucherId: string;
    storeId: string;
    action: 'VERIFY' | 'UNDO_VERIFY';
    outsideWindow: boolean;
    staffUserId: string;
    reason: string;
    now: Date;
  }): Promise<void> {
    await this.db
      .insertInto('ticketing_voucher_log')
      .values({
        voucher_id: entry.voucherId,
        store_id: entry.storeId,
        action: entry.action,
        outside_window: entry.outsideWindow,
        staff_user_id: entry.staffUserId,
        reason: entry.reason,
        create_time: entry.now,
      })
      .execute();
  }

  /** Every voucher of a purchase, locked, the first one first. */
  async lockPurchase(purchaseId: string): Promise<VoucherRecord[]> {
    if (!isId(purchaseId)) return [];
    const rows = await this.db
      .selectFrom('ticketing_voucher')
      .selectAll()
      .where('purchase_id', '=', purchaseId)
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows.map(toVoucher);
  }

  /** Vouchers a diner holds for an event that count against its limit: all but cancelled ones. */
  async countHeld(userId: string, eventId: string): Promise<number> {
    const { n } = await this.db
      .selectFrom('ticketing_voucher')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .where('event_id', '=', eventId)
      .where('status', '!=', 'CANCELLED')
      .executeTakeFirstOrThrow();
    return n;
  }

  private views() {
    return this.db
      .selectFrom('ticketing_voucher as v')
      .innerJoin('ticketing_event as e', 'e.id', 'v.event_id')
      .innerJoin('ticketing_event_ticket as t', 't.id', 'v.ticket_id')
      .innerJoin('store as s', 's.id', 'v.store_id')
      .innerJoin('app_user as u', 'u.id', 'v.user_id')
      .selectAll('v')
      .select([
        'e.title as event_title',
        't.name as ticket_name',
        'e.intl_title as event_intl_title',
        't.intl_name as ticket_intl_name',
        't.session_date',
        't.session_start_second',
        's.name as store_name',
        sql<IntlTextJson | null>`s.intl_info->'name'`.as('store_intl_name'),
        's.timezone',
        'u.nickname as diner_nickname',
        'u.phone as diner_phone',
        'e.diner_refundable',
        'e.diner_refund_deadline',
      ]);
  }

  async view(id: string): Promise<VoucherView | undefined> {
    if (!isId(id)) return undefined;
    const row = await this.views().where('v.id', '=', id).executeTakeFirst();
    return row && toView(row);
  }

  async list(filter: VoucherFilter, limit: number, offset: number): Promise<{ list: VoucherView[]; total: number }> {
    let q = this.views();
    if (filter.userId) q = q.where('v.user_id', '=', filter.userId);
    if (filter.storeId) q = q.where('v.store_id', '=', filter.storeId);
    if (filter.eventId) q = q.where('v.event_id', '=', filter.eventId);
    if (filter.statuses?.length) q = q.where('v.status', 'in', filter.statuses);
    const { total } = await q
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const rows = await q.orderBy('v.id', 'desc').limit(limit).offset(offset).execute();
    return { list: rows.map(toView), total };
  }
}

type ViewRow = Parameters<typeof toVoucher>[0] & {
  event_title: string;
  ticket_name: string;
  event_intl_title: IntlTextJson | null;
  ticket_intl_name: IntlTextJson | null;
  session_date: string;
  session_start_second: number;
  store_name: string;
  store_intl_name: IntlTextJson | null;
  timezone: string;
  diner_nickname: string;
  diner_phone: string;
  diner_refundable: boolean;
  diner_refund_deadline: Date | null;
};

function toView(row: ViewRow): VoucherView {
  return {
    ...toVoucher(row),
    eventTitle: row.event_title,
    ticketName: row.ticket_name,
    eventIntlTitle: row.event_intl_title ?? {},
    ticketIntlName: row.ticket_intl_name ?? {},
    sessionDate: row.session_date,
    sessionStartSecond: row.session_start_second,
    storeName: row.store_name,
    storeIntlName: row.store_intl_name ?? {},
    timezone: row.timezone,
    dinerNickname: row.diner_nickname,
    dinerPhone: row.diner_phone,
    dinerRefundable: row.diner_refundable,
    dinerRefundDeadline: row.diner_refund_deadline,
  };
}
