import { storeCurrency } from '../store/store-currency';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import type { PaymentModule } from '../payment/payment.module';
import { ticketVoucherPurpose } from './ticket-voucher.purpose';
import { TicketVoucherService, VOUCHER_LAPSE_JOB } from './ticket-voucher.service';
import { TicketingEventService } from './ticketing-event.service';

/**
 * Ticketing (docs/ticketing.md): events and their tickets, vouchers paid
 * through payments with the TICKETING_EVENT_TICKET_VOUCHER purpose, and the
 * lapse timer of unpaid vouchers on the job runner.
 */
export function createTicketingModule(
  db: Kysely<Database>,
  jobs: JobRunner,
  payments: Pick<PaymentModule, 'purposes' | 'refunds'>,
  now: () => Date,
) {
  const vouchers = new TicketVoucherService(db, payments.refunds, now);
  payments.purposes.register(ticketVoucherPurpose(storeCurrency));
  jobs.register(VOUCHER_LAPSE_JOB, async (payload: { voucherId: string }) => vouchers.lapse(payload.voucherId));
  return {
    events: new TicketingEventService(db, now),
    vouchers,
  };
}

export type TicketingModule = ReturnType<typeof createTicketingModule>;
