import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrderLog_Type as LogType } from '@gen/booking/v1/booking_order_pb';
import { OperatorType } from '@gen/common/v1/enums_pb';
import { StoreBookingModifyService } from '@gen/booking/v1/store_booking_modify_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreDepositService } from '@gen/booking/v1/store_deposit_service_pb';
import { MerchantStaffService } from '@gen/identity/v1/merchant_staff_service_pb';
import { StaffRole } from '@gen/identity/v1/staff_pb';
import { StoreStaffService } from '@gen/identity/v1/store_staff_service_pb';
import { OfflinePaymentKind } from '@gen/payment/v1/payment_pb';
import { DepositPolicy_Mode, StoreBookingRuleService } from '@gen/booking/v1/booking_rule_pb';
import { StoreBusinessConfigService } from '@gen/store/v1/store_setting_service_pb';
import { hm, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// The order log names who acted: staff by the name the store wrote for them
// (the product's name rule: 陈美玲, John Smith), the guest by the name on the
// booking, and "system" only for what no person did (a lapsed deposit hold).
let server: TestServer;
let f: BookingFixture;
const phoneOf = async (who: Caller) =>
  (
    await server.database.db
      .selectFrom('app_user')
      .select('phone')
      .where('id', '=', who.userId)
      .executeTakeFirstOrThrow()
  ).phone;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  await f.staffX.client(StoreStaffService).addStoreStaff({
    storeId: f.x.storeId,
    phoneRegionCode: '86',
    phone: await phoneOf(f.staffX),
    role: StaffRole.MANAGER,
    lastName: '陈',
    firstName: '美玲',
  });
  await f.merchantStaff.client(MerchantStaffService).addMerchantStaff({
    merchantId: f.merchantId,
    phoneRegionCode: '86',
    phone: await phoneOf(f.merchantStaff),
    role: StaffRole.MANAGER,
    lastName: 'Smith',
    firstName: 'John',
  });
  await f.staffX
    .client(StoreBusinessConfigService)
    .updateStoreBusinessConfig({ storeId: f.x.storeId, config: { depositExpiryMinute: 30 } });
}, 180_000);
afterAll(() => server.close());

let day = 1;
const ref = (id: string) => ({ storeId: f.x.storeId, bookingOrderId: id });
async function phoneBooking(by: Caller, depositAmount = '0') {
  const { order } = await by.client(StoreBookingOrderService).createStoreBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: '王', firstName: '芳', phoneRegionCode: '86', phone: '13712345678' },
    reservationDate: f.date(++day),
    adultCount: 2,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(18),
    depositAmount,
  });
  return order!.model!.id;
}
const actors = async (id: string) =>
  (await f.staffX.client(StoreBookingOrderService).queryBookingOrderLogs(ref(id))).list.map((l) => [
    LogType[l.type],
    OperatorType[l.operatorType],
    l.operatorName,
  ]);

describe('who the order log names', () => {
  it('the store staff member and the merchant staff member by the names the store wrote', async () => {
    const id = await phoneBooking(f.staffX);
    await f.merchantStaff.client(StoreBookingModifyService).modifyStoreRemark({ ...ref(id), storeRemark: '靠窗' });
    expect(await actors(id)).toEqual([
      ['CREATE', 'STORE', '陈美玲'],
      ['MODIFY_STORE_REMARK', 'MERCHANT', 'John Smith'],
    ]);
  });

  it('the confirmation that follows cash taken at the counter is the staff member’s, not the system’s', async () => {
    const id = await phoneBooking(f.staffX, '20000');
    await f.staffX.client(StoreDepositService).payDepositOffline({ ...ref(id), offlineKind: OfflinePaymentKind.CASH });
    const log = await actors(id);
    expect(log.filter(([, kind]) => kind === 'SYSTEM')).toEqual([]);
    expect(log.find(([type]) => type === 'STORE_CONFIRM')).toEqual(['STORE_CONFIRM', 'STORE', '陈美玲']);
  });

  it('a lapsed deposit hold is the system’s, named by no one', async () => {
    const id = await phoneBooking(f.staffX, '20000');
    await server.services.jobs.runDue(new Date(Date.now() + 31 * 60_000));
    expect((await actors(id)).at(-1)).toEqual(['CLOSE', 'SYSTEM', '']);
  });
});

// What the server does itself it logs as codes (what a revert undid, why a
// deposit moved, why an order closed) for the reader's app to put in words:
// never a sentence of ours in English on a Chinese page.
describe('the server’s own log notes', () => {
  const entries = async (id: string) =>
    (await f.staffX.client(StoreBookingOrderService).queryBookingOrderLogs(ref(id))).list.map((l) => ({
      type: LogType[l.type],
      after: JSON.parse(l.afterJson) as Record<string, unknown>,
      remark: l.remark,
    }));

  it('a revert names the entry type it undid; a deposit following a changed party says why; a lapse says nothing more', async () => {
    const id = await phoneBooking(f.staffX);
    const modify = f.staffX.client(StoreBookingModifyService);
    await modify.modifyStoreRemark({ ...ref(id), storeRemark: '靠窗' });
    const remarkEntry = (await f.staffX.client(StoreBookingOrderService).queryBookingOrderLogs(ref(id))).list.at(-1)!;
    await f.staffX
      .client(StoreBookingOrderService)
      .revertBookingOrderLog({ ...ref(id), bookingOrderLogId: remarkEntry.id });
    expect((await entries(id)).at(-1)).toEqual({
      type: 'REVERT',
      after: { storeRemark: '', revertedType: 'MODIFY_STORE_REMARK' },
      remark: '',
    });

    await f.staffX.client(StoreBookingRuleService).replaceDepositPolicies({
      storeId: f.x.storeId,
      list: [{ mode: DepositPolicy_Mode.PER_PERSON, amount: '5000' }],
    });
    const { order } = await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'Policy' },
      reservationDate: f.date(++day),
      adultCount: 2,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(18),
      useDepositPolicy: true,
    });
    const policyId = order!.model!.id;
    await modify.rescheduleBookingOrder({ ...ref(policyId), adultCount: 3 });
    const moved = (await entries(policyId)).find((e) => e.type === 'DEPOSIT_MODIFY')!;
    expect(moved).toEqual({
      type: 'DEPOSIT_MODIFY',
      after: { depositAmount: '15000', cause: 'BOOKING_CHANGED' },
      remark: '',
    });

    await server.services.jobs.runDue(new Date(Date.now() + 31 * 60_000));
    const closed = (await entries(policyId)).at(-1)!;
    expect(closed).toEqual({
      type: 'CLOSE',
      after: { status: 'CLOSED', closeReason: 'DEPOSIT_PAYMENT_FAIL' },
      remark: '',
    });
    await f.staffX.client(StoreBookingRuleService).replaceDepositPolicies({ storeId: f.x.storeId, list: [] });
  });
});
