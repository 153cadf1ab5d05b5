import { waitFor } from '@testing-library/react';
import { Current } from '@tarojs/runtime';
import { createMemoryStorage } from '@/platform/memory-storage';
import { createMiniServerMessageSource, SERVER_MESSAGES_STORAGE_KEY } from '@/platform/mini-server-message-source';
import { serverMessagesFile } from '../../../server/http/server-messages-file';
import { ReferenceDataService } from '@/gen/platform/v1/reference_data_pb';
import { answer, fakeNetwork, refusal, uncheckedAnswer, uncheckedRoute } from '../support/fake-network';
import { resetHostUi, toastText } from '../support/host-ui';
import { createTestStore, TEST_BASE } from '../support/test-store';

// A mini-program's main package holds neither the table of server messages nor their
// Simplified Chinese texts: the first message shown fetches them from our server
// (GET /i18n/server-messages.json, the file the server really builds) and the host's
// storage keeps them. Offline at that moment, the person reads the server's own words.

const MESSAGES = '/i18n/server-messages.json';

function app(online: { value: boolean }) {
  const storage = createMemoryStorage();
  const file = serverMessagesFile();
  const network = fakeNetwork([
    answer(ReferenceDataService.method.listRegions, refusal('invalid_argument', 'invalid date')),
    // Not a proto message: the file as the server's own builder makes it.
    uncheckedRoute(MESSAGES, () => {
      if (!online.value) throw new Error('request:fail network down');
      return uncheckedAnswer({ body: file.body });
    }),
  ]);
  const source = createMiniServerMessageSource(
    { request: network.request, storage, apiBase: () => TEST_BASE },
    file.version,
  );
  const store = createTestStore({ request: network.request, storage, serverMessageSource: source });
  const call = () => store.api.referenceData.listRegions({}).catch((e: unknown) => e);
  return { store, storage, network, call, version: file.version };
}

beforeEach(() => {
  resetHostUi();
  Current.router = { path: '/pages/home/index', params: {}, onReady: '', onHide: '', onShow: '' } as never;
});

describe("a mini-program's first server message", () => {
  it('offline, shows the server’s own words; once online, the translation, fetched once and kept', async () => {
    const online = { value: false };
    const { call, network, storage, version } = app(online);
    await call();
    await waitFor(() => expect(toastText()).toBe('invalid date'));
    expect(storage.get(SERVER_MESSAGES_STORAGE_KEY)).toBeNull();

    resetHostUi();
    online.value = true;
    await call();
    await waitFor(() => expect(toastText()).toBe('日期无效'));
    const fetches = network.calls.filter((c) => c.url.includes(MESSAGES));
    expect(fetches.map((c) => c.url)).toEqual([
      `${TEST_BASE}${MESSAGES}?v=${version}`,
      `${TEST_BASE}${MESSAGES}?v=${version}`,
    ]);
    expect(storage.get(SERVER_MESSAGES_STORAGE_KEY)).toContain(`"version":"${version}"`);

    resetHostUi();
    await call();
    await waitFor(() => expect(toastText()).toBe('日期无效'));
    expect(network.calls.filter((c) => c.url.includes(MESSAGES))).toHaveLength(2);
  });

  it('a stored copy of this release serves the next start offline, and one of another release is not shown', async () => {
    const file = serverMessagesFile();
    const storage = createMemoryStorage();
    storage.set(SERVER_MESSAGES_STORAGE_KEY, file.body);
    const offline = () => Promise.reject(new Error('request:fail network down'));
    const thisRelease = createMiniServerMessageSource(
      { request: offline, storage, apiBase: () => TEST_BASE },
      file.version,
    );
    const table = await thisRelease.load();
    expect(table.serverMessageKey('invalid date')).toBe('invalidDate');
    expect(table.texts?.invalidDate).toBe('日期无效');

    const nextRelease = createMiniServerMessageSource(
      { request: offline, storage, apiBase: () => TEST_BASE },
      'v-next',
    );
    await expect(nextRelease.load()).rejects.toThrow('network down');
  });
});
