import { makeAutoObservable, runInAction } from 'mobx';
import type { ClientConfig } from '../gen/platform/v1/client_config_pb';
import type { Api } from '../services/api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The client config of this app (platform client config id), fetched from
 * the server. A later issue merges it with the runtime config at start.
 */
export class ClientConfigStore {
  status: LoadStatus = 'idle';
  config: ClientConfig | null = null;
  error: unknown = null;

  constructor(
    private readonly api: Pick<Api, 'clientConfig'>,
    readonly platformClientConfigId: string,
  ) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get appName(): string {
    return this.config?.config?.common?.appName ?? '';
  }

  async load(): Promise<void> {
    if (this.status === 'loading') return;
    this.status = 'loading';
    this.error = null;
    try {
      const { clientConfig } = await this.api.clientConfig.getClientConfig({
        platformClientConfigId: this.platformClientConfigId,
      });
      runInAction(() => {
        this.config = clientConfig ?? null;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = error;
        this.status = 'error';
      });
    }
  }
}
