import { makeAutoObservable } from 'mobx';
import type { BookingConfig, Store, StoreBusinessConfig, StoreImage, StoreProfile } from '@/gen/store/v1/store_pb';
import type { Api } from '@/services/api';
import { attempt, LoadState } from './load-state';
import type { SetupStoreChoice } from './setup-store-choice';

type Plain<T> = Partial<Omit<T, '$typeName'>>;

/** The store's own record (base, profile, images, booking notice and day rules) and its business config. */
export class StoreInfoStore {
  store: Store | null = null;
  businessConfig: StoreBusinessConfig | null = null;
  readonly state = new LoadState();
  readonly configState = new LoadState();

  constructor(
    private readonly api: Api,
    private readonly choice: SetupStoreChoice,
  ) {
    makeAutoObservable<this, 'api' | 'choice'>(this, { api: false, choice: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.state.run(
      () => this.api.storeSetting.getStore({ storeId }),
      (answer) => (this.store = answer.store ?? null),
    );
  }

  private apply(store: Store | undefined | null): boolean {
    if (!store) return false;
    this.store = store;
    return true;
  }

  async saveProfile(name: string, timezone: string, profile: Plain<StoreProfile>): Promise<boolean> {
    const answer = await attempt(() =>
      this.api.storeSetting.updateStoreProfile({ storeId: this.choice.storeId, name, timezone, profile }),
    );
    return this.apply(answer?.store);
  }

  async saveImages(image: Plain<StoreImage>): Promise<boolean> {
    const answer = await attempt(() => this.api.storeSetting.updateStoreImage({ storeId: this.choice.storeId, image }));
    return this.apply(answer?.store);
  }

  async saveBookingConfig(bookingConfig: Plain<BookingConfig>): Promise<boolean> {
    const answer = await attempt(() =>
      this.api.storeSetting.updateBookingConfig({ storeId: this.choice.storeId, bookingConfig }),
    );
    return this.apply(answer?.store);
  }

  async loadBusinessConfig(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.configState.run(
      () => this.api.storeBusinessConfig.getStoreBusinessConfig({ storeId }),
      (answer) => (this.businessConfig = answer.config ?? null),
    );
  }

  async saveBusinessConfig(config: Plain<StoreBusinessConfig>): Promise<boolean> {
    const answer = await attempt(() =>
      this.api.storeBusinessConfig.updateStoreBusinessConfig({ storeId: this.choice.storeId, config }),
    );
    if (answer?.config) this.businessConfig = answer.config;
    return Boolean(answer?.config);
  }
}
