import type { KeyValueStorage } from '@/platform';
import type { Api } from '../services/api';
import { ClientConfigStore } from './client-config.store';
import { OperatorStore } from './operator.store';

export interface RootStoreDeps {
  storage: KeyValueStorage;
  api: Api;
  platformClientConfigId: string;
}

/**
 * The one MobX root. Each part is its own store that receives what it needs
 * from here; session and more join in later issues.
 */
export class RootStore {
  readonly operator: OperatorStore;
  readonly clientConfig: ClientConfigStore;

  constructor(deps: RootStoreDeps) {
    this.operator = new OperatorStore(deps.storage);
    this.clientConfig = new ClientConfigStore(deps.api, deps.platformClientConfigId);
  }
}
