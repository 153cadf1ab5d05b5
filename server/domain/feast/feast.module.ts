import { storeCurrency } from '../store/store-currency';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import type { BookingEngine } from '../booking/booking-engine';
import { DomainError } from '../errors';
import type { PaymentModule } from '../payment/payment.module';
import { feastDepositPurpose } from './feast-deposit.purpose';
import { FeastAdminService } from './feast-admin.service';
import { FeastEvents } from './feast-events';
import { FeastQueryService } from './feast-query.service';
import { FeastQuestionService } from './feast-question.service';
import { FeastService } from './feast.service';
import { FeastTablesService, type FeastBookingPort } from './feast-tables.service';
import { HEADCOUNT_JOB, PAYMENT_LAPSE_JOB, RELEASE_TABLES_JOB } from './feast-timers';
import { ParticipantService } from './participant.service';
import { ParticipantStaffService } from './participant-staff.service';
import type { Closed } from './feast-close';

/**
 * Feasts, wired once per server (docs/feasts.md): the FEAST_PARTICIPANT_DEPOSIT
 * purpose on payments, the three timers on the job runner, the booking
 * engine for the tables, and `events` for the areas that react (group chat,
 * notifications) to subscribe to.
 */
export function createFeastModule(
  db: Kysely<Database>,
  jobs: JobRunner,
  payments: Pick<PaymentModule, 'purposes' | 'refunds'>,
  booking: Pick<BookingEngine, 'orderCreate' | 'orderCancel' | 'orderQuery' | 'availability'>,
  now: () => Date,
  log?: { warn(details: Record<string, unknown>, message: string): void },
) {
  const events = new FeastEvents();
  const refunds = payments.refunds;
  const bookingPort: FeastBookingPort = {
    // A feast's menu and hour are planned with the kitchen: pacing does not apply to it.
    createOrder: (input) => booking.orderCreate.create({ ...input, confirmOverPacing: true }),
    suggestTables: async (storeId, date, shiftId, startSecond, people) =>
      (await booking.availability.freeItems(storeId, date, shiftId, startSecond, people)).suggested,
    async closeOrder(storeId, orderId, actor, remark) {
      try {
        await booking.orderCancel.close({ storeId }, orderId, actor, 'STORE_CANCEL', remark);
      } catch (error) {
        // Already closed (staff closed it on the board, or a retry): the tables are free.
        const order = await booking.orderQuery.getForStore(storeId, orderId).catch(() => null);
        if (!(error instanceof DomainError) || (order && order.status !== 'CLOSED')) throw error;
      }
    },
  };
  const tables = new FeastTablesService(db, bookingPort, events, now);
  const participants = new ParticipantService(db, refunds, events, now);
  const feasts = new FeastService(
    db,
    refunds,
    events,
    {
      submitRefunds: (ids) => refunds.submitQuietly(ids),
      // The release job retries what fails here.
      releaseTables: (feastId) =>
        tables.release(feastId).catch((error: unknown) => {
          log?.warn({ error: (error as Error).message, feastId }, 'feast tables not freed yet; the job retries');
        }),
    },
    now,
  );

  participants.decideDeadlineWith({
    decideIn: (trx, feast, at) => feasts.decideIn(trx, feast, at, participants.lapseUnpaid),
    settle: (closed) => feasts.settleClosed(closed as Closed),
  });

  const questions = new FeastQuestionService(db, now);
  const queries = new FeastQueryService(db, now);

  payments.purposes.register(feastDepositPurpose(events, storeCurrency));
  jobs.register(HEADCOUNT_JOB, async (payload: { feastId: string }) =>
    feasts.headcount(payload.feastId, participants.lapseUnpaid),
  );
  jobs.register(PAYMENT_LAPSE_JOB, async (payload: { participantId: string }) =>
    participants.lapse(payload.participantId),
  );
  jobs.register(RELEASE_TABLES_JOB, async (payload: { feastId: string }) => tables.release(payload.feastId));

  return {
    /** Subscribe here to hear feast events inside their transactions (feast-events.ts). */
    events,
    feasts,
    tables,
    participants,
    staff: new ParticipantStaffService(db, participants, refunds, now),
    questions,
    queries,
    /** The administrators' permitted creators and audit queue. */
    admin: new FeastAdminService(db, feasts, questions, queries),
  };
}

export type FeastModule = ReturnType<typeof createFeastModule>;
