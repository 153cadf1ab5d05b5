import { makeAutoObservable } from 'mobx';
import type { EditableClientConfig } from '../../gen/platform/v1/client_config_admin_service_pb';
import type { StaffApi } from '../../services/staff-api';
import { attempt, LoadState } from '../staff-setup/load-state';

/** The client configs the person may edit: every one for an administrator, their merchant's for its managers. */
export class ConfigListStore {
  readonly state = new LoadState();
  list: EditableClientConfig[] = [];

  constructor(private readonly api: StaffApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    await this.state.run(
      async () => (await this.api.clientConfigAdmin.listClientConfigs({})).list,
      (list) => (this.list = list),
    );
  }

  /** A new branded config for a merchant (administrators); its id, or null when refused. */
  async createFor(merchantId: string): Promise<string | null> {
    const created = await attempt(
      async () => (await this.api.clientConfigAdmin.createClientConfig({ merchantId })).clientConfig,
    );
    if (created) await this.load();
    return created?.id ?? null;
  }
}
