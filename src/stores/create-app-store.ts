import type { Platform } from '@/platform';
import { createApi } from '../services/api';
import { currentBases } from '../services/api-base';
import { requestHeaders } from '../services/request-headers';
import { createRpcTransport } from '../services/rpc-transport';
import { RootStore, type RootStoreDeps } from './root.store';
import { loadOnDemandPart } from '../platform/on-demand-loader';
import { currentPagePath } from '../routing/page-stack';

export interface AppStoreOptions {
  platform: Platform;
  platformClientConfigId: string;
  /** The API and CDN bases; by default the build's, chosen by environment (services/api-base.ts). */
  bases?: () => { apiBase: string; cdnBase: string };
  /** Pauses before a read answered "try again" is sent again (default READ_RETRY_DELAYS_MS). */
  readRetryDelaysMs?: readonly number[];
  /** Where the languages not bundled come from (default: the platform's). */
  languageSource?: RootStoreDeps['languageSource'];
  serverMessageSource?: RootStoreDeps['serverMessageSource'];
  /**
   * Skip fields this build does not know in answers, the client config, embedded
   * documents and socket frames (default true; tests pass false, see rpc-transport.ts).
   */
  ignoreUnknownFields?: boolean;
}

/**
 * Wires the app: the signed transport over the platform's request function, the API
 * clients, and the root store, whose error catalogue hears of every failed call.
 * The app and the tests build their store here, so both run the same wiring.
 */
export function createAppStore(options: AppStoreOptions): RootStore {
  const { platform } = options;
  const bases = options.bases ?? (() => currentBases(platform.storage));
  let store: RootStore | null = null;
  const transport = createRpcTransport({
    baseUrl: () => bases().apiBase,
    request: platform.request,
    headers: () => requestHeaders(platform, currentPagePath),
    defaultTimeoutMs: 15_000,
    onError: (error, call) => store?.handleRpcError(error, call),
    readRetryDelaysMs: options.readRetryDelaysMs,
    ignoreUnknownFields: options.ignoreUnknownFields,
  });
  store = new RootStore({
    platform,
    api: createApi(transport),
    transport,
    platformClientConfigId: options.platformClientConfigId,
    bases,
    languageSource: options.languageSource,
    serverMessageSource: options.serverMessageSource,
    loadPart: loadOnDemandPart,
    readOptions: { ignoreUnknownFields: options.ignoreUnknownFields ?? true },
  });
  return store;
}
