import { type ListRegionsResponseSchema, ReferenceDataService } from '@/gen/platform/v1/reference_data_pb';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import { waitFor } from '@testing-library/react';
import { Current } from '@tarojs/runtime';
import { HEADER } from '@/common/request-signature';
import { answer, fakeNetwork, type Init, refusal } from '../support/fake-network';
import { confirmModal, modalText, resetHostUi, toastText } from '../support/host-ui';
import { createTestStore } from '../support/test-store';

// While the server's database restarts or fails over, calls are answered 503
// with Retry-After: 1. A read asks again by itself, so a list the person is
// looking at fills in once the database is back; a write is never sent twice.

// A 503 with Retry-After: 1, as the server answers while its database is away.
const unavailable = (retryAfter = true) =>
  refusal('unavailable', 'server busy, please try later', 503, retryAfter ? { 'retry-after': '1' } : {});
const REGION_LIST: Init<typeof ListRegionsResponseSchema> = {
  list: [{ callingCode: '86', isoCode: 'CN', name: 'China' }],
};

const shown = () => toastText() || modalText();

beforeEach(() => {
  resetHostUi();
  Current.router = { path: '/pages/home/index', params: {}, onReady: '', onHide: '', onShow: '' } as never;
});
afterEach(async () => {
  confirmModal();
  await new Promise((resolve) => setTimeout(resolve, 20));
});

describe('a read answered "try again"', () => {
  it('is sent again, freshly signed, after the Retry-After, and its answer is what the person gets', async () => {
    const network = fakeNetwork([
      answer(ReferenceDataService.method.listRegions, unavailable(), unavailable(), REGION_LIST),
    ]);
    const sentAt: number[] = [];
    const store = createTestStore({
      request: (req) => {
        sentAt.push(Date.now());
        return network.request(req);
      },
    });

    const { list } = await store.api.referenceData.listRegions({});

    expect(list.map((r) => r.isoCode)).toEqual(['CN']);
    expect(network.calls).toHaveLength(3);
    // The server refuses a nonce it has seen: every try is signed anew.
    expect(new Set(network.calls.map((c) => c.headers[HEADER.nonce])).size).toBe(3);
    // Retry-After: 1 is honoured even though the test's own pauses are zero.
    expect(sentAt[1] - sentAt[0]).toBeGreaterThanOrEqual(990);
    expect(sentAt[2] - sentAt[1]).toBeGreaterThanOrEqual(990);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown()).toBe('');
  });

  it('gives up after three more tries with the catalogue\'s "server busy"', async () => {
    const network = fakeNetwork([answer(ReferenceDataService.method.listRegions, unavailable(false))]);
    const store = createTestStore({ request: network.request, language: 'en' });
    await waitFor(() => expect(store.languageReady).toBe(true));
    await store.api.referenceData.listRegions({}).catch(() => undefined);
    await waitFor(() => expect(shown()).toBe('Server busy, please try later'));
    expect(network.calls).toHaveLength(4);
  });

  it('is not retried when no answer came at all: the network failure shows at once', async () => {
    let tries = 0;
    const store = createTestStore({
      request: async () => {
        tries++;
        throw new Error('offline');
      },
    });
    await store.api.referenceData.listRegions({}).catch(() => undefined);
    await waitFor(() => expect(toastText()).toBe('网络请求失败'));
    expect(tries).toBe(1);
  });
});

describe('a write answered "try again"', () => {
  it('is sent once and tells the person the server is busy', async () => {
    const network = fakeNetwork([answer(UserDinerService.method.createUserDiner, unavailable(false))]);
    const store = createTestStore({ request: network.request, language: 'zh-Hant' });
    // Traditional Chinese is fetched on first use.
    await waitFor(() => expect(store.languageReady).toBe(true));
    await store.api.userDiner.createUserDiner({ diner: { lastName: 'Lin' } }).catch(() => undefined);
    await waitFor(() => expect(shown()).toBe('伺服器繁忙，請稍後再試'));
    expect(network.calls).toHaveLength(1);
  });
});
