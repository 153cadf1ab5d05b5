import Taro from '@tarojs/taro';
import { waitFor } from '@testing-library/react';
import { Current } from '@tarojs/runtime';
import { silentCall } from '@/services/silent-call';
import {
  answer,
  fakeNetwork,
  refusal,
  uncheckedAnswer,
  type Refusal,
  type UncheckedAnswer,
} from '../support/fake-network';
import { ReferenceDataService } from '@/gen/platform/v1/reference_data_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { createTestStore } from '../support/test-store';
import { confirmModal, modalButtons, modalText, resetHostUi, toastText } from '../support/host-ui';
import type { Language } from '@/i18n/language';

// The error catalogue as a person meets it: a call fails at the faked network, the
// app's own transport, catalogue and host toasts do the rest.

const REGIONS = '/grpc/public/platform.v1.ReferenceDataService/ListRegions';
const SESSION = '/grpc/public/identity.v1.SessionService/CurrentSessionInfo';

function setup(route: Refusal | UncheckedAnswer, language: Language = 'zh-Hans') {
  const network = fakeNetwork([
    answer(ReferenceDataService.method.listRegions, route),
    answer(SessionService.method.currentSessionInfo, route),
  ]);
  const store = createTestStore({ request: network.request, language });
  return { store, network, call: () => store.api.referenceData.listRegions({}).catch((e: unknown) => e) };
}

const fail = (status: number, code: string, message = '', headers: Record<string, string> = {}) =>
  refusal(code, message, status, headers);

/** What the person sees: the toast's text, or the modal's. */
const shown = () => toastText() || modalText();

beforeEach(async () => {
  // Let an earlier test's late toast land before hiding it.
  await new Promise((resolve) => setTimeout(resolve, 10));
  resetHostUi();
  Current.router = { path: '/pages/home/index', params: {}, onReady: '', onHide: '', onShow: '' } as never;
});
afterEach(async () => {
  jest.restoreAllMocks();
  // The person taps away whatever dialog a test left open.
  confirmModal();
  await new Promise((resolve) => setTimeout(resolve, 20));
});

describe('failed calls, as shown', () => {
  it.each([
    [503, 'zh-Hans', '服务器繁忙，请稍后再试'],
    // 29 characters: the display rule makes it a modal.
    [502, 'en', 'Server busy, please try later'],
    [504, 'zh-Hant', '伺服器繁忙，請稍後再試'],
  ] as const)('%s in %s shows %s once the read has been tried four times', async (status, language, text) => {
    const { call, network } = setup(fail(status, 'unavailable'), language);
    await call();
    await waitFor(() => expect(shown()).toBe(text));
    expect(network.calls).toHaveLength(4);
  });

  it.each([
    ['zh-Hans', '日期无效'],
    ['zh-Hant', '日期無效'],
    ['en', 'Invalid date'],
  ] as const)('a known server message is translated (%s)', async (language, text) => {
    const { call } = setup(fail(400, 'invalid_argument', 'invalid date'), language);
    await call();
    await waitFor(() => expect(toastText()).toBe(text));
  });

  it("an empty error answer shows '{status} server error'", async () => {
    const { call } = setup(uncheckedAnswer({ status: 500, body: 'oops' }), 'en');
    await call();
    await waitFor(() => expect(toastText()).toBe('500 server error'));
  });

  it("a long message is a modal with one 'Got it' button", async () => {
    const { call } = setup(
      fail(400, 'failed_precondition', '[booking] the table was taken a moment ago, please pick another'),
      'en',
    );
    await call();
    await waitFor(() => expect(modalText()).toBe('the table was taken a moment ago, please pick another'));
    expect(modalButtons()).toEqual(['Got it']);
    expect(toastText()).toBe('');
    confirmModal();
    await waitFor(() => expect(modalText()).toBe(''));
  });

  it("a network failure toasts 'network request failed'", async () => {
    const store = createTestStore({
      request: async () => {
        throw new Error('offline');
      },
    });
    await store.api.referenceData.listRegions({}).catch(() => undefined);
    await waitFor(() => expect(toastText()).toBe('网络请求失败'));
  });

  it('a silent call shows nothing', async () => {
    const { store } = setup(fail(400, 'invalid_argument', 'invalid date'));
    await store.api.referenceData.listRegions({}, silentCall()).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown()).toBe('');
  });

  it('a failed session fetch shows nothing and leaves the person logged out', async () => {
    const { store } = setup(fail(500, 'internal', 'server error'));
    await store.session.loadCurrentSession();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown()).toBe('');
    expect(store.session.loggedIn).toBe(false);
    expect(store.session.checked).toBe(true);
  });
});

describe('Retry-After', () => {
  it('blocks the URL for that many seconds, showing the too-hot toast without calling', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { call, network } = setup(
      fail(429, 'resource_exhausted', 'too many requests, please try again later', { 'retry-after': '30' }),
    );
    await call();
    await waitFor(() => expect(toastText()).toBe('请求过于频繁，请稍后再试'));
    resetHostUi();

    now += 29_000;
    await call();
    await waitFor(() => expect(toastText()).toBe('太火爆了，请稍后再试'));
    expect(network.calls).toHaveLength(1);

    now += 1_000;
    await call();
    expect(network.calls).toHaveLength(2);
  });

  it('blocks only the URL that answered it', async () => {
    jest.spyOn(Date, 'now').mockImplementation(() => 5_000_000);
    const network = fakeNetwork([
      answer(ReferenceDataService.method.listRegions, fail(429, 'resource_exhausted', '', { 'retry-after': '60' })),
      answer(SessionService.method.currentSessionInfo, {}),
    ]);
    const store = createTestStore({ request: network.request });
    await store.api.referenceData.listRegions({}).catch(() => undefined);
    await store.session.loadCurrentSession();
    expect(network.calls.map((c) => new URL(c.url).pathname)).toEqual([REGIONS, SESSION]);
  });
});

describe('reactions that are not messages', () => {
  it('a store operator whose store is gone becomes a diner and goes home after 300 ms, with no toast', async () => {
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'reLaunch:ok' });
    const { store, call } = setup(fail(403, 'permission_denied', 'no store permission'));
    store.operator.setType('STORE');
    store.operator.setStoreId('12');
    const started = Date.now();
    await call();
    expect(store.operator.type).toBe('USER');
    expect(store.operator.storeId).toBe('');
    await waitFor(() => expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(shown()).toBe('');
  });

  it('unauthenticated opens the login page once for several failing calls', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never);
    const { call } = setup(fail(401, 'unauthenticated', 'unauthenticated'));
    await Promise.all([call(), call(), call()]);
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/login/index' }));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(navigateTo).toHaveBeenCalledTimes(1);
    expect(shown()).toBe('');
  });

  it('unauthenticated on the login page does nothing', async () => {
    Current.router = { path: '/pages/sub-user/login/index', params: {} } as never;
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'navigateTo:ok' } as never);
    const { call } = setup(fail(401, 'unauthenticated', 'unauthenticated'));
    await call();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(navigateTo).not.toHaveBeenCalled();
  });
});
