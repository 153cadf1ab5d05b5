import type { IntlTextFields } from '@/common/intl-text';
import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type {
  BookingConfigSchema,
  Store,
  StoreBusinessConfig,
  StoreBusinessConfigSchema,
  StoreImageSchema,
  StoreProfileSchema,
} from '@/gen/store/v1/store_pb';
import type { StaffApi } from '@/services/staff-api';
import {
  chooseAndUploadImages,
  ImageUploadError,
  type ImageUploadDeps,
  type UploadedImage,
} from '@/services/image-upload';
import { showMessage } from '@/services/feedback';
import { i18n } from '@/i18n/i18n';
import { attempt, LoadState } from './load-state';
import type { SetupStoreChoice } from './setup-store-choice';
import '@/i18n/server-message-texts';

/** The store's own record (base, profile, images, booking notice and day rules) and its business config. */
export class StoreInfoStore {
  store: Store | null = null;
  businessConfig: StoreBusinessConfig | null = null;
  readonly state = new LoadState();
  readonly configState = new LoadState();

  constructor(
    private readonly api: StaffApi,
    private readonly choice: SetupStoreChoice,
    private readonly uploads: ImageUploadDeps,
  ) {
    makeAutoObservable<this, 'api' | 'choice' | 'uploads'>(
      this,
      { api: false, choice: false, uploads: false },
      { autoBind: true },
    );
  }

  /** Picks and uploads store images; a refused upload shows the server's message. */
  async uploadImages(count: number, remark: string): Promise<UploadedImage[]> {
    try {
      return await chooseAndUploadImages(this.uploads, {
        count,
        remark,
        operatorType: 'STORE',
        operatorId: this.choice.storeId,
      });
    } catch (error) {
      const text = error instanceof ImageUploadError ? error.message : i18n.t('serverMessage.uploadFailed');
      showMessage(text, i18n.t('common.gotIt'));
      return [];
    }
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

  async saveProfile(
    name: string,
    timezone: string,
    profile: MessageInitShape<typeof StoreProfileSchema>,
    intlName?: IntlTextFields,
    intlCity?: IntlTextFields,
  ): Promise<boolean> {
    const kept = this.store?.intlInfo;
    const intlInfo = intlName && { name: intlName, shareCard: kept?.shareCard, city: intlCity ?? kept?.city };
    const answer = await attempt(() =>
      this.api.storeSetting.updateStoreProfile({ storeId: this.choice.storeId, name, timezone, profile, intlInfo }),
    );
    return this.apply(answer?.store);
  }

  async saveImages(image: MessageInitShape<typeof StoreImageSchema>): Promise<boolean> {
    const answer = await attempt(() => this.api.storeSetting.updateStoreImage({ storeId: this.choice.storeId, image }));
    return this.apply(answer?.store);
  }

  async saveBookingConfig(bookingConfig: MessageInitShape<typeof BookingConfigSchema>): Promise<boolean> {
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

  async saveBusinessConfig(config: MessageInitShape<typeof StoreBusinessConfigSchema>): Promise<boolean> {
    const answer = await attempt(() =>
      this.api.storeBusinessConfig.updateStoreBusinessConfig({ storeId: this.choice.storeId, config }),
    );
    const saved = answer?.config;
    if (saved) runInAction(() => (this.businessConfig = saved));
    return Boolean(saved);
  }
}
