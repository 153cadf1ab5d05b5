import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MembershipLevelService } from '@gen/crm/v1/membership_level_service_pb';
import { MerchantDinerService } from '@gen/crm/v1/merchant_diner_service_pb';
import { UserMembershipService } from '@gen/crm/v1/user_membership_service_pb';
import { makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const verifyPhone = (userId: string) =>
  server.database.db.updateTable('app_user').set({ phone_verify_time: new Date() }).where('id', '=', userId).execute();

describe('a diner’s own memberships', () => {
  it('shows the level a merchant gave the diner’s verified phone, and nothing of other people', async () => {
    const gold = (
      await f.staffX.client(MembershipLevelService).createMembershipLevel({
        storeId: f.x.storeId,
        level: { name: 'Gold', description: 'Free corkage', color: '#C8A063' },
      })
    ).level!;
    // Staff enter the guest by phone before the guest has an account.
    await f.staffX.client(MerchantDinerService).createMerchantDiner({
      storeId: f.x.storeId,
      diner: { lastName: 'Lin', phoneRegionCode: '86', phone: '13500000077', membershipLevelId: gold.model!.id },
    });
    const lin = await server.createUserSession({ phone: '13500000077' });
    const mine = () => server.client(UserMembershipService, { sessionKey: lin.sessionKey }).queryMyMemberships({});

    // An unverified phone proves nothing.
    expect((await mine()).list).toEqual([]);
    await verifyPhone(lin.userId);
    expect((await mine()).list).toEqual([
      expect.objectContaining({
        merchantId: f.merchantId,
        levelName: 'Gold',
        levelDescription: 'Free corkage',
        levelColor: '#C8A063',
      }),
    ]);

    const someoneElse = await server.createUserSession({ phone: '13500000078' });
    await verifyPhone(someoneElse.userId);
    expect(
      (await server.client(UserMembershipService, { sessionKey: someoneElse.sessionKey }).queryMyMemberships({})).list,
    ).toEqual([]);
  });

  it('asks a visitor without a session to log in', async () => {
    await expect(server.client(UserMembershipService).queryMyMemberships({})).rejects.toMatchObject({
      code: 16,
    });
  });
});
