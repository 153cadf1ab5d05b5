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
import { DynamicCodeKind as Kind, DynamicCodeService } from '@gen/booking/v1/dynamic_code_service_pb';
import { buy, buyMany, createEvent, eventInput, paidVoucher, payVoucher } from './ticketing-fixture';

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
const diner = async (nickname: string): Promise<Caller> => {
  const s = await server.createUserSession({ nickname });
  return { ...s, client: (svc) => server.client(svc, { sessionKey: s.sessionKey }) };
};
const statusOf = async (who: Caller, voucherId: string) =>
  (await who.client(DinerTicketVoucherService).getMyTicketVoucher({ voucherId })).voucher!.status;
/** The payments and refunds of a purchase (its first voucher's id), as [kind, amount] sorted. */
const money = async (who: Caller, purchaseId: string) =>
  (
    await who.client(DinerTransactionService).listTransactions({
      purpose: PaymentPurpose.TICKETING_EVENT_TICKET_VOUCHER,
      subjectId: purchaseId,
    })
  ).list
    .map((t) => [Transaction_Kind[t.kind], t.amount])
    .sort();
const cancel = (who: Caller, voucherId: string) =>
  who.client(DinerTicketVoucherService).cancelMyTicketVoucher({ voucherId });
const refundable = (clock0: typeof clock, deadlineMs?: number) => ({
  dinerRefundable: true,
  ...(deadlineMs === undefined
    ? {}
    : { dinerRefundDeadline: timestampFromDate(new Date(clock0.now().getTime() + deadlineMs)) }),
});

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

  it("carries the diners' refund rule staff set, and an edit that turns it off drops the deadline", async () => {
    const deadline = new Date(clock.now().getTime() + 3 * 86400_000);
    const input = eventInput(clock, { dinerRefundable: true, dinerRefundDeadline: timestampFromDate(deadline) });
    const { eventId } = await createEvent(f, input);
    const read = async () =>
      (await f.anonymous.client(PublicTicketingEventService).getTicketingEvent({ eventId })).event!;
    const shown = await read();
    expect([shown.dinerRefundable, shown.dinerRefundDeadline?.seconds]).toEqual([
      true,
      BigInt(deadline.getTime() / 1000),
    ]);
    await f.staffX.client(StoreTicketingService).updateStoreTicketingEvent({
      storeId: f.x.storeId,
      eventId,
      event: { ...input, dinerRefundable: false, ticketList: [{ ...input.ticketList[0], id: shown.ticketList[0].id }] },
    });
    const edited = await read();
    expect([edited.dinerRefundable, edited.dinerRefundDeadline]).toEqual([false, undefined]);
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

describe('several tickets in one purchase', () => {
  it('takes three tickets paid once: three vouchers, each with its own door code, one payment of the total', async () => {
    const { eventId, ticketId } = await createEvent(f, eventInput(clock, { perDinerLimit: 4 }));
    const a = await diner('party of three');
    const vouchers = await buyMany(a, eventId, ticketId, 3);
    const ids = vouchers.map((v) => v.model!.id);
    expect(new Set(ids).size).toBe(3);
    expect(vouchers.map((v) => [v.status, v.price, v.purchaseId])).toEqual(
      ids.map(() => [Status.WAIT_PAYMENT, '38800', ids[0]]),
    );
    expect(await sold(eventId)).toBe(3);
    const payment = await payVoucher(f, clock, a, ids[0]);
    expect(payment.amount).toBe('116400');
    for (const id of ids) expect(await statusOf(a, id)).toBe(Status.WAIT_VERIFY);
    expect(await money(a, ids[0])).toEqual([['PAYMENT', '116400']]);
    const codes = await Promise.all(
      ids.map((subjectId) =>
        a.client(DynamicCodeService).getDynamicCode({ kind: Kind.TICKETING_EVENT_TICKET_VOUCHER, subjectId }),
      ),
    );
    expect(codes.map((c) => c.shortCode.split('-')[0])).toEqual(ids.map((id) => `V${id}`));
    // Only the purchase is paid: another of its vouchers is no subject of its own.
    expect((await failure(payVoucher(f, clock, a, ids[1]))).message).toBe(SERVER_MESSAGE.voucherNotFound);
  });

  it('refuses more than the limit leaves (tickets held or waiting for payment count) or than are left, taking none', async () => {
    const { eventId, ticketId } = await createEvent(f, eventInput(clock, { perDinerLimit: 4 }, 6));
    const a = await diner('limit a');
    const b = await diner('limit b');
    await buyMany(a, eventId, ticketId, 2); // waiting for payment
    expect(await failure(buyMany(a, eventId, ticketId, 3))).toEqual({
      code: 'FailedPrecondition',
      message: SERVER_MESSAGE.ticketLimitReached,
    });
    expect(await failure(buyMany(a, eventId, ticketId, -1))).toEqual({
      code: 'InvalidArgument',
      message: SERVER_MESSAGE.ticketQuantityInvalid,
    });
    expect(await failure(buyMany(b, eventId, ticketId, 5))).toEqual({
      code: 'FailedPrecondition',
      message: SERVER_MESSAGE.ticketLimitReached,
    });
    await buyMany(a, eventId, ticketId, 2);
    // Two left: three are refused whole, not two sold and one refused.
    expect((await failure(buyMany(b, eventId, ticketId, 3))).message).toBe(SERVER_MESSAGE.insufficientInventory);
    expect([await sold(eventId), (await mine(b, eventId)).length]).toEqual([4, 0]);
    expect(await buyMany(b, eventId, ticketId, 2)).toHaveLength(2);
    expect(await sold(eventId)).toBe(6);
  });

  it('an unpaid purchase lapses whole: every voucher CANCELLED and every ticket back on sale', async () => {
    const { eventId, ticketId } = await createEvent(f, eventInput(clock, { perDinerLimit: 4 }));
    const a = await diner('lapse');
    const ids = (await buyMany(a, eventId, ticketId, 3)).map((v) => v.model!.id);
    clock.advance(15 * 60_000);
    try {
      await server.services.jobs.runDue(clock.now());
      for (const id of ids) expect(await statusOf(a, id)).toBe(Status.CANCELLED);
      expect(await sold(eventId)).toBe(0);
      expect((await failure(payVoucher(f, clock, a, ids[0]))).message).toBe(SERVER_MESSAGE.cannotBePaid);
    } finally {
      clock.set('2026-11-25T10:00:00Z');
    }
  });

  it("staff refunding one ticket of a paid purchase give back that ticket's price; the others stay valid", async () => {
    const { eventId, ticketId } = await createEvent(f, eventInput(clock));
    const a = await diner('staff refund one');
    const ids = (await buyMany(a, eventId, ticketId, 2)).map((v) => v.model!.id);
    await payVoucher(f, clock, a, ids[0]);
    await f.staffX.client(StoreTicketingService).refundTicketVoucher({ storeId: f.x.storeId, voucherId: ids[1] });
    expect([await statusOf(a, ids[0]), await statusOf(a, ids[1]), await sold(eventId)]).toEqual([
      Status.WAIT_VERIFY,
      Status.CANCELLED,
      1,
    ]);
    expect(await money(a, ids[0])).toEqual([
      ['PAYMENT', '77600'],
      ['REFUND', '38800'],
    ]);
  });
});

describe('a diner cancelling a paid ticket', () => {
  it('where the event allows it: CANCELLED, the ticket back on sale, its price back; a double tap refunds once', async () => {
    const { eventId, ticketId, event } = await createEvent(f, eventInput(clock, refundable(clock, 86400_000)));
    expect(event.dinerRefundable).toBe(true);
    const a = await diner('cancels');
    const ids = (await buyMany(a, eventId, ticketId, 2)).map((v) => v.model!.id);
    await payVoucher(f, clock, a, ids[0]);
    const [first, second] = await Promise.all([cancel(a, ids[0]), cancel(a, ids[0])]);
    expect([first.voucher!.status, second.voucher!.status]).toEqual([Status.CANCELLED, Status.CANCELLED]);
    expect([first.refundAmount, second.refundAmount].sort()).toEqual(['0', '38800']);
    expect((await cancel(a, ids[0])).refundAmount).toBe('0');
    expect([await statusOf(a, ids[1]), await sold(eventId)]).toEqual([Status.WAIT_VERIFY, 1]);
    expect(await money(a, ids[0])).toEqual([
      ['PAYMENT', '77600'],
      ['REFUND', '38800'],
    ]);
    // The sandbox refunds at once: the second ticket can go back too, and nothing more.
    await server.services.jobs.runDue(clock.now());
    expect((await cancel(a, ids[1])).refundAmount).toBe('38800');
    expect(await sold(eventId)).toBe(0);
    expect(await money(a, ids[0])).toEqual([
      ['PAYMENT', '77600'],
      ['REFUND', '38800'],
      ['REFUND', '38800'],
    ]);
  });

  it('is refused where the event does not allow it, past its deadline or once the session started, and nothing changes', async () => {
    const a = await diner('no refunds');
    const fixed = await paidVoucher(f, clock, a);
    const { voucher } = await a.client(DinerTicketVoucherService).getMyTicketVoucher({ voucherId: fixed });
    expect(voucher!.dinerRefundable).toBe(false);
    expect(await failure(cancel(a, fixed))).toEqual({
      code: 'FailedPrecondition',
      message: SERVER_MESSAGE.ticketNotRefundable,
    });
    const late = await paidVoucher(f, clock, a, refundable(clock, 60_000));
    // No deadline: until the session starts (19:00 on 5 December in Shanghai), a no-show gets nothing back.
    const noShow = await paidVoucher(f, clock, a, refundable(clock));
    clock.advance(60_000);
    try {
      expect((await failure(cancel(a, late))).message).toBe(SERVER_MESSAGE.ticketRefundDeadlinePassed);
      clock.set('2026-12-05T11:00:00Z');
      expect((await failure(cancel(a, noShow))).message).toBe(SERVER_MESSAGE.ticketRefundDeadlinePassed);
    } finally {
      clock.set('2026-11-25T10:00:00Z');
    }
    expect([await statusOf(a, fixed), await statusOf(a, late), await statusOf(a, noShow)]).toEqual([
      Status.WAIT_VERIFY,
      Status.WAIT_VERIFY,
      Status.WAIT_VERIFY,
    ]);
    expect((await money(a, late)).filter(([kind]) => kind === 'REFUND')).toEqual([]);
    expect((await money(a, noShow)).filter(([kind]) => kind === 'REFUND')).toEqual([]);
  });

  it("only its holder may: another diner, the store's staff and another store's staff do not find it", async () => {
    const a = await diner('holder');
    const voucherId = await paidVoucher(f, clock, a, refundable(clock));
    for (const other of [f.dinerB, f.staffX, staffZ]) {
      expect(await failure(cancel(other, voucherId))).toEqual({
        code: 'NotFound',
        message: SERVER_MESSAGE.voucherNotFound,
      });
    }
    expect(await statusOf(a, voucherId)).toBe(Status.WAIT_VERIFY);
    expect(await money(a, voucherId)).toEqual([['PAYMENT', '38800']]);
  });

  it('cannot refund a ticket used at the door, unpaid, lapsed or refunded by the store', async () => {
    const a = await diner('not refundable states');
    const used = await paidVoucher(f, clock, a, refundable(clock));
    const code = await a
      .client(DynamicCodeService)
      .getDynamicCode({ kind: Kind.TICKETING_EVENT_TICKET_VOUCHER, subjectId: used });
    // Its session is not today: staff confirm it at the door.
    await f.staffX
      .client(DynamicCodeService)
      .validateDynamicCode({ storeId: f.x.storeId, code: code.code, confirmOutsideWindow: true });
    const byStore = await paidVoucher(f, clock, a, refundable(clock));
    await f.staffX.client(StoreTicketingService).refundTicketVoucher({ storeId: f.x.storeId, voucherId: byStore });
    const { eventId, ticketId } = await createEvent(f, eventInput(clock, refundable(clock)));
    const unpaid = (await buy(a, eventId, ticketId)).model!.id;
    expect((await failure(cancel(a, unpaid))).message).toBe(SERVER_MESSAGE.voucherNotRefundable);
    clock.advance(15 * 60_000);
    try {
      await server.services.jobs.runDue(clock.now());
      for (const id of [used, byStore, unpaid]) {
        expect((await failure(cancel(a, id))).message).toBe(SERVER_MESSAGE.voucherNotRefundable);
      }
    } finally {
      clock.set('2026-11-25T10:00:00Z');
    }
    expect([await statusOf(a, used), await statusOf(a, byStore), await statusOf(a, unpaid)]).toEqual([
      Status.VERIFIED,
      Status.CANCELLED,
      Status.CANCELLED,
    ]);
    expect(await money(a, byStore)).toEqual([
      ['PAYMENT', '38800'],
      ['REFUND', '38800'],
    ]);
  });
});
