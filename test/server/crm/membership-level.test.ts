import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MembershipLevelService } from '@gen/crm/v1/membership_level_service_pb';
import { MerchantDinerService } from '@gen/crm/v1/merchant_diner_service_pb';
import { PermittedStoreService } from '@gen/store/v1/store_query_service_pb';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts';
import { seedDemoData } from '../../../server/db/seed/demo.seed';
import { failure, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

describe('membership levels', () => {
  it('are the merchant’s: named, unique ignoring case, given to diners, kept while held', async () => {
    const levels = f.staffX.client(MembershipLevelService);
    expect(await failure(levels.createMembershipLevel({ storeId: f.x.storeId, level: { name: ' ' } }))).toEqual({
      code: 'InvalidArgument',
      message: 'enter the membership level name',
    });
    const gold = (
      await levels.createMembershipLevel({ storeId: f.x.storeId, level: { name: 'Gold', color: '#C8A063', sort: 2 } })
    ).level!;
    await levels.createMembershipLevel({ storeId: f.x.storeId, level: { name: 'Silver', sort: 1 } });
    expect(await failure(levels.createMembershipLevel({ storeId: f.x.storeId, level: { name: 'gold' } }))).toEqual({
      code: 'Aborted',
      message: 'membership level already exists',
    });
    // The other store of the merchant shares them; another merchant does not.
    const fromY = await f.staffY.client(MembershipLevelService).queryMembershipLevels({ storeId: f.y.storeId });
    expect(fromY.list.map((l) => l.name)).toEqual(['Gold', 'Silver']);
    const crm = f.staffX.client(MerchantDinerService);
    const { diner } = await crm.createMerchantDiner({
      storeId: f.x.storeId,
      diner: { lastName: 'Member', phoneRegionCode: '86', phone: '13300000001', membershipLevelId: gold.model!.id },
    });
    expect(diner?.membershipLevelName).toBe('Gold');
    expect(
      await failure(levels.deleteMembershipLevel({ storeId: f.x.storeId, membershipLevelId: gold.model!.id })),
    ).toEqual({ code: 'FailedPrecondition', message: 'diners hold this membership level, it cannot be deleted' });
    const [held] = (await levels.queryMembershipLevels({ storeId: f.x.storeId })).list;
    expect([held?.name, held?.dinerCount]).toEqual(['Gold', 1]);
    await crm.updateMerchantDiner({
      storeId: f.x.storeId,
      merchantDinerId: diner!.model!.id,
      diner: { lastName: 'Member', phoneRegionCode: '86', phone: '13300000001' },
    });
    await levels.deleteMembershipLevel({ storeId: f.x.storeId, membershipLevelId: gold.model!.id });
    expect((await levels.queryMembershipLevels({ storeId: f.x.storeId })).list.map((l) => l.name)).toEqual(['Silver']);
  });

  it("another merchant's staff cannot see, change or hand out them", async () => {
    const silver = (await f.staffX.client(MembershipLevelService).queryMembershipLevels({ storeId: f.x.storeId }))
      .list[0]!;
    const id = silver.model!.id;
    await server.database.db
      .insertInto('staff_member')
      .values({ user_id: f.dinerB.userId, merchant_id: f.otherMerchantId, store_id: f.z.storeId, role: 'MANAGER' })
      .execute();
    const other = f.dinerB.client(MembershipLevelService);
    expect((await other.queryMembershipLevels({ storeId: f.z.storeId })).list).toEqual([]);
    const notFound = { code: 'NotFound', message: 'membership level does not exist' };
    expect(
      await failure(other.updateMembershipLevel({ storeId: f.z.storeId, membershipLevelId: id, level: { name: 'X' } })),
    ).toEqual(notFound);
    expect(await failure(other.deleteMembershipLevel({ storeId: f.z.storeId, membershipLevelId: id }))).toEqual(
      notFound,
    );
    expect(
      await failure(
        f.dinerB.client(MerchantDinerService).createMerchantDiner({
          storeId: f.z.storeId,
          diner: { lastName: 'Sneak', phoneRegionCode: '86', phone: '13300000002', membershipLevelId: id },
        }),
      ),
    ).toEqual(notFound);
  });
});

describe('the demo diner list', () => {
  it('has levels, diners and one blacklisted diner for the demo staff', async () => {
    const demo = await startTestServer();
    try {
      await seedDemoData(demo.database.db);
      const user = await demo.services.users.findByPhone('86', DEMO_ACCOUNTS.staff.phone);
      const { key } = await demo.services.sessions.start(user!.id, {
        clientPlatform: 'WEB',
        platformId: 'web',
        deviceId: 'demo',
      });
      const [store] = (await demo.client(PermittedStoreService, { sessionKey: key }).queryPermittedStores({})).list;
      const crm = demo.client(MerchantDinerService, { sessionKey: key });
      const blacklisted = await crm.queryMerchantDiners({ storeId: store!.model!.id, blacklistedOnly: true });
      expect(blacklisted.list.map((d) => [d.lastName, d.blacklistReason])).toEqual([
        ['Zhao', 'Did not come three times without cancelling'],
      ]);
      const all = await crm.queryMerchantDiners({ storeId: store!.model!.id, query: { limit: 100 } });
      expect(all.list.find((d) => d.lastName === 'Wong')?.membershipLevelName).toBe('Gold');
      expect(all.total).toBeGreaterThanOrEqual(6);
    } finally {
      await demo.close();
    }
  });
});
