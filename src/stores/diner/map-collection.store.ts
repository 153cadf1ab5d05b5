import { makeAutoObservable, runInAction } from 'mobx';
import type { Store, StoreCollection } from '../../gen/store/v1/store_pb';
import { distanceMeters, storePoint, type GeoPoint } from '../../utils/diner/geo';
import type { DinerContext } from './diner-context';

export interface StoreWithDistance {
  store: Store;
  /** Metres from the diner; null without a position on either side. */
  distance: number | null;
}

/**
 * map-collection: a collection's stores (or the app's stores), nearest first
 * when the diner allows their location, each with a maps link.
 */
export class MapCollectionStore {
  collection: StoreCollection | null = null;
  stores: Store[] = [];
  location: GeoPoint | null = null;
  locationDenied = false;
  state: 'loading' | 'ready' | 'error' = 'loading';

  constructor(
    private readonly ctx: DinerContext,
    private readonly collectionId: string,
  ) {
    makeAutoObservable<this, 'ctx' | 'collectionId'>(this, { ctx: false, collectionId: false }, { autoBind: true });
  }

  get rows(): StoreWithDistance[] {
    const here = this.location;
    const rows = this.stores.map((store) => {
      const there = storePoint(store.profile);
      return { store, distance: here && there ? distanceMeters(here, there) : null };
    });
    return here ? rows.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity)) : rows;
  }

  async load(): Promise<void> {
    const merchantId = this.ctx.merchantId();
    try {
      let idIn: string[] = [];
      if (this.collectionId) {
        const { list } = await this.ctx.api.store.queryStoreCollections({
          merchantIdIn: merchantId ? [merchantId] : [],
        });
        const collection = list.find((c) => c.model?.id === this.collectionId) ?? null;
        runInAction(() => (this.collection = collection));
        idIn = collection?.storeIdList ?? [];
      }
      const page = await this.ctx.catalog.query({
        idIn,
        merchantIdIn: merchantId && !idIn.length ? [merchantId] : [],
        query: { limit: 100 },
      });
      // A collection keeps its own order.
      const order = new Map(idIn.map((id, i) => [id, i]));
      const stores = idIn.length
        ? [...page.list].sort((a, b) => (order.get(a.model!.id) ?? 0) - (order.get(b.model!.id) ?? 0))
        : page.list;
      runInAction(() => {
        this.stores = stores;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => (this.state = 'error'));
    }
    await this.locate();
  }

  /** Asks for the position (spec section 6); refused or failed, distances are left out. */
  async locate(): Promise<void> {
    const result = await this.ctx.platform.getLocation();
    runInAction(() => {
      if (result.denied) {
        this.locationDenied = true;
        this.location = null;
      } else {
        this.locationDenied = false;
        this.location = { latitude: result.latitude, longitude: result.longitude };
      }
    });
  }
}
