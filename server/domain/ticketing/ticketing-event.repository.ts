import { sql, type Insertable, type Kysely } from 'kysely';
import type { IntlTextJson } from '@common/intl-text';
import type { Database } from '../../db/schema';
import { toEvent, toTicket, type TicketingEventRecord, type TicketRecord } from './ticketing.record';
import type { TicketingEventRow, TicketingEventTicketRow } from './ticketing.tables';

export interface EventFilter {
  storeId?: string;
  merchantId?: string;
  /** Only events whose sale has not ended at this instant. */
  onSaleAt?: Date;
}

const isId = (id: string) => /^\d{1,18}$/.test(id);

/** SQL of events and their tickets. */
export class TicketingEventRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private base() {
    return this.db
      .selectFrom('ticketing_event as e')
      .innerJoin('store as s', 's.id', 'e.store_id')
      .selectAll('e')
      .select([
        's.name as store_name',
        's.timezone as timezone',
        sql<IntlTextJson | null>`s.intl_info->'name'`.as('store_intl_name'),
      ]);
  }

  private async withTickets(rows: Array<Parameters<typeof toEvent>[0]>): Promise<TicketingEventRecord[]> {
    if (!rows.length) return [];
    const tickets = await this.db
      .selectFrom('ticketing_event_ticket')
      .selectAll()
      .where(
        'event_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('session_date')
      .orderBy('session_start_second')
      .orderBy('id')
      .execute();
    return rows.map((r) => toEvent(r, tickets.filter((t) => t.event_id === r.id).map(toTicket)));
  }

  async find(id: string): Promise<TicketingEventRecord | undefined> {
    if (!isId(id)) return undefined;
    const row = await this.base().where('e.id', '=', id).executeTakeFirst();
    return row ? (await this.withTickets([row]))[0] : undefined;
  }

  /** The event row locked for the rest of the transaction: purchases of one event queue here. */
  async lock(id: string): Promise<void> {
    await this.db.selectFrom('ticketing_event').select('id').where('id', '=', id).forUpdate().execute();
  }

  async list(filter: EventFilter, limit: number, offset: number) {
    let q = this.base();
    if (filter.storeId) q = q.where('e.store_id', '=', filter.storeId);
    if (filter.merchantId) q = q.where('e.merchant_id', '=', filter.merchantId);
    if (filter.onSaleAt) q = q.where('e.sale_end_time', '>', filter.onSaleAt);
    const { total } = await q
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow();
    const rows = await q.orderBy('e.sale_end_time').orderBy('e.id').limit(limit).offset(offset).execute();
    return { list: await this.withTickets(rows), total };
  }

  async insert(values: Insertable<TicketingEventRow>): Promise<string> {
    const row = await this.db.insertInto('ticketing_event').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: string, values: Partial<Insertable<TicketingEventRow>>, now: Date): Promise<void> {
    await this.db
      .updateTable('ticketing_event')
      .set({ ...values, update_time: now })
      .where('id', '=', id)
      .execute();
  }

  async insertTicket(values: Insertable<TicketingEventTicketRow>): Promise<void> {
    await this.db.insertInto('ticketing_event_ticket').values(values).execute();
  }

  async updateTicket(id: string, values: Partial<Insertable<TicketingEventTicketRow>>, now: Date): Promise<void> {
    await this.db
      .updateTable('ticketing_event_ticket')
      .set({ ...values, update_time: now })
      .where('id', '=', id)
      .execute();
  }

  async deleteUnsoldTickets(eventId: string, keep: string[]): Promise<void> {
    let q = this.db.deleteFrom('ticketing_event_ticket').where('event_id', '=', eventId).where('sold_count', '=', 0);
    if (keep.length) q = q.where('id', 'not in', keep);
    // A ticket that ever had a voucher stays (the voucher points at it).
    await q
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('ticketing_voucher as v')
              .select('v.id')
              .whereRef('v.ticket_id', '=', 'ticketing_event_ticket.id'),
          ),
        ),
      )
      .execute();
  }

  /**
   * Takes `count` tickets if that many are left: the update's own condition
   * and the table's CHECK (sold_count <= quantity) both refuse a sale past the
   * quantity, whatever the concurrency. Returns the ticket, or undefined when too few are left.
   */
  async take(ticketId: string, now: Date, count = 1): Promise<TicketRecord | undefined> {
    const row = await this.db
      .updateTable('ticketing_event_ticket')
      .set({ sold_count: sql`sold_count + ${count}`, update_time: now })
      .where('id', '=', ticketId)
      .where(sql<boolean>`sold_count + ${count} <= quantity`)
      .returningAll()
      .executeTakeFirst();
    return row && toTicket(row);
  }

  /** Puts `count` tickets back on sale (an unpaid purchase lapsed, a voucher was refunded). */
  async giveBack(ticketId: string, now: Date, count = 1): Promise<void> {
    await this.db
      .updateTable('ticketing_event_ticket')
      .set({ sold_count: sql`sold_count - ${count}`, update_time: now })
      .where('id', '=', ticketId)
      .execute();
  }
}
