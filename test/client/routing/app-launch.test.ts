import { type UserSchema } from '@/gen/identity/v1/user_pb';
import Taro from '@tarojs/taro';
import { waitFor } from '@testing-library/react';
import { launchApp, openUnknownPath } from '@/routing/app-launch';
import { LAST_PASSPORT_CODE_KEY } from '@/stores/session.store';
import { createMemoryStorage } from '@/platform/memory-storage';
import { answer, fakeNetwork, type Init, jsonFile, refusal } from '../support/fake-network';
import { ClientConfigSchema } from '@/gen/platform/v1/client_config_pb';
import { methodPath } from '@/services/rpc-transport';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { ShortLinkService } from '@/gen/platform/v1/short_link_pb';
import { openPages, watchNavigation } from '../support/host-navigation';
import { createTestStore } from '../support/test-store';

const CONFIG = '/platform-client-config/2.json';

describe('launch', () => {
  afterEach(() => jest.restoreAllMocks());

  it('takes the global query, loads the named client config and asks who this is', async () => {
    const network = fakeNetwork([
      answer(SessionService.method.currentSessionInfo, { sessionKey: 'k', user: { model: { id: '5' } } }),
      jsonFile(CONFIG, ClientConfigSchema, { config: { common: { appName: 'Two' } } }),
    ]);
    const store = createTestStore({ request: network.request });
    await launchApp(store, { platformClientConfigId: '2', merchantId: '8', ownerOperatorKey: 'USER%3A1', stamp: '1' });
    expect(store.globalQuery).toEqual({ platformClientConfigId: '2', merchantId: '8', ownerOperatorKey: 'USER:1' });
    expect(store.session.userId).toBe('5');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.clientConfig.appName).toBe('Two');
  });

  it('a passport code logs in again once, then leaves the address, which reloads', async () => {
    const storage = createMemoryStorage();
    const removed: string[] = [];
    const network = fakeNetwork([answer(SessionService.method.currentSessionInfo, {})]);
    const store = createTestStore({
      storage,
      request: network.request,
      platform: { removeQueryParamAndReload: (name) => (removed.push(name), true) },
    });
    await launchApp(store, { passport_code: 'p-1' });
    expect(storage.get(LAST_PASSPORT_CODE_KEY)).toBe('p-1');
    expect(removed).toEqual(['passport_code']);
    // The page reloads instead of going on.
    expect(network.calls.map((c) => new URL(c.url).pathname)).not.toContain(
      methodPath(SessionService.method.currentSessionInfo),
    );
  });
});

describe('a diner who never completed their profile', () => {
  const LIST_DINERS = '/grpc/private/identity.v1.UserDinerService/ListUserDiners';
  const diner: Init<typeof UserSchema> = { model: { id: '7' }, phone: '13800000001', phoneRegionCode: '86' };
  beforeEach(() => openPages('/pages/sub-user/store-detail/index?storeId=7'));
  afterEach(() => jest.restoreAllMocks());

  it('is asked for it when the app starts again, over the page they opened', async () => {
    const nav = watchNavigation();
    const network = fakeNetwork([
      answer(SessionService.method.currentSessionInfo, { sessionKey: 'k', user: diner }),
      answer(UserDinerService.method.listUserDiners, {}),
    ]);
    const store = createTestStore({ request: network.request });
    await launchApp(store, {});
    // Not before the page opened has rendered (and read its parameters).
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(nav.opened()).toEqual([]);
    store.markPageShown();
    await waitFor(() => expect(nav.opened()).toEqual(['/pages/sub-user/completion-user/index']));
    expect(nav.redirectTo).not.toHaveBeenCalled();
  });

  it('is not asked once they have a diner record, nor when logged out', async () => {
    const nav = watchNavigation();
    const launched = async (request: ReturnType<typeof fakeNetwork>['request']) => {
      const store = createTestStore({ request });
      store.markPageShown();
      await launchApp(store, {});
      await new Promise((resolve) => setTimeout(resolve, 10));
    };
    const withRecord = fakeNetwork([
      answer(SessionService.method.currentSessionInfo, { sessionKey: 'k', user: diner }),
      answer(UserDinerService.method.listUserDiners, { list: [{ model: { id: '70' }, lastName: 'Li' }] }),
    ]);
    await launched(withRecord.request);
    const loggedOut = fakeNetwork([answer(SessionService.method.currentSessionInfo, {})]);
    await launched(loggedOut.request);
    // Staff open the app to work; they are asked when they log in as a diner.
    const staff = fakeNetwork([
      answer(SessionService.method.currentSessionInfo, { sessionKey: 'k', user: diner }),
      answer(UserDinerService.method.listUserDiners, {}),
      answer(StaffStandingService.method.getMyStaffStanding, { isStaff: true, storeIdList: ['1'] }),
    ]);
    await launched(staff.request);
    expect(nav.opened()).toEqual([]);
    expect(loggedOut.calls.map((c) => new URL(c.url).pathname)).not.toContain(LIST_DINERS);
  });
});

describe('unknown paths', () => {
  let reLaunch: jest.SpyInstance;
  beforeEach(() => {
    reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' });
  });
  afterEach(() => jest.restoreAllMocks());

  it('/mch/{key} opens home with the merchant it names, carried on', async () => {
    const network = fakeNetwork([answer(ShortLinkService.method.resolveShortLink, { merchantId: '77' })]);
    const store = createTestStore({ request: network.request });
    await openUnknownPath(store, '/app/mch/jade', { stamp: 'x' });
    expect(JSON.parse(network.calls[0].body ?? '{}')).toEqual({ key: 'jade' });
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index?merchantId=77' });
    expect(store.globalQuery.merchantId).toBe('77');
  });

  it('an unknown short key goes home without a merchant', async () => {
    const network = fakeNetwork([
      answer(ShortLinkService.method.resolveShortLink, refusal('not_found', 'short link does not exist', 404)),
    ]);
    const store = createTestStore({ request: network.request });
    await openUnknownPath(store, '/app/mch/nobody');
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' });
  });

  it('/s/{key} opens the page an administrator linked, or home when the link is gone', async () => {
    const network = fakeNetwork([
      answer(ShortLinkService.method.resolveLink, (r) =>
        (JSON.parse(r.body ?? '{}') as { key: string }).key === 'bund-poster'
          ? { target: '/pages/sub-user/store-detail/index?storeId=11' }
          : refusal('not_found', 'short link does not exist', 404),
      ),
    ]);
    const store = createTestStore({ request: network.request });
    await openUnknownPath(store, '/app/s/bund-poster');
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/sub-user/store-detail/index?storeId=11' });
    await openUnknownPath(store, '/app/s/gone');
    expect(reLaunch).toHaveBeenLastCalledWith({ url: '/pages/home/index' });
  });

  it('/merchant/{id} carries the merchant id on later navigation', async () => {
    const store = createTestStore();
    await openUnknownPath(store, '/app/merchant/3');
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index?merchantId=3' });
    await store.navigator.reLaunch('/pages/me/index');
    expect(reLaunch).toHaveBeenLastCalledWith({ url: '/pages/me/index?merchantId=3' });
  });

  it('anything else goes home after about 500 ms', async () => {
    const store = createTestStore();
    const started = Date.now();
    await openUnknownPath(store, '/app/nope');
    expect(Date.now() - started).toBeGreaterThanOrEqual(490);
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' });
  });
});
