import { makeAutoObservable, runInAction } from 'mobx';
import type { Store } from '../../gen/store/v1/store_pb';
import type { StoreCatalog } from '../diner/store-catalog.store';

/**
 * What the contact page offers: the store it was opened for, else the
 * stores of the merchant the app is for (a branded app, a merchant link).
 * Without either, only the platform.
 */
export class ContactModel {
  stores: Store[] = [];
  loading = false;
  failed = false;

  constructor(
    private readonly catalog: StoreCatalog,
    private readonly storeId: string,
    private readonly merchantId: string,
  ) {
    makeAutoObservable<this, 'catalog' | 'storeId' | 'merchantId'>(
      this,
      { catalog: false, storeId: false, merchantId: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    if (!this.storeId && !this.merchantId) return;
    this.loading = true;
    this.failed = false;
    try {
      const page = await this.catalog.query(
        this.storeId ? { idIn: [this.storeId] } : { merchantIdIn: [this.merchantId], query: { limit: 20 } },
      );
      runInAction(() => (this.stores = page.list));
    } catch {
      runInAction(() => (this.failed = true));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}
