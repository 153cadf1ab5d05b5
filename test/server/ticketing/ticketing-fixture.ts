import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { DinerTicketVoucherService } from '@gen/ticketing/v1/diner_ticket_voucher_service_pb';
import { StoreTicketingService } from '@gen/ticketing/v1/store_ticketing_service_pb';
import type { TicketingEventInput } from '@gen/ticketing/v1/ticketing_pb';
import { hm, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import type { TestClock } from '../../helpers/test-clock';
import { pressCashierButton } from '../payment/support/sandbox-cashier';

/** A wine dinner at store X on sale from an hour ago for a week: one session of `quantity` tickets at 388.00. */
export function eventInput(clock: TestClock, over: Partial<TicketingEventInput> = {}, quantity = 10) {
  const now = clock.now().getTime();
  return {
    title: 'Burgundy wine dinner',
    description: 'Six wines, six courses',
    saleStartTime: timestampFromDate(new Date(now - 3600_000)),
    saleEndTime: timestampFromDate(new Date(now + 7 * 86400_000)),
    perDinerLimit: 2,
    ticketList: [{ name: 'Seat', sessionDate: '2026-12-05', sessionStartSecond: hm(19), price: '38800', quantity }],
    ...over,
  } as TicketingEventInput;
}

export async function createEvent(f: BookingFixture, input: TicketingEventInput, staff: Caller = f.staffX) {
  const { event } = await staff.client(StoreTicketingService).createStoreTicketingEvent({
    storeId: f.x.storeId,
    event: input,
  });
  return { eventId: event!.model!.id, ticketId: event!.ticketList[0].id, event: event! };
}

export async function buy(who: Caller, eventId: string, ticketId: string) {
  const { voucher } = await who.client(DinerTicketVoucherService).createTicketVoucher({ eventId, ticketId });
  return voucher!;
}

/** Buys `quantity` tickets in one purchase; its vouchers, the first (the payment's subject) first. */
export async function buyMany(who: Caller, eventId: string, ticketId: string, quantity: number) {
  const { voucherList } = await who
    .client(DinerTicketVoucherService)
    .createTicketVoucher({ eventId, ticketId, quantity });
  return voucherList;
}

/** Pays a voucher in the sandbox cashier and delivers the channel's notification. */
export async function payVoucher(f: BookingFixture, clock: TestClock, who: Caller, voucherId: string) {
  const created = await f.server.client(PublicTransactionService, { sessionKey: who.sessionKey }).createTransaction({
    purpose: PaymentPurpose.TICKETING_EVENT_TICKET_VOUCHER,
    subjectId: voucherId,
    channel: PaymentChannel.SANDBOX,
    method: PaymentMethod.ALIPAY_APP_PAY,
    returnPath: '/app/pages/sub-user/ticketing-event-ticket-voucher/index',
  });
  await pressCashierButton(created.payParams!.kind.value as string, 'pay');
  await f.server.services.jobs.runDue(clock.now());
  return created.transaction!;
}

/**
 * A paid voucher of a fresh event (its own so limits never interfere): the event as
 * `over` changes it, its session on `sessionDate` if given.
 */
export async function paidVoucher(
  f: BookingFixture,
  clock: TestClock,
  who: Caller = f.dinerA,
  over: Partial<TicketingEventInput> & { sessionDate?: string } = {},
) {
  const { sessionDate, ...event } = over;
  const input = eventInput(clock, event);
  if (sessionDate) input.ticketList[0].sessionDate = sessionDate;
  const { eventId, ticketId } = await createEvent(f, input);
  const voucher = await buy(who, eventId, ticketId);
  await payVoucher(f, clock, who, voucher.model!.id);
  return voucher.model!.id;
}
