import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminStaffService } from '@gen/identity/v1/admin_staff_service_pb';
import { MerchantStaffService } from '@gen/identity/v1/merchant_staff_service_pb';
import { StaffRole } from '@gen/identity/v1/staff_pb';
import { StaffStandingService } from '@gen/identity/v1/staff_standing_service_pb';
import { StoreSettingService } from '@gen/store/v1/store_setting_service_pb';
import { refusal } from '../../helpers/identity';
import { addStaff, createMerchant, createStore, makeAdmin } from '../../helpers/org-fixtures';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let jade = '';
let crab = '';
let bund = '';
let central = '';
let causeway = '';
const people: Record<string, { userId: string; sessionKey: string }> = {};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  jade = await createMerchant(db, 'Jade Garden');
  crab = await createMerchant(db, 'Golden Crab');
  bund = await createStore(db, jade, 'Jade · Bund');
  central = await createStore(db, jade, 'Jade · Central');
  causeway = await createStore(db, crab, 'Crab · Causeway');
  const phones: Record<string, string> = {
    admin: '13900450001',
    jadeManager: '13900450002',
    bundWaiter: '13900450003',
    crabManager: '13900450004',
    diner: '13900450005',
  };
  for (const [name, phone] of Object.entries(phones)) {
    people[name] = await server.createUserSession({ nickname: name, phone });
  }
  await makeAdmin(db, people.admin.userId);
  await addStaff(db, people.jadeManager.userId, jade, null, 'MANAGER');
  await addStaff(db, people.bundWaiter.userId, jade, bund, 'STAFF');
  await addStaff(db, people.crabManager.userId, crab, null, 'MANAGER');
});
afterAll(() => server.close());

const as = <S extends Parameters<TestServer['client']>[0]>(service: S, who: string) =>
  server.client(service, { sessionKey: people[who].sessionKey });
const admin = () => as(AdminStaffService, 'admin');
const storesOf = async (who: string) =>
  (await as(StaffStandingService, who).getMyStaffStanding({})).merchantList.find((m) => m.merchantId === jade);

describe('an administrator lists and sets a merchant’s staff', () => {
  it('lists people with their role and stores, and finds them by phone or name', async () => {
    const { list } = await admin().listStaffAccess({ merchantId: jade });
    expect(list.map((p) => [p.user?.nickname, p.role, p.wholeMerchant, p.storeIdList])).toEqual([
      ['jadeManager', StaffRole.MANAGER, true, []],
      ['bundWaiter', StaffRole.STAFF, false, [bund]],
    ]);
    expect(
      (await admin().listStaffAccess({ merchantId: jade, keyword: '0450003' })).list.map((p) => p.user?.nickname),
    ).toEqual(['bundWaiter']);
    expect(
      (await admin().listStaffAccess({ merchantId: jade, keyword: 'JADEman' })).list.map((p) => p.user?.nickname),
    ).toEqual(['jadeManager']);
    expect((await admin().listStaffAccess({ merchantId: jade, keyword: '%' })).list).toEqual([]);
    expect((await refusal(admin().listStaffAccess({ merchantId: '999999' }))).message).toBe('merchant does not exist');
  });

  it('adds a new phone to two stores, and the person may then act for exactly those', async () => {
    const { access } = await admin().setStaffAccess({
      merchantId: jade,
      phoneRegionCode: '86',
      phone: '139 0045 0099',
      role: StaffRole.STAFF,
      storeIdList: [bund, central],
    });
    expect(access).toMatchObject({ role: StaffRole.STAFF, wholeMerchant: false, storeIdList: [bund, central] });
    expect(access?.user?.phone).toBe('13900450099');
    // An existing user narrowed to one store loses the other on their very next call.
    await admin().setStaffAccess({
      merchantId: jade,
      phoneRegionCode: '86',
      phone: '13900450005',
      role: StaffRole.STAFF,
      storeIdList: [central],
    });
    expect((await storesOf('diner'))?.storeIdList).toEqual([central]);
    await as(StoreSettingService, 'diner').getStore({ storeId: central });
    await admin().setStaffAccess({
      merchantId: jade,
      phoneRegionCode: '86',
      phone: '13900450005',
      role: StaffRole.MANAGER,
      storeIdList: [bund],
    });
    expect(await storesOf('diner')).toMatchObject({ role: StaffRole.MANAGER, storeIdList: [bund] });
    expect((await refusal(as(StoreSettingService, 'diner').getStore({ storeId: central }))).message).toBe(
      'no store permission',
    );
    await admin().removeStaffAccess({ merchantId: jade, userId: people.diner.userId });
    expect(await storesOf('diner')).toBeUndefined();
    expect((await refusal(as(StoreSettingService, 'diner').getStore({ storeId: bund }))).code).toBe(
      'permission_denied',
    );
  });

  it('refuses a store of another merchant, an unknown role and no stores, changing nothing', async () => {
    const set = (over: Record<string, unknown>) =>
      refusal(
        admin().setStaffAccess({
          merchantId: jade,
          phoneRegionCode: '86',
          phone: '13900450003',
          role: StaffRole.MANAGER,
          storeIdList: [bund],
          ...over,
        }),
      );
    expect(await set({ storeIdList: [bund, causeway] })).toMatchObject({
      code: 'invalid_argument',
      message: 'the store does not belong to this merchant',
    });
    expect((await set({ role: StaffRole.STAFF_ROLE_UNSPECIFIED })).message).toBe('unknown staff role');
    expect((await set({ role: 7 as StaffRole })).message).toBe('unknown staff role');
    expect((await set({ storeIdList: [] })).message).toBe('choose the whole merchant or at least one store');
    expect(await storesOf('bundWaiter')).toMatchObject({ role: StaffRole.STAFF, storeIdList: [bund] });
    // The merchant's own staff screen refuses it too, rather than taking it for STAFF.
    const own = as(MerchantStaffService, 'jadeManager');
    const odd = { merchantId: jade, phoneRegionCode: '86', phone: '13900450066', role: 7 as StaffRole };
    expect((await refusal(own.addMerchantStaff(odd))).message).toBe('unknown staff role');
  });

  it('never leaves a merchant without a merchant-wide manager', async () => {
    // Merchant-wide managers are the only staff who can change the merchant's
    // staff and settings; without one, only the platform could.
    const last = { merchantId: crab, phoneRegionCode: '86', phone: '13900450004' };
    expect(
      await refusal(admin().removeStaffAccess({ merchantId: crab, userId: people.crabManager.userId })),
    ).toMatchObject({
      code: 'failed_precondition',
      message: 'a merchant must keep at least one merchant-wide manager',
    });
    expect(
      (await refusal(admin().setStaffAccess({ ...last, role: StaffRole.STAFF, wholeMerchant: true }))).message,
    ).toBe('a merchant must keep at least one merchant-wide manager');
    expect(
      (await refusal(admin().setStaffAccess({ ...last, role: StaffRole.MANAGER, storeIdList: [causeway] }))).message,
    ).toBe('a merchant must keep at least one merchant-wide manager');
    expect((await admin().listStaffAccess({ merchantId: crab })).list).toMatchObject([
      { role: StaffRole.MANAGER, wholeMerchant: true },
    ]);
    // With a second one added, the first may go.
    await admin().setStaffAccess({ ...last, phone: '13900450098', role: StaffRole.MANAGER, wholeMerchant: true });
    await admin().removeStaffAccess({ merchantId: crab, userId: people.crabManager.userId });
    expect((await admin().listStaffAccess({ merchantId: crab })).list.map((p) => p.user?.phone)).toEqual([
      '13900450098',
    ]);
    expect(
      (await refusal(admin().removeStaffAccess({ merchantId: crab, userId: people.crabManager.userId }))).message,
    ).toBe('staff member does not exist');
  });

  it('is refused to staff, even merchant-wide managers, and to diners', async () => {
    for (const who of ['jadeManager', 'bundWaiter', 'diner']) {
      const client = as(AdminStaffService, who);
      // Each call starts only when awaited: a refusal nobody awaits yet is an unhandled rejection.
      for (const call of [
        () => client.listStaffAccess({ merchantId: jade }),
        () =>
          client.setStaffAccess({
            merchantId: jade,
            phoneRegionCode: '86',
            phone: '13900450077',
            role: StaffRole.MANAGER,
            wholeMerchant: true,
          }),
        () => client.removeStaffAccess({ merchantId: jade, userId: people.bundWaiter.userId }),
      ]) {
        expect(await refusal(call())).toMatchObject({ code: 'permission_denied', message: 'administrators only' });
      }
    }
    expect(await storesOf('bundWaiter')).toMatchObject({ storeIdList: [bund] });
  });
});
