import { ClientConfigSchema } from '@/gen/platform/v1/client_config_pb';
import { waitFor } from '@testing-library/react';
import Taro from '@tarojs/taro';
import { createMemoryStorage } from '@/platform/memory-storage';
import { type CannedRoutes, fakeNetwork, jsonFile, uncheckedAnswer, uncheckedRoute } from '../support/fake-network';
import { createTestStore } from '../support/test-store';

const CONFIG = (id: string) => `/platform-client-config/${id}.json`;

function storeOver(routes: CannedRoutes, storage = createMemoryStorage()) {
  const network = fakeNetwork(routes);
  return { store: createTestStore({ storage, request: network.request }), network, storage };
}

describe('client config at start (spec section 7)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('GETs {cdn}/platform-client-config/{id}.json and merges it over the defaults', async () => {
    const { store, network } = storeOver([
      jsonFile(CONFIG('1'), ClientConfigSchema, {
        model: { id: '1' },
        config: {
          common: { appName: 'Jade', primaryColor: '#aa0000', globalContactEnabled: true },
          flags: { showStoreMenu: true },
        },
      }),
    ]);
    expect(store.clientConfig.runtime.flags.showNoticePage).toBe(true);
    await store.clientConfig.load();
    expect(network.calls[0]).toMatchObject({ method: 'GET', url: 'http://app.test/platform-client-config/1.json' });
    expect(store.clientConfig.runtime).toMatchObject({
      appName: 'Jade',
      primaryColor: '#aa0000',
      globalContactEnabled: true,
    });
    expect(store.clientConfig.runtime.flags.showStoreMenu).toBe(true);
    expect(store.clientConfig.status).toBe('ready');
  });

  it('a link naming another config loads that one', async () => {
    const { store, network } = storeOver([
      jsonFile(CONFIG('7'), ClientConfigSchema, { config: { common: { appName: 'Seven' } } }),
    ]);
    store.applyLaunchQuery({ platformClientConfigId: '7' });
    await store.clientConfig.load();
    expect(new URL(network.calls[0].url).pathname).toBe('/platform-client-config/7.json');
    expect(store.clientConfig.appName).toBe('Seven');
  });

  it('without an earlier config a failure leaves the error state and no dialog', async () => {
    const showModal = jest.spyOn(Taro, 'showModal');
    const { store } = storeOver([uncheckedRoute(CONFIG('1'), uncheckedAnswer({ status: 503, body: {} }))]);
    await store.clientConfig.load();
    expect(store.clientConfig.status).toBe('error');
    expect(showModal).not.toHaveBeenCalled();
  });

  it('starts with the last good copy, and on failure asks to reload without cancel, then relaunches home', async () => {
    const storage = createMemoryStorage();
    const first = storeOver(
      [jsonFile(CONFIG('1'), ClientConfigSchema, { config: { common: { appName: 'Cached' } } })],
      storage,
    );
    await first.store.clientConfig.load();

    // The person taps reload once; the second dialog stays open.
    const showModal = jest
      .spyOn(Taro, 'showModal')
      .mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: 'ok' })
      .mockImplementation(() => new Promise(() => undefined));
    const reLaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' });
    const { store, network } = storeOver(
      [uncheckedRoute(CONFIG('1'), uncheckedAnswer({ status: 502, body: {} }))],
      storage,
    );
    expect(store.clientConfig.appName).toBe('Cached');
    await store.clientConfig.load();
    expect(store.clientConfig.appName).toBe('Cached');
    // The host's modal loads on first use (platform/host-ui), so the dialog comes a moment later.
    await waitFor(() =>
      expect(showModal).toHaveBeenCalledWith({
        content: '配置加载失败，是否重新加载？',
        showCancel: false,
        confirmText: '重新加载',
      }),
    );
    await waitFor(() => expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/home/index' }));
    // Reloading asks for the config again; it failed again, so the dialog is back.
    await waitFor(() => expect(showModal).toHaveBeenCalledTimes(2));
    expect(network.calls).toHaveLength(2);
  });
});
