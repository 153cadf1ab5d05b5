import { makeAutoObservable, runInAction } from 'mobx';
import type { StaffApi } from '../../services/staff-api';
import { attempt, LoadState } from '../staff-setup/load-state';
import type { StaffStoreListStore } from '../staff/store-list.store';

export const AUTO_RECEIVE_DAYS = { min: 1, max: 30 } as const;

/** The zones the picker offers: the platform's regions first, then common ones. */
export const COMMON_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Taipei',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Bangkok',
  'Asia/Kuala_Lumpur',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Los_Angeles',
  'Australia/Sydney',
] as const;

export type ConfigProblem = 'autoReceiveDays' | 'timezone' | null;

/** The store's seller mall config (StoreMallConfigService): time zone, delivery, pick-up, auto receipt. */
export class MallConfigStore {
  readonly state = new LoadState();
  timezone = '';
  deliveryEnabled = true;
  selfPickupEnabled = true;
  autoReceiveDays = '7';
  saving = false;
  private storeId = '';

  constructor(
    private readonly api: StaffApi,
    private readonly stores: StaffStoreListStore,
  ) {
    makeAutoObservable<this, 'api' | 'stores' | 'storeId'>(
      this,
      { api: false, stores: false, storeId: false },
      { autoBind: true },
    );
  }

  /** The zones to pick from, with the current one even when it is not a common one. */
  get zones(): string[] {
    const zones: string[] = [...COMMON_TIMEZONES];
    return this.timezone && !zones.includes(this.timezone) ? [this.timezone, ...zones] : zones;
  }

  async load(): Promise<void> {
    const storeId = await this.stores.ensureCurrent().catch(() => '');
    this.storeId = storeId;
    await this.state.run(
      () => this.api.storeMallConfig.getStoreMallConfig({ storeId }),
      ({ config }) => {
        // A store never saved: the server answers its defaults; the store's zone if it has none.
        this.timezone = config?.timezone || this.stores.timezone;
        this.deliveryEnabled = config?.deliveryEnabled ?? true;
        this.selfPickupEnabled = config?.selfPickupEnabled ?? true;
        this.autoReceiveDays = String(config?.autoReceiveDays || 7);
      },
    );
  }

  setTimezone(zone: string): void {
    this.timezone = zone;
  }
  setDelivery(on: boolean): void {
    this.deliveryEnabled = on;
  }
  setSelfPickup(on: boolean): void {
    this.selfPickupEnabled = on;
  }
  setAutoReceiveDays(text: string): void {
    this.autoReceiveDays = text;
  }

  get problem(): ConfigProblem {
    if (!this.timezone) return 'timezone';
    const days = this.autoReceiveDays.trim();
    if (!/^\d+$/.test(days) || Number(days) < AUTO_RECEIVE_DAYS.min || Number(days) > AUTO_RECEIVE_DAYS.max) {
      return 'autoReceiveDays';
    }
    return null;
  }

  async save(): Promise<boolean> {
    if (this.problem) return false;
    this.saving = true;
    const answer = await attempt(() =>
      this.api.storeMallConfig.saveStoreMallConfig({
        storeId: this.storeId,
        config: {
          storeId: this.storeId,
          timezone: this.timezone,
          deliveryEnabled: this.deliveryEnabled,
          selfPickupEnabled: this.selfPickupEnabled,
          autoReceiveDays: Number(this.autoReceiveDays.trim()),
        },
      }),
    );
    runInAction(() => (this.saving = false));
    return Boolean(answer);
  }
}
