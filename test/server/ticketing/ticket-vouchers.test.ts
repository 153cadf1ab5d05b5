import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { DinerTicketVoucherService } from '@gen/ticketing/v1/diner_ticket_voucher_service_pb';
import { PublicTicketingEventService } from '@gen/ticketing/v1/public_ticketing_event_service_pb';
import { StoreTicketingService } from '@gen/ticketing/v1/store_ticketing_service_pb';
import { TicketVoucher_Status as Status } from '@gen/ticketing/v1/ticketing_pb';
import { DinerTransactionService } from '@gen/payment/v1/diner_transaction_service_pb';
import { PaymentPurpose, Transaction_Kind } from '@gen/payment/v1/payment_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { addStaff, failure, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { buy, createEvent, eventInput, paidVoucher, payVoucher } from './ticketing-fixture';

// Buying, paying, lapsing and refunding tickets, on a controlled clock.
const clock = testClock('2026-11-25T10:00:00Z');
let server: TestServer;
let f: BookingFixture;
let staffZ: Caller;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  const z = await server.createUserSession({ nickname: 'staff Z' });
  staffZ = { ...z, client: (s) => server.client(s, { sessionKey: z.sessionKey }) };
  await addStaff(server, z.userId, f.otherMerchantId, f.z.storeId);
}, 60_000);
afterAll(() => server.close());

const sold = async (eventId: string) => {
  const { event } = await f.anonymous.client(PublicTicketingEventService).getTicketingEvent({ eventId });
  return event!.ticketList[0].soldCount;
};
const mine = async (who: Caller, eventId: string) =>
  (await who.client(DinerTicketVoucherService).queryMyTicketVouchers({ eventId })).list;

describe('events', () => {
  it('staff create one; the public list and detail show it with its tickets', async () => {
    const { eventId } = await createEvent(f, eventInput(clock, { title: 'Chef table' }));
    const { list } = await f.anonymous
      .client(PublicTicketingEventService)
      .queryTicketingEvents({ storeId: f.x.storeId });
    const shown = list.find((e) => e.model!.id === eventId)!;
    expect([shown.title, shown.storeName, shown.ticketList[0].price, shown.ticketList[0].quantity]).toEqual([
      'Chef table',
      'X',
      '38800',
      10,
    ]);
  });

  it("carries the store's name in each language its staff gave, for the diner's pages and tickets", async () => {
    await server.database.db
      .updateTable('store')
      .set({ intl_info: JSON.stringify({ name: { 'zh-Hans': '甲店', 'zh-Hant': '甲店', en: 'Store X' } }) })
      .where('id', '=', f.x.storeId)
      .execute();
    const { eventId } = await createEvent(f, eventInput(clock, { title: 'Names' }));
    const { event } = await f.anonymous.client(PublicTicketingEventService).getTicketingEvent({ eventId });
    expect(event!.storeIntlName).toMatchObject({ zhHans: '甲店', zhHant: '甲店', en: 'Store X' });
    const d = await server.createUserSession({ nickname: 'names' });
    const diner: Caller = { ...d, client: (svc) => server.client(svc, { sessionKey: d.sessionKey }) };
    const voucher = await buy(diner, eventId, event!.ticketList[0].id);
    expect(voucher.storeIntlName).toMatchObject({ en: 'Store X' });
  });

  it('refuses an event without tickets or with a sale that ends before it starts, writing nothing', async () => {
    const staff = f.staffX.client(StoreTicketingService);
    const before = (await staff.listStoreTicketingEvents({ storeId: f.x.storeId })).total;
    const noTickets = eventInput(clock, { ticketList: [] });
    expect((await failure(staff.createStoreTicketingEvent({ storeId: f.x.storeId, event: noTickets }))).message).toBe(
      SERVER_MESSAGE.ticketingTicketsRequired,
    );
    const backwards = eventInput(clock, {
      saleEndTime: timestampFromDate(new Date(clock.now().getTime() - 2 * 3600_000)),
    });
    expect((await failure(staff.createStoreTicketingEvent({ storeId: f.x.storeId, event: backwards }))).message).toBe(
      SERVER_MESSAGE.ticketingSaleWindowInvalid,
    );
    expect((await staff.listStoreTicketingEvents({ storeId: f.x.storeId })).total).toBe(before);
  });
});

describe('buying', () => {
  it('takes a ticket WAIT_PAYMENT, and paying in the cashier makes it WAIT_VERIFY', async () => {
    const { eventId, ticketId } = await createEvent(f, eventInput(clock));
    const voucher = await buy(f.dinerA, eventId, ticketId);
    expect([voucher.status, voucher.price, await sold(eventId)]).toEqual([Status.WAIT_PAYMENT, '38800', 1]);
    await payVoucher(f, clock, f.dinerA, voucher.model!.id);
    const { voucher: paid } = await f.dinerA
      .client(DinerTicketVoucherService)
      .getMyTicketVoucher({ voucherId: voucher.model!.id });
    expect(paid!.status).toBe(Status.WAIT_VERIFY);
    expect(
      (await failure(f.dinerB.client(DinerTicketVoucherService).getMyTicketVoucher({ voucherId: voucher.model!.id })))
        .message,
    ).toBe(SERVER_MESSAGE.voucherNotFound);
  });

  it('refuses past the per-diner limit, outside the sale window and when sold out, with nothing written', async () => {
    const { eventId, ticketId } = await createEvent(f, eventInput(clock, {}, 3));
    await buy(f.dinerA, eventId, ticketId);
    await buy(f.dinerA, eventId, ticketId);
    // A business refusal, not a rate limit: never 429, which clients retry.
    expect(await failure(buy(f.dinerA, eventId, ticketId))).toEqual({
      code: 'FailedPrecondition',
      message: SERVER_MESSAGE.ticketLimitReached,
    });
    await buy(f.dinerB, eventId, ticketId);
    const late = await server.createUserSession({ nickname: 'late' });
    const lateCaller = { ...late, client: (s: never) => server.client(s, { sessionKey: late.sessionKey }) } as Caller;
    expect(await failure(buy(lateCaller, eventId, ticketId))).toEqual({
      code: 'FailedPrecondition',
      message: SERVER_MESSAGE.insufficientInventory,
    });
    expect([
      (await mine(f.dinerA, eventId)).length,
      (await mine(lateCaller, eventId)).length,
      await sold(eventId),
    ]).toEqual([2, 0, 3]);

    const future = await createEvent(
      f,
      eventInput(clock, { saleStartTime: timestampFromDate(new Date(clock.now().getTime() + 60_000)) }),
    );
    expect((await failure(buy(f.dinerA, future.eventId, future.ticketId))).message).toBe(
      SERVER_MESSAGE.ticketSaleNotStarted,
    );
    const ending = await createEvent(
      f,
      eventInput(clock, { saleEndTime: timestampFromDate(new Date(clock.now().getTime() + 60_000)) }),
    );
    clock.advance(60_000);
    try {
      expect((await failure(buy(f.dinerA, ending.eventId, ending.ticketId))).message).toBe(
        SERVER_MESSAGE.ticketSaleEnded,
      );
    } finally {
      clock.set('2026-11-25T10:00:00Z');
    }
    expect([await sold(future.eventId), await sold(ending.eventId)]).toEqual([0, 0]);
  });

  it('never sells more than the quantity when many diners buy the last tickets at once', async () => {
    const { eventId, ticketId } = await createEvent(f, eventInput(clock, {}, 5));
    const diners = await Promise.all(
      Array.from({ length: 25 }, async (_, i) => {
        const s = await server.createUserSession({ nickname: `rush ${i}` });
        return { ...s, client: (svc: never) => server.client(svc, { sessionKey: s.sessionKey }) } as Caller;
      }),
    );
    const results = await Promise.allSettled(diners.map((d) => buy(d, eventId, ticketId)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await sold(eventId)).toBe(5);
  });

  it('an unpaid voucher lapses after 15 minutes: CANCELLED, its ticket for sale again, and it can no longer be paid', async () => {
    const { eventId, ticketId } = await createEvent(f, eventInput(clock));
    const voucher = await buy(f.dinerA, eventId, ticketId);
    clock.advance(15 * 60_000);
    try {
      await server.services.jobs.runDue(clock.now());
      const { voucher: lapsed } = await f.dinerA
        .client(DinerTicketVoucherService)
        .getMyTicketVoucher({ voucherId: voucher.model!.id });
      expect([lapsed!.status, await sold(eventId)]).toEqual([Status.CANCELLED, 0]);
      expect((await failure(payVoucher(f, clock, f.dinerA, voucher.model!.id))).message).toBe(
        SERVER_MESSAGE.cannotBePaid,
      );
    } finally {
      clock.set('2026-11-25T10:00:00Z');
    }
  });
});

describe('refunds', () => {
  it('staff refund a paid voucher: CANCELLED, the ticket back on sale, the money on its way back', async () => {
    const voucherId = await paidVoucher(f, clock);
    const { voucher } = await f.staffX
      .client(StoreTicketingService)
      .refundTicketVoucher({ storeId: f.x.storeId, voucherId, reason: 'cannot come' });
    expect([voucher!.status, await sold(voucher!.eventId)]).toEqual([Status.CANCELLED, 0]);
    const { list } = await f.dinerA.client(DinerTransactionService).listTransactions({
      purpose: PaymentPurpose.TICKETING_EVENT_TICKET_VOUCHER,
      subjectId: voucherId,
    });
    expect(list.map((t) => [Transaction_Kind[t.kind], t.amount]).sort()).toEqual([
      ['PAYMENT', '38800'],
      ['REFUND', '38800'],
    ]);
    expect(
      (await failure(f.staffX.client(StoreTicketingService).refundTicketVoucher({ storeId: f.x.storeId, voucherId })))
        .message,
    ).toBe(SERVER_MESSAGE.voucherNotRefundable);
  });

  it('staff of another merchant cannot see or refund it; staff of a sibling store do not find it', async () => {
    const voucherId = await paidVoucher(f, clock);
    const z = staffZ.client(StoreTicketingService);
    expect((await failure(z.refundTicketVoucher({ storeId: f.x.storeId, voucherId }))).message).toBe(
      SERVER_MESSAGE.noStorePermission,
    );
    expect((await failure(z.getStoreTicketVoucher({ storeId: f.x.storeId, voucherId }))).message).toBe(
      SERVER_MESSAGE.noStorePermission,
    );
    expect((await failure(z.refundTicketVoucher({ storeId: f.z.storeId, voucherId }))).message).toBe(
      SERVER_MESSAGE.voucherNotFound,
    );
    expect(
      (await failure(f.staffY.client(StoreTicketingService).refundTicketVoucher({ storeId: f.y.storeId, voucherId })))
        .message,
    ).toBe(SERVER_MESSAGE.voucherNotFound);
    const { voucher } = await f.staffX
      .client(StoreTicketingService)
      .getStoreTicketVoucher({ storeId: f.x.storeId, voucherId });
    expect(voucher!.status).toBe(Status.WAIT_VERIFY);
  });
});
