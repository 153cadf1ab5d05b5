import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityProviderType } from '@gen/identity/v1/identity_provider_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import { StaffStandingService } from '@gen/identity/v1/staff_standing_service_pb';
import { DEMO_ACCOUNTS, DEMO_REGION } from '../../../server/db/seed/demo-accounts';
import { seedDemoData } from '../../../server/db/seed/demo.seed';
import { identityConfig, MINI_PROGRAM, smsLogin } from '../../helpers/identity';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ identity: identityConfig({ debugLogin: true }) });
  await seedDemoData(server.database.db);
});
afterAll(() => server.close());

const standingOf = (sessionKey: string) => server.client(StaffStandingService, { sessionKey }).getMyStaffStanding({});

describe('demo accounts', () => {
  it('log in by SMS with the code from the outbox, as what the start banner says they are', async () => {
    const diner = await smsLogin(server, DEMO_ACCOUNTS.diner.phone, { regionCode: DEMO_REGION });
    expect(diner.user.nickname).toBe(DEMO_ACCOUNTS.diner.nickname);
    expect(await standingOf(diner.sessionKey)).toMatchObject({ isStaff: false, isAdmin: false });

    const staff = await smsLogin(server, DEMO_ACCOUNTS.staff.phone, { regionCode: DEMO_REGION });
    const standing = await standingOf(staff.sessionKey);
    expect(standing.merchantList).toEqual([
      expect.objectContaining({ merchantName: 'Jade Garden', wholeMerchant: true }),
    ]);
    expect(standing.storeIdList).toHaveLength(3);

    const admin = await smsLogin(server, DEMO_ACCOUNTS.admin.phone, { regionCode: DEMO_REGION });
    expect((await standingOf(admin.sessionKey)).isAdmin).toBe(true);
  });

  it('log in without a code through DEBUG when it is enabled in development', async () => {
    const response = await server.client(LoginService, { ...MINI_PROGRAM, deviceId: 'debug' }).login({
      providerType: IdentityProviderType.DEBUG,
      providerRequest: { phoneRegionCode: DEMO_REGION, phone: DEMO_ACCOUNTS.staff.phone },
    });
    expect(response.user?.nickname).toBe(DEMO_ACCOUNTS.staff.nickname);
  });
});
