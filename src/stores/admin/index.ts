import type { StaffApi } from '../../services/staff-api';
import { ConfigEditorStore } from './config-editor.store';
import { ConfigListStore } from './config-list.store';
import { MerchantsStore } from './merchants.store';

export { ConfigEditorStore, ConfigListStore, MerchantsStore };

/** The administrator's home and the client config editor. */
export class AdminConsoleStore {
  readonly configs: ConfigListStore;
  readonly merchants: MerchantsStore;

  constructor(private readonly api: StaffApi) {
    this.configs = new ConfigListStore(api);
    this.merchants = new MerchantsStore(api);
  }

  /** A fresh editor per page visit, so leaving without saving drops the changes. */
  editor(id: string): ConfigEditorStore {
    return new ConfigEditorStore(this.api, id);
  }
}
