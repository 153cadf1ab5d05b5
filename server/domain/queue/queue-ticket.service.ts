import type { Kysely } from 'kysely';
import { secondOfDate } from '@common/zoned-time';
import type { Database } from '../../db/schema';
import type { BookingContext, BookingContextCache } from '../booking/booking-context';
import { isOverlapViolation, OccupancyRepository } from '../booking/occupancy.repository';
import { lockStoreDate } from '../booking/table-planner';
import { domainError } from '../errors';
import type { PhoneParser } from '../identity/phone-parser';
import { NotificationOutbox } from '../notification/notification-outbox';
import { queueTurnSecond } from './queue-estimate.service';
import { QueueRepository, type QueueSession, type QueueTicket } from './queue.repository';
import { MAX_QUEUE_PEOPLE, queueNumberText, typeForPeople } from './queue-type.rule';

export interface TakeInput {
  storeId: string;
  people: number;
  source: 'STAND' | 'REMOTE';
  userId?: string | null;
  phoneRegionCode?: string;
  phone?: string;
  language?: string;
  /** A diner's number from the stand's QR code carries its code: allowed even when remote numbers are off. */
  standCode?: string;
}

const LIVE = ['WAITING', 'CALLED'];

function isLiveDinerViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && e.constraint === 'queue_ticket_one_live_per_diner';
}

/**
 * What happens to a number: taken, called (the diner told, a table held),
 * seated on a table, skipped, cancelled. One transaction per change; a
 * table is held through table_occupancy, whose exclusion constraint keeps
 * two parties (or a party and a booking) off one table at once.
 */
export class QueueTicketService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly contexts: BookingContextCache,
    private readonly phones: PhoneParser,
    private readonly now: () => Date,
  ) {}

  async take(input: TakeInput): Promise<QueueTicket> {
    if (!Number.isInteger(input.people) || input.people < 1) throw domainError('invalid', 'pleaseEnterPeople');
    if (input.people > MAX_QUEUE_PEOPLE) throw domainError('invalid', 'queuePartyNotServed');
    const queues = new QueueRepository(this.db);
    const session = await queues.openSession(input.storeId);
    if (!session) throw domainError('precondition', 'queueNotOpen');
    if (input.source === 'REMOTE' && !session.remote_enabled && input.standCode !== session.stand_code) {
      throw domainError('precondition', 'queueRemoteNotAllowed');
    }
    const type = typeForPeople(
      (await queues.types(session.id)).map((t) => ({ ...t, minPeople: t.min_people, maxPeople: t.max_people })),
      input.people,
    );
    if (!type) throw domainError('invalid', 'queuePartyNotServed');
    const phone = input.phone?.trim()
      ? await this.phones.parse(input.phoneRegionCode?.trim() || '86', input.phone)
      : { regionCode: '', phone: '' };
    if (input.userId && (await queues.liveTicketOf(session.id, input.userId))) {
      throw domainError('precondition', 'queueAlreadyHaveNumber');
    }
    const now = this.now();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const repo = new QueueRepository(trx);
        const number = await repo.nextNumber(type.id);
        return repo.insertTicket({
          store_id: input.storeId,
          queue_session_id: session.id,
          queue_type_id: type.id,
          number,
          people: input.people,
          source: input.source,
          user_id: input.userId ?? null,
          phone_region_code: phone.regionCode,
          phone: phone.phone,
          language: input.language ?? '',
          line_time: now,
          take_time: now,
        });
      });
    } catch (error) {
      if (isLiveDinerViolation(error)) throw domainError('precondition', 'queueAlreadyHaveNumber');
      throw error;
    }
  }

  /** Calls a number: tells the diner and, given a table, holds it for the queue's hold time. */
  async call(storeId: string, ticketId: string, itemId?: string): Promise<QueueTicket> {
    const context = await this.contexts.get(this.db, storeId);
    if (itemId && !context.items.has(itemId)) throw domainError('not_found', 'tableItemNotFound');
    return this.change(storeId, ticketId, async (trx, ticket, session) => {
      const now = this.now();
      const holdUntil = new Date(now.getTime() + session.hold_minute * 60_000);
      const repo = new QueueRepository(trx);
      if (ticket.occupancy_id) await repo.releaseHold(ticket.occupancy_id, now);
      const occupancyId = itemId ? await this.hold(trx, context, session, ticket, itemId, holdUntil.getTime()) : null;
      const called = await repo.update(ticket.id, {
        status: 'CALLED',
        call_time: now,
        hold_until: holdUntil,
        store_table_item_id: itemId ?? null,
        occupancy_id: occupancyId,
      });
      if (called.user_id || called.phone) {
        const number = await this.numberOf(trx, called);
        await new NotificationOutbox(trx).raise({
          type: 'QUEUE_CALLED',
          subject: { kind: 'QUEUE_TICKET', id: called.id },
          merchantId: context.store.merchantId,
          storeId,
          recipient: {
            userId: called.user_id,
            phoneRegionCode: called.phone_region_code,
            phone: called.phone,
            language: called.language,
          },
          params: { storeName: context.store.name, queueNumber: number, holdMinutes: String(session.hold_minute) },
          occurTime: now,
          usefulUntil: holdUntil,
        });
      }
      return called;
    });
  }

  /** Seats the party on a table for its turn time (or until the table's next booking). */
  async seat(storeId: string, ticketId: string, itemId: string): Promise<QueueTicket> {
    const context = await this.contexts.get(this.db, storeId);
    if (!context.items.has(itemId)) throw domainError('not_found', 'tableItemNotFound');
    return this.change(storeId, ticketId, async (trx, ticket, session) => {
      const now = this.now();
      const repo = new QueueRepository(trx);
      // Its own call hold gives way to the seating (it may be this very table).
      if (ticket.occupancy_id) await repo.releaseHold(ticket.occupancy_id, now);
      const turn = queueTurnSecond(context, session.store_shift_id, ticket.people);
      const until = now.getTime() + turn * 1000;
      const occupancyId = await this.hold(trx, context, session, ticket, itemId, until);
      return repo.update(ticket.id, {
        status: 'SEATED',
        seat_time: now,
        close_time: now,
        close_by: 'STORE',
        store_table_item_id: itemId,
        occupancy_id: occupancyId,
        turn_second: turn,
      });
    });
  }

  /** To the back of its line once; skipped again, it leaves the line. */
  skip(storeId: string, ticketId: string): Promise<QueueTicket> {
    return this.change(storeId, ticketId, async (trx, ticket) => {
      const now = this.now();
      const repo = new QueueRepository(trx);
      if (ticket.occupancy_id) await repo.releaseHold(ticket.occupancy_id, now);
      const released = { call_time: null, hold_until: null, store_table_item_id: null, occupancy_id: null };
      if (ticket.skip_count === 0) {
        return repo.update(ticket.id, { ...released, status: 'WAITING', skip_count: 1, line_time: now });
      }
      return repo.update(ticket.id, { ...released, status: 'PASSED', close_time: now, close_by: 'STORE' });
    });
  }

  cancel(storeId: string, ticketId: string, by: 'STORE' | 'DINER'): Promise<QueueTicket> {
    return this.change(storeId, ticketId, async (trx, ticket) => {
      const now = this.now();
      const repo = new QueueRepository(trx);
      if (ticket.occupancy_id) await repo.releaseHold(ticket.occupancy_id, now);
      return repo.update(ticket.id, { status: 'CANCELLED', close_time: now, close_by: by, occupancy_id: null });
    });
  }

  /** The diner's own live number, for their cancel and "on my way". */
  async mine(ticketId: string, userId: string): Promise<QueueTicket> {
    const ticket = await new QueueRepository(this.db).ticket(ticketId);
    if (!ticket || ticket.user_id !== userId) throw domainError('not_found', 'queueTicketNotFound');
    return ticket;
  }

  async dinerCancel(ticketId: string, userId: string): Promise<QueueTicket> {
    const ticket = await this.mine(ticketId, userId);
    return this.cancel(ticket.store_id, ticket.id, 'DINER');
  }

  async onMyWay(ticketId: string, userId: string): Promise<QueueTicket> {
    const ticket = await this.mine(ticketId, userId);
    return this.change(ticket.store_id, ticket.id, (trx) =>
      new QueueRepository(trx).update(ticket.id, { on_my_way_time: this.now() }),
    );
  }

  async numberOf(db: Kysely<Database>, ticket: QueueTicket): Promise<string> {
    const type = (await new QueueRepository(db).types(ticket.queue_session_id)).find(
      (t) => t.id === ticket.queue_type_id,
    );
    return queueNumberText(type?.code ?? '', ticket.number);
  }

  /** One change of a live number of the store, under the number's row lock. */
  private async change(
    storeId: string,
    ticketId: string,
    apply: (trx: Kysely<Database>, ticket: QueueTicket, session: QueueSession) => Promise<QueueTicket>,
  ): Promise<QueueTicket> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const repo = new QueueRepository(trx);
        const ticket = await repo.lockTicket(ticketId);
        if (!ticket || ticket.store_id !== storeId) throw domainError('not_found', 'queueTicketNotFound');
        if (!LIVE.includes(ticket.status)) throw domainError('precondition', 'queueTicketStatusForbids');
        const session = await repo.session(ticket.queue_session_id);
        return apply(trx, ticket, session!);
      });
    } catch (error) {
      // Another party, lock or booking holds the table: the database refused the overlap.
      if (isOverlapViolation(error)) throw domainError('conflict', 'tableItemOccupied');
      throw error;
    }
  }

  /** Holds the item from now until `untilMs` (cut short by its next hold); refused when it is held now. */
  private async hold(
    trx: Kysely<Database>,
    context: BookingContext,
    session: QueueSession,
    ticket: QueueTicket,
    itemId: string,
    untilMs: number,
  ): Promise<string> {
    const now = this.now();
    await lockStoreDate(trx, ticket.store_id, session.business_date);
    const holds = await new QueueRepository(trx).itemHolds(itemId, now, new Date(untilMs));
    if (holds.some((h) => h.start.getTime() <= now.getTime())) throw domainError('conflict', 'tableItemOccupied');
    const end = Math.min(untilMs, ...holds.map((h) => h.start.getTime()));
    const zone = context.store.timezone;
    const date = session.business_date;
    const [id] = await new OccupancyRepository(trx).insert(
      [
        {
          storeId: ticket.store_id,
          itemId,
          orderId: null,
          kind: 'LOCK',
          date,
          shiftId: session.store_shift_id,
          startSecond: secondOfDate(now.getTime(), date, zone),
          endSecond: secondOfDate(end, date, zone),
          startTime: now,
          endTime: new Date(end),
          // The number and party size, in no language: the board shows the hold with it.
          remark: `${await this.numberOf(trx, ticket)} · ${ticket.people}`,
        },
      ],
      now,
    );
    return id;
  }
}
