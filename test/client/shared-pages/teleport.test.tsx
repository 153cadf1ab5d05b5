import type { UserSchema } from '@/gen/identity/v1/user_pb';
import { waitFor } from '@testing-library/react';
import SharedTeleportPage from '@/pages/sub/teleport/index';
import DinerTeleportPage from '@/pages/sub-user/teleport/index';
import { planTeleport } from '@/routing/teleport';
import { NOT_FOUND_REDIRECT_MS } from '@/routing/routes';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type CannedRoutes, type Init } from '../support/fake-network';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { openPages, watchNavigation } from '../support/host-navigation';
import { resetHostUi } from '../support/host-ui';
import { DINER_USER } from '../support/identity-network';
import { createTestStore } from '../support/test-store';

const TELEPORT = '/pages/sub/teleport/index';

function storeWith(routes: CannedRoutes, user: Init<typeof UserSchema> | null = DINER_USER) {
  const network = fakeNetwork([answer(SessionService.method.currentSessionInfo, user ? { user } : {}), ...routes]);
  return createTestStore({ request: network.request });
}

/** The address the page replaced itself with, without the global query. */
const pathOf = (url: string) => url.split('&ownerOperatorKey')[0]!.split('&platformClientConfigId')[0]!;

beforeEach(() => {
  resetHostUi();
  openPages('/pages/home/index', TELEPORT);
});
afterEach(() => jest.restoreAllMocks());

describe('teleport targets', () => {
  it('passes on only the target’s own parameters, and needs the required ones', () => {
    expect(planTeleport('store', { storeId: '7', utm: 'qr' })).toEqual({
      kind: 'go',
      url: '/pages/sub-user/store-detail/index?storeId=7',
      login: false,
      mode: 'diner',
      storeId: undefined,
    });
    expect(planTeleport('order', { id: '' })).toEqual({ kind: 'unknown' });
    expect(planTeleport('nowhere', {})).toEqual({ kind: 'unknown' });
    expect(planTeleport('constructor', {})).toEqual({ kind: 'unknown' });
    expect(planTeleport('storeOrder', { id: '5', storeId: '7' })).toMatchObject({
      url: '/pages/sub-store/store-order-detail/index?id=5',
      login: true,
      mode: 'merchant',
      storeId: '7',
    });
    // the diner's teleport knows no staff pages, and opens the rest as a diner
    expect(planTeleport('storeOrder', { id: '5' }, { dinerOnly: true })).toEqual({ kind: 'unknown' });
    expect(planTeleport('home', {}, { dinerOnly: true })).toMatchObject({ mode: 'diner' });
  });
});

describe('the teleport page', () => {
  it('replaces itself with a diner’s order once the session is known', async () => {
    const nav = watchNavigation();
    const store = storeWith([]);
    await bootPage(DinerTeleportPage, { path: TELEPORT, store, params: { target: 'order', id: '42' } });
    await store.session.loadCurrentSession();
    await waitFor(() => expect(nav.redirectTo).toHaveBeenCalled());
    expect(pathOf(nav.opened()[0]!)).toBe('/pages/sub-user/order-detail/index?id=42');
  });

  it('asks a visitor to log in before an order, and goes nowhere meanwhile', async () => {
    const nav = watchNavigation();
    const store = storeWith([], null);
    const { container } = await bootPage(DinerTeleportPage, {
      path: TELEPORT,
      store,
      params: { target: 'order', id: '42' },
    });
    await store.session.loadCurrentSession();
    await waitFor(() => expect(container.querySelector('.login-required')).not.toBeNull());
    expect(nav.redirectTo).not.toHaveBeenCalled();
  });

  it('opens a staff page in merchant mode for the store the link names', async () => {
    const nav = watchNavigation();
    const store = storeWith([
      answer(StaffStandingService.method.getMyStaffStanding, {
        isStaff: true,
        storeIdList: ['7', '8'],
        merchantList: [],
      }),
    ]);
    await store.session.loadCurrentSession();
    await bootPage(SharedTeleportPage, {
      path: TELEPORT,
      store,
      params: { target: 'storeOrder', id: '5', storeId: '8' },
    });
    await waitFor(() => expect(nav.redirectTo).toHaveBeenCalled());
    expect(store.operator.mode).toBe('merchant');
    expect(store.operator.storeId).toBe('8');
    expect(pathOf(nav.opened()[0]!)).toContain('/pages/sub-store/store-order-detail/index?id=5');
  });

  it('sends someone who is not staff there home with a word', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const nav = watchNavigation();
      const store = storeWith([
        answer(StaffStandingService.method.getMyStaffStanding, { isStaff: false, storeIdList: [] }),
      ]);
      await store.session.loadCurrentSession();
      const { container } = await bootPage(SharedTeleportPage, {
        path: TELEPORT,
        store,
        params: { target: 'board' },
      });
      await waitFor(() => expect(container.textContent).toContain('你没有该门店的管理权限'));
      expect(store.operator.mode).toBe('diner');
      jest.advanceTimersByTime(NOT_FOUND_REDIRECT_MS);
      await waitFor(() => expect(nav.reLaunch).toHaveBeenCalled());
      expect(nav.opened()[0]).toMatch(/^\/pages\/home\/index/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('goes home after the not-found delay for an unknown target', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const nav = watchNavigation();
      const { container } = await bootPage(SharedTeleportPage, {
        path: TELEPORT,
        store: storeWith([]),
        params: { target: 'moon' },
      });
      expect(container.textContent).toContain('链接无效或已失效');
      jest.advanceTimersByTime(NOT_FOUND_REDIRECT_MS - 1);
      expect(nav.reLaunch).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      await waitFor(() => expect(nav.reLaunch).toHaveBeenCalled());
    } finally {
      jest.useRealTimers();
    }
  });
});
