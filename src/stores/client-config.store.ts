import { fromJson, toJsonString, type JsonReadOptions, type JsonValue } from '@bufbuild/protobuf';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { KeyValueStorage, Platform } from '@/platform';
import { takeEmbeddedConfig } from '@/platform/first-page-data';
import { ClientConfigSchema, type ClientConfig } from '../gen/platform/v1/client_config_pb';
import { DEFAULT_RUNTIME_CONFIG, mergeRuntimeConfig, type RuntimeConfig } from './runtime-config';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export const clientConfigCacheKey = (id: string) => `clientConfig.${id}`;

export interface ClientConfigDeps {
  platform: Pick<Platform, 'request'> & { storage: KeyValueStorage };
  cdnBase(): string;
  /** Spec section 7: asked when a load fails while an earlier config exists; it relaunches home. */
  onReloadNeeded(): void;
  /** How the document is decoded: the app skips fields it does not know; tests refuse them. */
  readOptions: Partial<JsonReadOptions>;
}

/**
 * The platform client config (spec section 7): GET {cdn}/platform-client-config/{id}.json
 * at start, merged into the runtime config. The last good copy is kept, so the app
 * starts at once with it and a failed refresh asks to reload instead of showing nothing.
 * On H5 the first load takes the document the server put into index.html for this id,
 * at once and without a request; later loads (pull to refresh) ask the server.
 */
export class ClientConfigStore {
  status: LoadStatus = 'idle';
  config: ClientConfig | null = null;
  error: unknown = null;
  platformClientConfigId: string;

  constructor(
    private readonly deps: ClientConfigDeps,
    platformClientConfigId: string,
  ) {
    this.platformClientConfigId = platformClientConfigId;
    this.config = this.readCache();
    if (this.config) this.status = 'ready';
    // The config is only ever replaced whole: a reference, not a deep observable copy of
    // every nested message (converting it cost the H5 start tens of ms on a slow phone).
    makeAutoObservable<this, 'deps'>(this, { deps: false, config: observable.ref }, { autoBind: true });
  }

  get runtime(): RuntimeConfig {
    return mergeRuntimeConfig(DEFAULT_RUNTIME_CONFIG, this.config);
  }

  get appName(): string {
    return this.runtime.appName;
  }

  /** A link may name another config (platformClientConfigId); its cached copy, if any, applies at once. */
  setPlatformClientConfigId(id: string): void {
    if (!id || id === this.platformClientConfigId) return;
    this.platformClientConfigId = id;
    this.config = this.readCache();
    this.status = this.config ? 'ready' : 'idle';
  }

  async load(): Promise<void> {
    if (this.status === 'loading') return;
    const prior = this.config;
    this.status = 'loading';
    this.error = null;
    try {
      // Synchronous when embedded: the launch's store prefetch then sees this config's merchant.
      const config =
        takeEmbeddedConfig(this.platformClientConfigId, this.deps.readOptions) ??
        this.parse(await this.fetchDocument());
      this.deps.platform.storage.set(
        clientConfigCacheKey(this.platformClientConfigId),
        toJsonString(ClientConfigSchema, config),
      );
      runInAction(() => {
        this.config = config;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = error;
        this.status = prior ? 'ready' : 'error';
      });
      if (prior) this.deps.onReloadNeeded();
    }
  }

  private parse(json: JsonValue): ClientConfig {
    return fromJson(ClientConfigSchema, json, this.deps.readOptions);
  }

  private async fetchDocument(): Promise<JsonValue> {
    const url = `${this.deps.cdnBase()}/platform-client-config/${encodeURIComponent(this.platformClientConfigId)}.json`;
    const response = await this.deps.platform.request({ url, method: 'GET', headers: {}, timeoutMs: 15_000 });
    if (response.status !== 200) throw new Error(`client config answered HTTP ${response.status}`);
    return JSON.parse(response.body) as JsonValue;
  }

  private readCache(): ClientConfig | null {
    const raw = this.deps.platform.storage.get(clientConfigCacheKey(this.platformClientConfigId));
    if (!raw) return null;
    try {
      return this.parse(JSON.parse(raw) as JsonValue);
    } catch {
      return null;
    }
  }
}
