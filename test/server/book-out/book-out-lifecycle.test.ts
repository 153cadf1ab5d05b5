import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookOutForm_CloseReason as Reason, BookOutForm_Status as Status } from '@gen/booking/v1/book_out_form_pb';
import { BookingOrder_Status as OrderStatus } from '@gen/booking/v1/booking_order_pb';
import { DinerBookOutFormService } from '@gen/booking/v1/diner_book_out_service_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookOutFormService } from '@gen/booking/v1/store_book_out_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { requestFor, sendRequest } from './book-out-fixture';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const staff = () => f.staffX.client(StoreBookOutFormService);
const ids = (forms: { model?: { id: string } }[]) => forms.map((form) => form.model!.id);

describe('a private dining request', () => {
  it('goes from the diner to the store, is confirmed and becomes the diner’s booking with the deposit the store set', async () => {
    const form = await sendRequest(f, f.dinerA);
    expect(form).toMatchObject({
      status: Status.WAIT_STORE_CONFIRM,
      storeName: 'X',
      shiftName: 'Dinner',
      // the budget is in the store's currency, which comes with it
      currency: 'CNY',
      fields: { adultCount: 8, childCount: 1, budget: '800000', preferredDate: f.date(5) },
    });
    const id = form.model!.id;
    const waiting = await staff().queryStoreBookOutForms({
      storeId: f.x.storeId,
      statusIn: [Status.WAIT_STORE_CONFIRM],
    });
    expect(ids(waiting.list)).toContain(id);

    const confirmed = await staff().confirmBookOutForm({ storeId: f.x.storeId, bookOutFormId: id });
    expect(confirmed.form!.status).toBe(Status.WAIT_ALLOCATE_BOOKING_ORDER_ID);
    expect(await failure(staff().confirmBookOutForm({ storeId: f.x.storeId, bookOutFormId: id }))).toEqual({
      code: 'Aborted',
      message: 'this request was already confirmed',
    });

    const made = await staff().createBookOutFormOrder({
      storeId: f.x.storeId,
      bookOutFormId: id,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(18),
      storeTableItemIdList: f.x.items.ten,
      depositAmount: '50000',
    });
    expect(made.form).toMatchObject({ status: Status.FINISHED, bookingOrderId: made.order!.model!.id });
    expect(made.order).toMatchObject({
      status: OrderStatus.WAIT_DEPOSIT_PAYMENT,
      depositAmount: '50000',
      reservationDate: f.date(5),
      adultCount: 8,
      childCount: 1,
      dinerRemark: 'A birthday; a round table please',
    });
    // The booking is the diner's own: in their orders, to pay at the cashier.
    const mine = await f.dinerA
      .client(DinerBookingOrderService)
      .getMyBookingOrder({ bookingOrderId: made.order!.model!.id });
    expect(mine.order!.status).toBe(OrderStatus.WAIT_DEPOSIT_PAYMENT);

    // A second answer is refused and changes nothing.
    expect(
      (
        await failure(
          staff().createBookOutFormOrder({ storeId: f.x.storeId, bookOutFormId: id, reservationStartSecond: hm(20) }),
        )
      ).message,
    ).toBe('this request is already finished or closed');
    expect(
      (await failure(f.dinerA.client(DinerBookOutFormService).cancelMyBookOutForm({ bookOutFormId: id }))).message,
    ).toBe('this request is already finished or closed');
    const history = await f.dinerA.client(DinerBookOutFormService).queryMyBookOutForms({});
    expect(history.list.find((h) => h.model!.id === id)!.status).toBe(Status.FINISHED);
  });

  it('is closed by the diner while open, rejected with a reason, or cancelled by the store after confirming', async () => {
    const diner = f.dinerA.client(DinerBookOutFormService);
    const withdrawn = await sendRequest(f, f.dinerA);
    expect((await diner.cancelMyBookOutForm({ bookOutFormId: withdrawn.model!.id })).form).toMatchObject({
      status: Status.CLOSED,
      closeReason: Reason.CREATOR_CANCEL,
    });
    expect(
      (await failure(staff().confirmBookOutForm({ storeId: f.x.storeId, bookOutFormId: withdrawn.model!.id }))).message,
    ).toBe('this request is already finished or closed');

    const rejected = await sendRequest(f, f.dinerA);
    const answer = await staff().rejectBookOutForm({
      storeId: f.x.storeId,
      bookOutFormId: rejected.model!.id,
      remark: 'Fully booked that night',
    });
    expect(answer.form).toMatchObject({
      status: Status.CLOSED,
      closeReason: Reason.STORE_REJECT,
      closeRemark: 'Fully booked that night',
    });
    expect((await diner.getMyBookOutForm({ bookOutFormId: rejected.model!.id })).form!.closeRemark).toBe(
      'Fully booked that night',
    );

    const cancelled = await sendRequest(f, f.dinerA);
    await staff().confirmBookOutForm({ storeId: f.x.storeId, bookOutFormId: cancelled.model!.id });
    expect(
      (await failure(staff().rejectBookOutForm({ storeId: f.x.storeId, bookOutFormId: cancelled.model!.id }))).message,
    ).toBe('this request was already confirmed');
    const closed = await staff().cancelBookOutForm({
      storeId: f.x.storeId,
      bookOutFormId: cancelled.model!.id,
      remark: 'Kitchen closed',
    });
    expect(closed.form).toMatchObject({ status: Status.CLOSED, closeReason: Reason.STORE_CANCEL });
  });

  it('takes an existing open booking of the same store, only once, and never another store’s', async () => {
    const form = await sendRequest(f, f.dinerB);
    const id = form.model!.id;
    const orderOf = async (who: typeof f.staffX, storeId: string, startSecond: number) =>
      (
        await who.client(StoreBookingOrderService).createStoreBookingOrder({
          storeId,
          diner: { lastName: 'Walk', firstName: 'In', phoneRegionCode: '86', phone: '13900139000' },
          reservationDate: f.date(5),
          adultCount: 2,
          reservationStartSecond: startSecond,
        })
      ).order!.model!.id;
    const ownOrder = await orderOf(f.staffX, f.x.storeId, hm(12));
    const otherStoreOrder = await orderOf(f.staffY, f.y.storeId, hm(12));

    expect(
      (await failure(staff().assignBookOutForm({ storeId: f.x.storeId, bookOutFormId: id, bookingOrderId: ownOrder })))
        .message,
    ).toBe('confirm the request before giving it a booking order');
    await staff().confirmBookOutForm({ storeId: f.x.storeId, bookOutFormId: id });
    expect(
      await failure(
        staff().assignBookOutForm({ storeId: f.x.storeId, bookOutFormId: id, bookingOrderId: otherStoreOrder }),
      ),
    ).toEqual({ code: 'PermissionDenied', message: 'this booking order belongs to another store' });
    const assigned = await staff().assignBookOutForm({
      storeId: f.x.storeId,
      bookOutFormId: id,
      bookingOrderId: ownOrder,
    });
    expect(assigned.form).toMatchObject({ status: Status.FINISHED, bookingOrderId: ownOrder });
    // The same answer again is harmless; a different order for a finished request is refused.
    await staff().assignBookOutForm({ storeId: f.x.storeId, bookOutFormId: id, bookingOrderId: ownOrder });
    const another = await orderOf(f.staffX, f.x.storeId, hm(13));
    expect(
      (await failure(staff().assignBookOutForm({ storeId: f.x.storeId, bookOutFormId: id, bookingOrderId: another })))
        .message,
    ).toBe('this request is already finished or closed');

    // An order already answering one request does not answer a second.
    const second = await sendRequest(f, f.dinerB);
    await staff().confirmBookOutForm({ storeId: f.x.storeId, bookOutFormId: second.model!.id });
    expect(
      (
        await failure(
          staff().assignBookOutForm({
            storeId: f.x.storeId,
            bookOutFormId: second.model!.id,
            bookingOrderId: ownOrder,
          }),
        )
      ).message,
    ).toBe('this booking order already answers another request');
  });

  it('stays waiting for its booking when the booking cannot be made (the table is taken): nothing is half written', async () => {
    const first = await sendRequest(f, f.dinerA, { preferredDate: f.date(6) });
    const second = await sendRequest(f, f.dinerB, { preferredDate: f.date(6) });
    for (const form of [first, second])
      await staff().confirmBookOutForm({ storeId: f.x.storeId, bookOutFormId: form.model!.id });
    const seat = { storeShiftId: f.x.dinnerId, reservationStartSecond: hm(19), storeTableItemIdList: f.x.items.ten };
    await staff().createBookOutFormOrder({ storeId: f.x.storeId, bookOutFormId: first.model!.id, ...seat });
    const refused = await failure(
      staff().createBookOutFormOrder({ storeId: f.x.storeId, bookOutFormId: second.model!.id, ...seat }),
    );
    expect(refused.code).toBe('Aborted');
    const after = await staff().getStoreBookOutForm({ storeId: f.x.storeId, bookOutFormId: second.model!.id });
    expect(after.form).toMatchObject({ status: Status.WAIT_ALLOCATE_BOOKING_ORDER_ID, bookingOrderId: '0' });
    const dinerOrders = await f.dinerB.client(DinerBookingOrderService).queryMyBookingOrders({});
    expect(dinerOrders.list.filter((o) => o.reservationDate === f.date(6))).toEqual([]);
  });
});

describe('a request with bad input', () => {
  it('is refused with the spec’s message when the diner, date, adults or time is missing, and nothing is written', async () => {
    const diner = f.dinerB.client(DinerBookOutFormService);
    const before = (await diner.queryMyBookOutForms({})).total;
    const create = (overrides: Record<string, unknown>) =>
      failure(diner.createBookOutForm({ fields: requestFor(f, overrides) }));
    const incomplete = { code: 'InvalidArgument', message: 'book-out form requires diner, date, adult count and time' };
    expect(await create({ diner: undefined })).toEqual(incomplete);
    expect(await create({ diner: { lastName: ' ', phone: '' } })).toEqual(incomplete);
    expect(await create({ preferredDate: '' })).toEqual(incomplete);
    expect(await create({ adultCount: 0 })).toEqual(incomplete);
    expect(await create({ storeShiftId: '0' })).toEqual(incomplete);

    expect((await create({ adultCount: 301 })).message).toBe(
      'a private dining party is 1 to 300 adults and at most 100 children',
    );
    expect((await create({ childCount: -1 })).message).toBe(
      'a private dining party is 1 to 300 adults and at most 100 children',
    );
    expect((await create({ budget: '100000001' })).message).toBe('the budget must be at most 1,000,000');
    expect((await create({ budget: '-1' })).message).toBe('the budget must be at most 1,000,000');
    expect((await create({ space: 0 })).message).toBe('choose a private room or the whole restaurant');
    expect((await create({ preferredDate: f.date(-1) })).message).toBe('the preferred date has passed, choose another');
    expect((await create({ preferredDate: '2026-02-30' })).message).toBe('invalid date');
    expect((await create({ storeShiftId: f.y.dinnerId })).message).toBe('shift does not exist');
    expect((await create({ diner: { lastName: 'Lin', phoneRegionCode: '86', phone: '12345' } })).message).toBe(
      'phone number error',
    );
    expect((await diner.queryMyBookOutForms({})).total).toBe(before);
  });
});
