import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { checkEventInput, checkSoldTicketEdit, type EventInput } from './ticketing-event-input';
import { TicketingEventRepository, type EventFilter } from './ticketing-event.repository';
import type { TicketingEventRecord } from './ticketing.record';

export interface Paging {
  limit: number;
  offset: number;
}

/** Caps a page request: 0 means the default of 20, at most 100. */
export function paging(limit: number, offset: number): Paging {
  return { limit: limit > 0 ? Math.min(limit, 100) : 20, offset: Math.max(0, offset) };
}

/** Events: staff write them for their store; anyone reads those still on sale. */
export class TicketingEventService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** Public list: events whose sale has not ended. */
  listPublic(filter: Omit<EventFilter, 'onSaleAt'>, page: Paging) {
    return new TicketingEventRepository(this.db).list({ ...filter, onSaleAt: this.now() }, page.limit, page.offset);
  }

  async get(eventId: string): Promise<TicketingEventRecord> {
    const event = await new TicketingEventRepository(this.db).find(eventId);
    if (!event) throw domainError('not_found', 'ticketingEventNotFound');
    return event;
  }

  listForStore(storeId: string, page: Paging) {
    return new TicketingEventRepository(this.db).list({ storeId }, page.limit, page.offset);
  }

  async create(storeId: string, input: EventInput): Promise<TicketingEventRecord> {
    const window = checkEventInput(input);
    const id = await this.db.transaction().execute(async (trx) => {
      const store = await trx
        .selectFrom('store')
        .select(['id', 'merchant_id'])
        .where('id', '=', storeId)
        .executeTakeFirst();
      if (!store) throw domainError('not_found', 'storeDoesNotExist');
      const repo = new TicketingEventRepository(trx);
      const eventId = await repo.insert({
        merchant_id: store.merchant_id,
        store_id: storeId,
        title: input.title.trim(),
        description: input.description.trim(),
        intl_title: JSON.stringify(input.intlTitle),
        intl_description: JSON.stringify(input.intlDescription),
        images: JSON.stringify(input.images),
        sale_start_time: window.saleStartTime,
        sale_end_time: window.saleEndTime,
        per_diner_limit: input.perDinerLimit,
        diner_refundable: input.dinerRefundable,
        diner_refund_deadline: input.dinerRefundable ? input.dinerRefundDeadline : null,
      });
      for (const t of input.tickets) {
        await repo.insertTicket({
          event_id: eventId,
          name: t.name.trim(),
          intl_name: JSON.stringify(t.intlName),
          session_date: t.sessionDate,
          session_start_second: t.sessionStartSecond,
          price: t.price,
          quantity: t.quantity,
        });
      }
      return eventId;
    });
    return this.get(id);
  }

  async update(storeId: string, eventId: string, input: EventInput): Promise<TicketingEventRecord> {
    const window = checkEventInput(input);
    await this.db.transaction().execute(async (trx) => {
      const repo = new TicketingEventRepository(trx);
      await repo.lock(eventId);
      const event = await repo.find(eventId);
      if (!event || event.storeId !== storeId) throw domainError('not_found', 'ticketingEventNotFound');
      const now = this.now();
      await repo.update(
        eventId,
        {
          title: input.title.trim(),
          description: input.description.trim(),
          intl_title: JSON.stringify(input.intlTitle),
          intl_description: JSON.stringify(input.intlDescription),
          images: JSON.stringify(input.images),
          sale_start_time: window.saleStartTime,
          sale_end_time: window.saleEndTime,
          per_diner_limit: input.perDinerLimit,
          diner_refundable: input.dinerRefundable,
          diner_refund_deadline: input.dinerRefundable ? input.dinerRefundDeadline : null,
        },
        now,
      );
      const kept = input.tickets.filter((t) => t.id && t.id !== '0').map((t) => t.id);
      await repo.deleteUnsoldTickets(eventId, kept);
      for (const t of input.tickets) {
        const existing = event.tickets.find((e) => e.id === t.id);
        if (t.id && t.id !== '0' && !existing) throw domainError('not_found', 'ticketNotFound');
        const values = {
          name: t.name.trim(),
          intl_name: JSON.stringify(t.intlName),
          session_date: t.sessionDate,
          session_start_second: t.sessionStartSecond,
          price: t.price,
          quantity: t.quantity,
        };
        if (existing) {
          checkSoldTicketEdit(existing, t);
          await repo.updateTicket(existing.id, values, now);
        } else {
          await repo.insertTicket({ event_id: eventId, ...values });
        }
      }
    });
    return this.get(eventId);
  }
}
