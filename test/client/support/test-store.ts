import { createApi } from '@/services/api';
import type { RpcRequestFn } from '@/services/rpc-request';
import { createRpcTransport } from '@/services/rpc-transport';
import { RootStore } from '@/stores';
import { createMemoryStorage } from '@/platform/memory-storage';
import type { KeyValueStorage } from '@/platform';
import { fakeNetwork } from './fake-network';

export interface TestStoreOptions {
  storage?: KeyValueStorage;
  request?: RpcRequestFn;
  platformClientConfigId?: string;
}

/** A root store over memory storage whose API calls go to a fake network. */
export function createTestStore(options: TestStoreOptions = {}): RootStore {
  const transport = createRpcTransport({
    baseUrl: () => 'http://app.test',
    request: options.request ?? fakeNetwork().request,
    headers: () => ({}),
  });
  return new RootStore({
    storage: options.storage ?? createMemoryStorage(),
    api: createApi(transport),
    platformClientConfigId: options.platformClientConfigId ?? '1',
  });
}
