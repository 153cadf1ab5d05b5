import { makeAutoObservable, runInAction } from 'mobx';
import type { Store } from '@/gen/store/v1/store_pb';
import type { StaffApi } from '../../services/staff-api';
import type { LoadStatus } from '../client-config.store';
import type { OperatorStore } from '../operator.store';

/**
 * The stores a staff member may act for (PermittedStoreService, spec section 6) and
 * which one the staff screens work on: the operator's store id, kept per app id.
 * A remembered store that is no longer permitted gives way to the first permitted.
 */
export class StaffStoreListStore {
  stores: Store[] = [];
  status: LoadStatus = 'idle';

  constructor(
    private readonly api: StaffApi,
    private readonly operator: OperatorStore,
  ) {
    makeAutoObservable<this, 'api' | 'operator'>(this, { api: false, operator: false }, { autoBind: true });
  }

  get current(): Store | undefined {
    return this.stores.find((s) => s.model?.id === this.operator.storeId);
  }

  get currentId(): string {
    return this.current?.model?.id ?? '';
  }

  /** The current store's IANA zone; Shanghai until the store is known. */
  get timezone(): string {
    return this.current?.timezone || 'Asia/Shanghai';
  }

  /** The current store's currency (ISO 4217); empty until the store is known, and amounts then show bare. */
  get currency(): string {
    return this.current?.currency ?? '';
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const { list } = await this.api.permittedStore.queryPermittedStores({ query: { limit: 100 } });
      runInAction(() => {
        this.stores = list;
        this.status = 'ready';
        if (!this.current && list[0]?.model) this.operator.setStoreId(list[0].model.id);
      });
    } catch (error) {
      runInAction(() => (this.status = 'error'));
      throw error;
    }
  }

  /** The store the staff screens work on, loading the permitted stores the first time. */
  async ensureCurrent(): Promise<string> {
    if (this.status !== 'ready') await this.load();
    return this.currentId;
  }

  switchTo(storeId: string): void {
    if (this.stores.some((s) => s.model?.id === storeId)) this.operator.setStoreId(storeId);
  }
}
