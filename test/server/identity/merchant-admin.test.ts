import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMerchantService } from '@gen/identity/v1/admin_merchant_service_pb';
import { StaffStandingService } from '@gen/identity/v1/staff_standing_service_pb';
import { ShortLinkService } from '@gen/platform/v1/short_link_pb';
import { StoreService } from '@gen/store/v1/store_query_service_pb';
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
  for (const name of ['admin', 'jadeManager', 'bundWaiter', 'crabManager', 'diner']) {
    people[name] = await server.createUserSession({ nickname: name });
  }
  await makeAdmin(db, people.admin.userId);
  await addStaff(db, people.jadeManager.userId, jade, null, 'MANAGER');
  await addStaff(db, people.bundWaiter.userId, jade, bund, 'STAFF');
  await addStaff(db, people.crabManager.userId, crab, null, 'MANAGER');
});
afterAll(() => server.close());

const as = <S extends Parameters<TestServer['client']>[0]>(service: S, who: string) =>
  server.client(service, { sessionKey: people[who].sessionKey });
const dinerStoreIds = async () =>
  (await server.client(StoreService).queryStores({ query: { limit: 100 } })).list.map((s) => s.model?.id);

describe('administrators edit merchants', () => {
  it('renames a merchant and changes its short key under the creation rules', async () => {
    const merchants = as(AdminMerchantService, 'admin');
    const { merchant } = await merchants.updateMerchant({
      id: crab,
      name: ' Golden Crab HK ',
      shortKey: 'Golden-Crab',
    });
    expect(merchant).toMatchObject({ name: 'Golden Crab HK', shortKey: 'golden-crab', disabled: false });
    expect((await merchants.listMerchants({})).list.find((m) => m.model?.id === crab)?.name).toBe('Golden Crab HK');
    await merchants.createMerchant({ name: 'Peking Duck', shortKey: 'peking-duck' });
    expect(await refusal(merchants.updateMerchant({ id: crab, name: 'x', shortKey: 'peking-duck' }))).toMatchObject({
      code: 'aborted',
      message: 'short key already exists',
    });
    expect((await refusal(merchants.updateMerchant({ id: crab, name: 'x', shortKey: 'no spaces' }))).message).toBe(
      'short key must be 2 to 32 lower-case letters, digits or hyphens',
    );
    expect((await refusal(merchants.updateMerchant({ id: crab, name: '   ', shortKey: 'crab' }))).message).toBe(
      'name is required',
    );
    expect(await refusal(merchants.updateMerchant({ id: '999999', name: 'x', shortKey: 'nobody' }))).toMatchObject({
      code: 'not_found',
      message: 'merchant does not exist',
    });
  });

  it('lists a merchant’s stores, disabled ones included', async () => {
    const merchants = as(AdminMerchantService, 'admin');
    const { list } = await merchants.listMerchantStores({ merchantId: jade });
    expect(list.map((s) => [s.id, s.name, s.disabled])).toEqual([
      [bund, 'Jade · Bund', false],
      [central, 'Jade · Central', false],
    ]);
    expect((await refusal(merchants.listMerchantStores({ merchantId: '999999' }))).message).toBe(
      'merchant does not exist',
    );
  });
});

describe('administrators find merchants', () => {
  it('by a part of the name or short key in any case, a % or _ typed matching only itself', async () => {
    const merchants = as(AdminMerchantService, 'admin');
    const names = async (keyword: string) =>
      (await merchants.listMerchants({ keyword, query: { shouldReturnTotal: true } })).list.map((m) => m.name);
    expect(await names(' jade ')).toEqual(['Jade Garden']);
    // Only Crab's short key (golden-crab, renamed above) has the hyphen; its name has none.
    expect(await names('GOLDEN-')).toEqual(['Golden Crab HK']);
    expect(await names('%')).toEqual([]);
    expect((await merchants.listMerchants({ keyword: 'jade', query: { shouldReturnTotal: true } })).total).toBe(1);
    expect((await names('')).length).toBeGreaterThanOrEqual(3);
  });
});

describe('administrators open stores', () => {
  it('adds a store to a merchant in its time zone and currency, which diners find at once', async () => {
    const merchants = as(AdminMerchantService, 'admin');
    const { store } = await merchants.createMerchantStore({
      merchantId: jade,
      name: ' Jade · Taipa ',
      intlName: { zhHans: ' 翡翠 · 氹仔 ', zhHant: '翡翠 · 氹仔', en: '' },
      city: 'Macau',
      address: ' 88 Rua de Cunha ',
      timezone: 'Asia/Macau',
      currency: 'MOP',
    });
    expect(store).toMatchObject({ merchantId: jade, name: 'Jade · Taipa', city: 'Macau', disabled: false });
    const row = await server.database.db
      .selectFrom('store')
      .select(['timezone', 'currency'])
      .where('id', '=', store!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ timezone: 'Asia/Macau', currency: 'MOP' });
    // Its names and address as the store's own profile shows them (English left blank reads as the name).
    const made = (await as(StoreSettingService, 'jadeManager').getStore({ storeId: store!.id })).store!;
    expect(made.intlInfo?.name).toMatchObject({ zhHans: '翡翠 · 氹仔', zhHant: '翡翠 · 氹仔', en: '' });
    expect(made.profile?.address).toBe('88 Rua de Cunha');
    expect(await dinerStoreIds()).toContain(store!.id);
    // The merchant's managers serve every store of it: the new one is theirs to set up.
    expect((await as(StaffStandingService, 'jadeManager').getMyStaffStanding({})).storeIdList).toContain(store!.id);
    expect((await merchants.listMerchantStores({ merchantId: jade })).list.map((s) => s.name)).toContain(
      'Jade · Taipa',
    );
  });

  it('refuses a zone that is none, a currency the platform does not take, or no such merchant, adding nothing', async () => {
    const merchants = as(AdminMerchantService, 'admin');
    const base = { merchantId: crab, name: 'Crab · Taipa', timezone: 'Asia/Macau', currency: 'MOP' };
    for (const [change, message] of [
      [{ timezone: 'Mars/Olympus' }, 'invalid time zone'],
      [{ currency: 'USD' }, 'the currency must be CNY, HKD or MOP'],
      [{ merchantId: '999999' }, 'merchant does not exist'],
      [{ name: '   ' }, 'name is required'],
      [{ address: 'x'.repeat(201) }, 'address is too long (at most 200 characters)'],
      [
        { intlName: { zhHans: '', zhHant: '', en: 'x'.repeat(101) } },
        'intlName.en is too long (at most 100 characters)',
      ],
    ] as const) {
      expect((await refusal(merchants.createMerchantStore({ ...base, ...change }))).message).toBe(message);
    }
    expect((await merchants.listMerchantStores({ merchantId: crab })).list.map((s) => s.id)).toEqual([causeway]);
  });
});

describe('a disabled store', () => {
  it('is hidden from diners and refused to its staff, while the administrator still reaches it', async () => {
    const merchants = as(AdminMerchantService, 'admin');
    const { store } = await merchants.setStoreDisabled({ id: bund, disabled: true });
    expect(store).toMatchObject({ id: bund, disabled: true });

    expect(await dinerStoreIds()).not.toContain(bund);
    expect(await dinerStoreIds()).toContain(central);
    expect(await refusal(as(StoreSettingService, 'bundWaiter').getStore({ storeId: bund }))).toMatchObject({
      code: 'permission_denied',
    });
    expect((await refusal(as(StoreSettingService, 'jadeManager').getStore({ storeId: bund }))).message).toBe(
      'this store is disabled',
    );
    const standing = (await as(StaffStandingService, 'jadeManager').getMyStaffStanding({})).storeIdList;
    expect(standing).toContain(central);
    expect(standing).not.toContain(bund);
    expect((await as(StoreSettingService, 'admin').getStore({ storeId: bund })).store?.name).toBe('Jade · Bund');

    await merchants.setStoreDisabled({ id: bund, disabled: false });
    expect(await dinerStoreIds()).toContain(bund);
    expect((await as(StoreSettingService, 'bundWaiter').getStore({ storeId: bund })).store?.name).toBe('Jade · Bund');
    expect((await refusal(merchants.setStoreDisabled({ id: '999999', disabled: true }))).message).toBe(
      'store does not exist',
    );
  });
});

describe('a disabled merchant', () => {
  it('takes its staff’s standing and its stores from diners until enabled again', async () => {
    const merchants = as(AdminMerchantService, 'admin');
    expect((await merchants.setMerchantDisabled({ id: crab, disabled: true })).merchant?.disabled).toBe(true);

    expect(await dinerStoreIds()).not.toContain(causeway);
    expect((await refusal(server.client(ShortLinkService).resolveShortLink({ key: 'golden-crab' }))).code).toBe(
      'not_found',
    );
    const standing = await as(StaffStandingService, 'crabManager').getMyStaffStanding({});
    expect(standing).toMatchObject({ isStaff: false, storeIdList: [] });
    expect((await refusal(as(StoreSettingService, 'crabManager').getStore({ storeId: causeway }))).message).toBe(
      'no store permission',
    );
    expect((await as(StaffStandingService, 'jadeManager').getMyStaffStanding({})).isStaff).toBe(true);

    await merchants.setMerchantDisabled({ id: crab, disabled: false });
    expect(await dinerStoreIds()).toContain(causeway);
    expect((await server.client(ShortLinkService).resolveShortLink({ key: 'golden-crab' })).merchantId).toBe(crab);
    expect((await as(StaffStandingService, 'crabManager').getMyStaffStanding({})).isStaff).toBe(true);
  });
});

describe('who may manage merchants', () => {
  it('refuses staff and diners every administrator call', async () => {
    for (const who of ['jadeManager', 'bundWaiter', 'diner']) {
      const merchants = as(AdminMerchantService, who);
      // Each call starts only when awaited: a refusal nobody awaits yet is an unhandled rejection.
      for (const call of [
        () => merchants.listMerchants({ keyword: 'jade' }),
        () => merchants.updateMerchant({ id: jade, name: 'Mine', shortKey: 'mine' }),
        () => merchants.setMerchantDisabled({ id: crab, disabled: true }),
        () => merchants.listMerchantStores({ merchantId: jade }),
        () => merchants.setStoreDisabled({ id: central, disabled: true }),
        () =>
          merchants.createMerchantStore({ merchantId: jade, name: 'Mine', timezone: 'Asia/Macau', currency: 'MOP' }),
      ]) {
        expect((await refusal(call())).code).toBe('permission_denied');
      }
    }
    expect(await dinerStoreIds()).toContain(central);
    expect((await as(AdminMerchantService, 'admin').listMerchantStores({ merchantId: jade })).list).toHaveLength(3);
  });
});
