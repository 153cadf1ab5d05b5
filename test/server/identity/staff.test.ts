import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorType } from '@gen/common/v1/enums_pb';
import { AdminMerchantService } from '@gen/identity/v1/admin_merchant_service_pb';
import { AdministratorService } from '@gen/identity/v1/administrator_service_pb';
import { IdentityProviderType } from '@gen/identity/v1/identity_provider_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import { MerchantStaffService } from '@gen/identity/v1/merchant_staff_service_pb';
import { OperatorInfoService } from '@gen/identity/v1/operator_info_service_pb';
import { StaffRole } from '@gen/identity/v1/staff_pb';
import { StaffStandingService } from '@gen/identity/v1/staff_standing_service_pb';
import { StoreStaffService } from '@gen/identity/v1/store_staff_service_pb';
import { MINI_PROGRAM, outboxCode, refusal } from '../../helpers/identity';
import { addStaff, createMerchant, createStore, makeAdmin } from '../../helpers/org-fixtures';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let merchant = '';
let otherMerchant = '';
let storeX = '';
let storeY = '';
let storeZ = '';
const people: Record<string, { userId: string; sessionKey: string }> = {};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  merchant = await createMerchant(db, 'Jade Garden');
  otherMerchant = await createMerchant(db, 'Golden Crab');
  storeX = await createStore(db, merchant, 'Jade · Bund');
  storeY = await createStore(db, merchant, 'Jade · Central');
  storeZ = await createStore(db, otherMerchant, 'Crab · Causeway');
  for (const name of ['manager', 'storeManagerX', 'waiterX', 'diner', 'admin']) {
    people[name] = await server.createUserSession({ nickname: name });
  }
  await addStaff(db, people.manager.userId, merchant, null, 'MANAGER');
  await addStaff(db, people.storeManagerX.userId, merchant, storeX, 'MANAGER');
  await addStaff(db, people.waiterX.userId, merchant, storeX, 'STAFF');
  await makeAdmin(db, people.admin.userId);
});
afterAll(() => server.close());

const as = <S extends Parameters<TestServer['client']>[0]>(service: S, who: string) =>
  server.client(service, { sessionKey: people[who].sessionKey });

describe('staff standing (the "jump to merchant tools" detection)', () => {
  it('tells a merchant manager every store of the merchant', async () => {
    const standing = await as(StaffStandingService, 'manager').getMyStaffStanding({});
    expect(standing).toMatchObject({ isAdmin: false, isStaff: true, storeIdList: [storeX, storeY] });
    expect(standing.merchantList).toEqual([
      expect.objectContaining({
        merchantId: merchant,
        merchantName: 'Jade Garden',
        wholeMerchant: true,
        role: StaffRole.MANAGER,
        storeIdList: [storeX, storeY],
      }),
    ]);
  });

  it('tells store staff only their store, and a diner nothing', async () => {
    const waiter = await as(StaffStandingService, 'waiterX').getMyStaffStanding({});
    expect(waiter.merchantList[0]).toMatchObject({
      wholeMerchant: false,
      role: StaffRole.STAFF,
      storeIdList: [storeX],
    });
    const diner = await as(StaffStandingService, 'diner').getMyStaffStanding({});
    expect(diner).toMatchObject({ isAdmin: false, isStaff: false, merchantList: [], storeIdList: [] });
    const admin = await as(StaffStandingService, 'admin').getMyStaffStanding({});
    expect(admin).toMatchObject({ isAdmin: true, isStaff: false });
  });

  it('covers a store the merchant opens later, for merchant-wide staff', async () => {
    const later = await createStore(server.database.db, merchant, 'Jade · New');
    expect((await as(StaffStandingService, 'manager').getMyStaffStanding({})).storeIdList).toContain(later);
    expect((await as(StaffStandingService, 'storeManagerX').getMyStaffStanding({})).storeIdList).not.toContain(later);
  });
});

describe('FulfillOperatorInfo', () => {
  it('names users, stores and merchants by operator key, never with a phone', async () => {
    const { operatorInfoMap } = await as(OperatorInfoService, 'diner').fulfillOperatorInfo({
      operatorList: [
        { type: OperatorType.USER, id: people.manager.userId },
        { key: `STORE:${storeX}` },
        { type: OperatorType.MERCHANT, id: merchant },
        { key: 'ADMIN' },
        { key: 'USER:999999' },
        { key: 'NOT A KEY' },
      ],
    });
    expect(Object.keys(operatorInfoMap).sort()).toEqual(
      ['ADMIN', `MERCHANT:${merchant}`, `STORE:${storeX}`, `USER:${people.manager.userId}`].sort(),
    );
    expect(operatorInfoMap[`USER:${people.manager.userId}`]).toMatchObject({ name: 'manager' });
    expect(operatorInfoMap[`STORE:${storeX}`]).toMatchObject({ name: 'Jade · Bund' });
    expect(operatorInfoMap[`MERCHANT:${merchant}`].operator).toMatchObject({
      type: OperatorType.MERCHANT,
      id: merchant,
    });
    expect(JSON.stringify(operatorInfoMap)).not.toMatch(/139\d{8}/);
  });

  it('takes at most 100 operators', async () => {
    const operatorList = Array.from({ length: 101 }, (_, i) => ({ key: `USER:${i + 1}` }));
    expect((await refusal(as(OperatorInfoService, 'diner').fulfillOperatorInfo({ operatorList }))).message).toBe(
      'too many operators in one request',
    );
  });
});

describe('store staff', () => {
  it('lets a store manager add staff by phone; the new person logs in by SMS and is staff', async () => {
    const added = await as(StoreStaffService, 'storeManagerX').addStoreStaff({
      storeId: storeX,
      phoneRegionCode: '86',
      phone: '13200000001',
      role: StaffRole.STAFF,
    });
    expect(added.staffMember).toMatchObject({ merchantId: merchant, storeId: storeX, role: StaffRole.STAFF });
    expect(added.staffMember?.user).toMatchObject({ phone: '13200000001', phoneVerified: false });

    const login = server.client(LoginService, MINI_PROGRAM);
    await login.sendVerificationCode({ phoneRegionCode: '86', phone: '13200000001' });
    const { sessionKey } = await login.login({
      providerType: IdentityProviderType.SMS,
      providerRequest: {
        phoneRegionCode: '86',
        phone: '13200000001',
        verificationCode: outboxCode(server, '13200000001'),
      },
    });
    const standing = await server.client(StaffStandingService, { sessionKey }).getMyStaffStanding({});
    expect(standing.storeIdList).toEqual([storeX]);
  });

  it('changes the role when the person is already staff there', async () => {
    const first = await as(StoreStaffService, 'manager').addStoreStaff({
      storeId: storeY,
      phoneRegionCode: '86',
      phone: '13200000002',
      role: StaffRole.STAFF,
    });
    const second = await as(StoreStaffService, 'manager').addStoreStaff({
      storeId: storeY,
      phoneRegionCode: '86',
      phone: '13200000002',
      role: StaffRole.MANAGER,
    });
    expect(second.staffMember?.id).toBe(first.staffMember?.id);
    expect(second.staffMember?.role).toBe(StaffRole.MANAGER);
  });

  it("lists the store's own staff and the merchant-wide staff who serve it", async () => {
    const { list } = await as(StoreStaffService, 'waiterX').listStoreStaff({ storeId: storeX });
    const names = list.map((m) => m.user?.nickname);
    expect(names).toEqual(expect.arrayContaining(['manager', 'storeManagerX', 'waiterX']));
    expect(list.find((m) => m.user?.nickname === 'manager')?.storeId).toBe('0');
  });

  it('lets only managers change staff', async () => {
    expect(
      await refusal(
        as(StoreStaffService, 'waiterX').addStoreStaff({
          storeId: storeX,
          phoneRegionCode: '86',
          phone: '13200000003',
          role: StaffRole.STAFF,
        }),
      ),
    ).toMatchObject({ code: 'permission_denied', message: 'only managers can change staff' });
  });

  it('removes a member of the store, but never oneself, nor a member of another store', async () => {
    const added = await as(StoreStaffService, 'storeManagerX').addStoreStaff({
      storeId: storeX,
      phoneRegionCode: '86',
      phone: '13200000004',
      role: StaffRole.STAFF,
    });
    const self = (await as(StoreStaffService, 'storeManagerX').listStoreStaff({ storeId: storeX })).list.find(
      (m) => m.user?.nickname === 'storeManagerX',
    )!;
    expect(
      await refusal(
        as(StoreStaffService, 'storeManagerX').removeStoreStaff({ storeId: storeX, staffMemberId: self.id }),
      ),
    ).toMatchObject({
      code: 'failed_precondition',
      message: 'you cannot remove yourself',
    });
    expect(
      (
        await refusal(
          as(StoreStaffService, 'manager').removeStoreStaff({ storeId: storeY, staffMemberId: added.staffMember!.id }),
        )
      ).message,
    ).toBe('staff member does not exist');
    await as(StoreStaffService, 'storeManagerX').removeStoreStaff({
      storeId: storeX,
      staffMemberId: added.staffMember!.id,
    });
    const after = (await as(StoreStaffService, 'storeManagerX').listStoreStaff({ storeId: storeX })).list;
    expect(after.some((m) => m.id === added.staffMember!.id)).toBe(false);
  });
});

describe('merchant staff', () => {
  it('lets a merchant-wide manager add merchant-wide staff, who then reach every store', async () => {
    const added = await as(MerchantStaffService, 'manager').addMerchantStaff({
      merchantId: merchant,
      phoneRegionCode: '852',
      phone: '61230001',
      role: StaffRole.STAFF,
    });
    expect(added.staffMember).toMatchObject({ storeId: '0', role: StaffRole.STAFF });
    const { list } = await as(MerchantStaffService, 'manager').listMerchantStaff({ merchantId: merchant });
    expect(list.some((m) => m.user?.phone === '61230001')).toBe(true);
    expect(list.every((m) => m.merchantId === merchant)).toBe(true);
  });

  it('refuses store staff and other merchants', async () => {
    expect(
      await refusal(as(MerchantStaffService, 'storeManagerX').listMerchantStaff({ merchantId: merchant })),
    ).toMatchObject({
      code: 'permission_denied',
      message: 'no merchant permission',
    });
    expect(
      (await refusal(as(MerchantStaffService, 'manager').listMerchantStaff({ merchantId: otherMerchant }))).message,
    ).toBe('no merchant permission');
    expect(
      (await refusal(as(MerchantStaffService, 'manager').listMerchantStaff({ merchantId: '999999' }))).message,
    ).toBe('merchant does not exist');
  });

  it('lets an administrator manage any merchant', async () => {
    const added = await as(MerchantStaffService, 'admin').addMerchantStaff({
      merchantId: otherMerchant,
      phoneRegionCode: '86',
      phone: '13200000005',
      role: StaffRole.MANAGER,
    });
    await as(MerchantStaffService, 'admin').removeMerchantStaff({
      merchantId: otherMerchant,
      staffMemberId: added.staffMember!.id,
    });
    expect(
      (await as(MerchantStaffService, 'admin').listMerchantStaff({ merchantId: otherMerchant })).list,
    ).toHaveLength(0);
    expect(storeZ).not.toBe('');
  });
});

describe('administrators and merchants', () => {
  it('adds and removes administrators by phone, but not oneself', async () => {
    const admins = as(AdministratorService, 'admin');
    const added = await admins.addAdministrator({ phoneRegionCode: '86', phone: '13200000006' });
    expect(added.administrator?.user?.phone).toBe('13200000006');
    expect((await admins.listAdministrators({})).list.map((a) => a.user?.phone)).toContain('13200000006');
    await admins.removeAdministrator({ userId: added.administrator!.user!.model!.id });
    expect((await admins.listAdministrators({})).list.map((a) => a.user?.phone)).not.toContain('13200000006');
    expect(await refusal(admins.removeAdministrator({ userId: people.admin.userId }))).toMatchObject({
      code: 'failed_precondition',
      message: 'you cannot remove yourself',
    });
    expect((await refusal(admins.removeAdministrator({ userId: '999999' }))).message).toBe(
      'administrator does not exist',
    );
  });

  it('creates merchants with a unique short key, and lists them by page', async () => {
    const merchants = as(AdminMerchantService, 'admin');
    const created = await merchants.createMerchant({ name: 'Peking Duck House', shortKey: 'Peking-Duck' });
    expect(created.merchant).toMatchObject({ name: 'Peking Duck House', shortKey: 'peking-duck' });
    expect(await refusal(merchants.createMerchant({ name: 'Copy', shortKey: 'peking-duck' }))).toMatchObject({
      code: 'aborted',
      message: 'short key already exists',
    });
    expect((await refusal(merchants.createMerchant({ name: 'Bad', shortKey: 'no spaces' }))).message).toBe(
      'short key must be 2 to 32 lower-case letters, digits or hyphens',
    );
    const page = await merchants.listMerchants({ query: { limit: 2, offset: 0, shouldReturnTotal: true } });
    expect(page.list).toHaveLength(2);
    expect(page.total).toBe(3);
  });
});
