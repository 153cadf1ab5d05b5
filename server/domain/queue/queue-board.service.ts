import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BookingContext, BookingContextCache } from '../booking/booking-context';
import { domainError } from '../errors';
import { QueueEstimateService, type LineEstimate } from './queue-estimate.service';
import { QueueRepository, type QueueSession, type QueueTicket, type QueueType } from './queue.repository';
import { queueNumberText } from './queue-type.rule';

export interface TicketView {
  ticket: QueueTicket;
  number: string;
  typeCode: string;
  place: number;
  waitSecond: number;
  tableName: string;
  storeName: string;
  queueOpen: boolean;
}

export interface TypeView {
  type: QueueType;
  waitingCount: number;
  nextWaitSecond: number;
}

export interface SessionView {
  session: QueueSession;
  shiftName: string;
  types: TypeView[];
}

/** How many finished numbers the board lists under the line. */
const RECENT_DONE = 30;

/** What staff and diners see of a queue: numbers with their places and estimated waits. */
export class QueueBoardService {
  private readonly estimates: QueueEstimateService;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly contexts: BookingContextCache,
    now: () => Date,
  ) {
    this.estimates = new QueueEstimateService(now);
  }

  /** The store's open queue and its numbers: the line in order, then the latest finished. */
  async board(storeId: string): Promise<{ session?: SessionView; tickets: TicketView[] }> {
    const queues = new QueueRepository(this.db);
    const session = await queues.openSession(storeId);
    if (!session) return { tickets: [] };
    const { context, types, line, estimate } = await this.load(session);
    const done = await queues.recentDone(session.id, RECENT_DONE);
    return {
      session: this.sessionView(context, session, types, estimate),
      tickets: [...line, ...done].map((t) => this.view(context, session, types, t, estimate)),
    };
  }

  /** The store's queue as a diner sees it, with their own live number. */
  async storeQueue(storeId: string, userId: string) {
    const context = await this.contexts.get(this.db, storeId);
    const queues = new QueueRepository(this.db);
    const session = await queues.openSession(storeId);
    if (!session) return { storeName: context.store.name, open: false, remoteEnabled: false, types: [] };
    const loaded = await this.load(session);
    const mine = await queues.liveTicketOf(session.id, userId);
    return {
      storeName: context.store.name,
      open: true,
      remoteEnabled: session.remote_enabled,
      types: this.sessionView(context, session, loaded.types, loaded.estimate).types,
      mine: mine && this.view(context, session, loaded.types, mine, loaded.estimate),
    };
  }

  /** One number with its place and wait now (a diner's own, or the one just changed). */
  async ticketView(ticket: QueueTicket): Promise<TicketView> {
    const session = await new QueueRepository(this.db).session(ticket.queue_session_id);
    if (!session) throw domainError('not_found', 'queueTicketNotFound');
    const { context, types, estimate } = await this.load(session);
    return this.view(context, session, types, ticket, estimate);
  }

  private async load(session: QueueSession) {
    const context = await this.contexts.get(this.db, session.store_id);
    const queues = new QueueRepository(this.db);
    const types = await queues.types(session.id);
    const line = await queues.line(session.id);
    const estimate = await this.estimates.estimate(this.db, context, session, types, line);
    return { context, types, line, estimate };
  }

  private sessionView(
    context: BookingContext,
    session: QueueSession,
    types: QueueType[],
    estimate: LineEstimate,
  ): SessionView {
    return {
      session,
      shiftName: context.shifts.find((s) => s.id === session.store_shift_id)?.name ?? '',
      types: types.map((type) => ({
        type,
        waitingCount: estimate.waitingCount.get(type.id) ?? 0,
        nextWaitSecond: estimate.nextWait.get(type.id) ?? -1,
      })),
    };
  }

  private view(
    context: BookingContext,
    session: QueueSession,
    types: QueueType[],
    ticket: QueueTicket,
    estimate: LineEstimate,
  ): TicketView {
    const code = types.find((t) => t.id === ticket.queue_type_id)?.code ?? '';
    const live = estimate.tickets.get(ticket.id);
    return {
      ticket,
      number: queueNumberText(code, ticket.number),
      typeCode: code,
      place: live?.place ?? 0,
      waitSecond: live?.waitSecond ?? (ticket.status === 'SEATED' ? 0 : -1),
      tableName: ticket.store_table_item_id ? (context.items.get(ticket.store_table_item_id)?.item.name ?? '') : '',
      storeName: context.store.name,
      queueOpen: session.open,
    };
  }
}
