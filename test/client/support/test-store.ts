import { platform as browserPlatform, type KeyValueStorage, type Platform } from '@/platform';
import type { ServerMessageSource } from '@/platform/server-message-source';
import type { LanguageSource } from '@/platform/language-source';
import { createMemoryStorage } from '@/platform/memory-storage';
import type { RpcRequestFn } from '@/services/rpc-request';
import { createAppStore, type RootStore } from '@/stores';
// Tests reach the staff app's stores directly, as its pages do once loaded.
import '@/stores/staff-app';
// and the feast, notification and messages stores and the login flow, which the pages' own modules load in the app
import '@/stores/feast-app';
import '@/stores/push-app';
import '@/stores/im-app';
import '@/stores/login-app';
import { SETTING_KEYS } from '@/stores/settings.store';
import type { Language } from '@/i18n/language';
import { fakeNetwork } from './fake-network';

export const TEST_BASE = 'http://app.test';

export interface TestStoreOptions {
  storage?: KeyValueStorage;
  /** The faked network (fakeNetwork().request); everything above it is the app's own code. */
  request?: RpcRequestFn;
  platformClientConfigId?: string;
  /** The stored language setting; zh-Hans unless said, since jsdom's device language is en-US. */
  language?: Language | null;
  /** Other host functions to replace (a clipboard, the device language). */
  platform?: Partial<Platform>;
  apiBase?: string;
  /** Pauses between a read's tries after a 502/503/504; none by default, so tests do not sleep. */
  readRetryDelaysMs?: readonly number[];
  /** Where the languages not bundled come from (default: the platform's, H5's chunks here). */
  languageSource?: LanguageSource;
  serverMessageSource?: ServerMessageSource;
}

/** The app's own wiring (createAppStore) over memory storage and a fake network. */
export function createTestStore(options: TestStoreOptions = {}): RootStore {
  const storage = options.storage ?? createMemoryStorage();
  if (options.language !== null && !storage.get(SETTING_KEYS.language)) {
    storage.set(SETTING_KEYS.language, options.language ?? 'zh-Hans');
  }
  const platform: Platform = {
    ...browserPlatform,
    storage,
    request: options.request ?? fakeNetwork().request,
    deviceId: () => 'test-device',
    ...options.platform,
  };
  const apiBase = options.apiBase ?? TEST_BASE;
  return createAppStore({
    platform,
    platformClientConfigId: options.platformClientConfigId ?? '1',
    bases: () => ({ apiBase, cdnBase: apiBase }),
    readRetryDelaysMs: options.readRetryDelaysMs ?? [0, 0, 0],
    languageSource: options.languageSource,
    serverMessageSource: options.serverMessageSource,
    // Strict, unlike the app: an answer field the proto does not have fails the test.
    ignoreUnknownFields: false,
  });
}
