import { makeAutoObservable, runInAction } from 'mobx';
import type { Store } from '@/gen/store/v1/store_pb';
import type { Api } from '@/services/api';
import type { OperatorStore } from '../operator.store';
import { LoadState } from './load-state';

/**
 * Which store the setup pages work on: the one the staff member chose (operator's
 * store id, kept by the store switcher of the operation tabs), else the first store
 * they may act for. Only a view: the server checks every call against the session.
 */
export class SetupStoreChoice {
  stores: Store[] = [];
  readonly state = new LoadState();
  /** The load in flight: pages that load two things at once share it (a second load would discard the first). */
  private pending: Promise<void> | null = null;

  constructor(
    private readonly api: Api,
    private readonly operator: OperatorStore,
  ) {
    makeAutoObservable<this, 'api' | 'operator' | 'pending'>(
      this,
      { api: false, operator: false, pending: false },
      { autoBind: true },
    );
  }

  get storeId(): string {
    const chosen = this.operator.storeId;
    if (chosen && (this.stores.length === 0 || this.stores.some((s) => s.model?.id === chosen))) return chosen;
    return this.stores[0]?.model?.id ?? '';
  }

  get store(): Store | undefined {
    return this.stores.find((s) => s.model?.id === this.storeId);
  }

  /** The chosen store's currency (ISO 4217): its amounts are typed and shown in it; empty until known. */
  get currency(): string {
    return this.store?.currency ?? '';
  }

  async load(): Promise<void> {
    await this.state.run(
      () => this.api.permittedStore.queryPermittedStores({ query: { limit: 100 } }),
      (answer) => (this.stores = answer.list),
    );
  }

  /**
   * The store id to work on, loading the permitted stores first when none is known.
   * Callers at the same moment (a page loading its plan, shifts and settings at once)
   * wait for one load: separate loads superseded each other, and all but the last
   * went on with no store.
   */
  async ensureStoreId(): Promise<string> {
    if (!this.storeId || this.state.status === 'idle') {
      this.pending ??= this.load().finally(() => (this.pending = null));
      await this.pending;
    }
    return runInAction(() => this.storeId);
  }
}
