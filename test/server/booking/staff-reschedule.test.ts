import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlotInventory_State as SlotState } from '@gen/booking/v1/availability_pb';
import { StoreAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { DepositPolicy_Mode, StoreBookingRuleService } from '@gen/booking/v1/booking_rule_pb';
import { BookingOrderLog_Type as LogType } from '@gen/booking/v1/booking_order_pb';
import { StoreBookingModifyService } from '@gen/booking/v1/store_booking_modify_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreDepositService } from '@gen/booking/v1/store_deposit_service_pb';
import { OfflinePaymentKind } from '@gen/payment/v1/payment_pb';
import { failure, hm, makeBookingFixture, makeTinyStore, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Staff move a booking to another date or time and change its party in one
// change: availability is checked as for a new booking, and a deposit that
// followed the store's policy (¥50 a person here) follows the new party:
// unpaid, the amount to pay changes; paid, the excess is refunded or the
// difference is left due for the final payment. A deposit typed by hand stays.
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  await f.merchantStaff.client(StoreBookingRuleService).replaceDepositPolicies({
    storeId: f.x.storeId,
    list: [{ mode: DepositPolicy_Mode.PER_PERSON, amount: '5000' }],
  });
}, 60_000);
afterAll(() => server.close());

const ref = (id: string) => ({ storeId: f.x.storeId, bookingOrderId: id });
const orders = () => f.staffX.client(StoreBookingOrderService);
const modify = () => f.staffX.client(StoreBookingModifyService);
let day = 3;

async function booked(adultCount: number, deposit: { policy: true } | { amount: string }, paid: boolean) {
  day++;
  const { order } = await orders().createStoreBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: 'Move' },
    reservationDate: f.date(day),
    adultCount,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(18),
    ...('policy' in deposit ? { useDepositPolicy: true } : { depositAmount: deposit.amount }),
  });
  const id = order!.model!.id;
  if (paid) {
    await f.staffX.client(StoreDepositService).payDepositOffline({ ...ref(id), offlineKind: OfflinePaymentKind.CASH });
  }
  return id;
}

const logTypes = async (id: string) => (await orders().queryBookingOrderLogs(ref(id))).list.map((l) => LogType[l.type]);

describe('staff change date, time and party', () => {
  it('moves to another date and time and a larger party at once, logged; the paid deposit leaves the difference due', async () => {
    const id = await booked(2, { policy: true }, true);
    const to = f.date(day + 20);
    const { order } = await modify().rescheduleBookingOrder({
      ...ref(id),
      reservationDate: to,
      reservationStartSecond: hm(19, 30),
      adultCount: 3,
      childCount: 1,
    });
    expect([order!.reservationDate, order!.reservationStartSecond, order!.adultCount, order!.childCount]).toEqual([
      to,
      hm(19, 30),
      3,
      1,
    ]);
    // ¥100 paid for two; four need ¥200: ¥100 is due, the paid money stays.
    expect([order!.depositAmount, order!.paidAmount, order!.netPaidAmount]).toEqual(['20000', '10000', '10000']);
    const types = await logTypes(id);
    expect(types).toEqual(expect.arrayContaining(['MODIFY_PAX', 'MODIFY_TABLE_ALLOCATION', 'DEPOSIT_MODIFY']));
  });

  it('a smaller party gets the excess of its paid deposit back in the same change', async () => {
    const id = await booked(4, { policy: true }, true);
    const { order } = await modify().rescheduleBookingOrder({ ...ref(id), adultCount: 2 });
    expect([order!.depositAmount, order!.refundAmount, order!.netPaidAmount]).toEqual(['10000', '10000', '10000']);
    expect(await logTypes(id)).toEqual(expect.arrayContaining(['MODIFY_PAX', 'DEPOSIT_MODIFY', 'DEPOSIT_REFUND']));
  });

  it('an unpaid deposit asks the new amount; a deposit typed by hand stays as typed', async () => {
    const unpaid = await booked(2, { policy: true }, false);
    const repriced = (await modify().rescheduleBookingOrder({ ...ref(unpaid), adultCount: 5 })).order!;
    expect(repriced.depositAmount).toBe('25000');
    const typed = await booked(2, { amount: '30000' }, true);
    const kept = (await modify().rescheduleBookingOrder({ ...ref(typed), adultCount: 5 })).order!;
    expect([kept.depositAmount, kept.netPaidAmount]).toEqual(['30000', '30000']);
  });

  it('is refused where a new booking would be, and nothing changes', async () => {
    const t = await makeTinyStore(server, f, 'Asia/Shanghai', [
      { name: 'Dinner', startSecond: hm(18), endSecond: hm(22) },
    ]);
    const date = f.date(7);
    const make = async (start: number) =>
      (
        await orders().createStoreBookingOrder({
          storeId: t.storeId,
          diner: { lastName: 'Tiny' },
          reservationDate: date,
          adultCount: 2,
          storeShiftId: t.shiftIds[0],
          reservationStartSecond: start,
        })
      ).order!.model!.id;
    await make(hm(18));
    const later = await make(hm(20));
    const tinyRef = { storeId: t.storeId, bookingOrderId: later };
    expect(await failure(modify().rescheduleBookingOrder({ ...tinyRef, reservationStartSecond: hm(18) }))).toEqual({
      code: 'Aborted',
      message: 'Booking is full, please select again',
    });
    // Too many people: the answer a new booking of that size gets.
    const asCreate = await failure(
      orders().createStoreBookingOrder({
        storeId: t.storeId,
        diner: { lastName: 'Tiny' },
        reservationDate: date,
        adultCount: 400,
        storeShiftId: t.shiftIds[0],
        reservationStartSecond: hm(20),
      }),
    );
    expect(await failure(modify().rescheduleBookingOrder({ ...tinyRef, adultCount: 400 }))).toEqual(asCreate);
    const { order } = await orders().getStoreBookingOrder(tinyRef);
    expect([order!.reservationStartSecond, order!.adultCount]).toEqual([hm(20), 2]);
  });

  it('shows the booking’s own time as free when it is the one being moved, and others’ times as taken', async () => {
    const t = await makeTinyStore(server, f, 'Asia/Shanghai', [
      { name: 'Dinner', startSecond: hm(18), endSecond: hm(22) },
    ]);
    const date = f.date(8);
    const make = async (start: number) =>
      (
        await orders().createStoreBookingOrder({
          storeId: t.storeId,
          diner: { lastName: 'Own' },
          reservationDate: date,
          adultCount: 2,
          storeShiftId: t.shiftIds[0],
          reservationStartSecond: start,
        })
      ).order!.model!.id;
    await make(hm(18));
    const moving = await make(hm(20));
    const states = async (exclude?: string) => {
      const { list } = await f.staffX.client(StoreAvailabilityService).queryStoreBookingInventory({
        storeId: t.storeId,
        reservationDate: date,
        peopleCount: 2,
        excludeBookingOrderId: exclude,
      });
      const slots = list[0].slotList;
      const at = (s: number) => SlotState[slots.find((x) => x.startSecond === s)!.state];
      return [at(hm(18)), at(hm(20))];
    };
    // For a new booking the one table is taken at both times.
    expect(await states()).toEqual(['TAKEN', 'TAKEN']);
    // Moving the 20:00 booking: its own time is free to keep or shift, 18:00 is still someone else's.
    expect(await states(moving)).toEqual(['TAKEN', 'AVAILABLE']);
    await modify().rescheduleBookingOrder({
      storeId: t.storeId,
      bookingOrderId: moving,
      reservationStartSecond: hm(20, 30),
    });
    const { order } = await orders().getStoreBookingOrder({ storeId: t.storeId, bookingOrderId: moving });
    expect(order!.reservationStartSecond).toBe(hm(20, 30));
  });
});
