import { makeAutoObservable } from 'mobx';
import type { AdminRegion } from '../../gen/platform/v1/admin_reference_data_service_pb';
import type { AdminContentApi } from '../../services/admin-content-api';
import { attempt, LoadState } from '../staff-setup/load-state';

export interface RegionDraft {
  callingCode: string;
  isoCode: string;
  name: string;
  phonePattern: string;
  sort: string;
}

export const emptyRegionDraft = (): RegionDraft => ({
  callingCode: '',
  isoCode: '',
  name: '',
  phonePattern: '',
  sort: '0',
});

const toRegion = (d: RegionDraft) => ({
  callingCode: d.callingCode.trim(),
  isoCode: d.isoCode.trim().toUpperCase(),
  name: d.name.trim(),
  phonePattern: d.phonePattern.trim(),
  sort: Number.parseInt(d.sort, 10) || 0,
});

/** Every phone region, disabled ones included; create, edit, disable or enable, delete. */
export class RegionsStore {
  readonly state = new LoadState();
  list: AdminRegion[] = [];

  constructor(private readonly api: AdminContentApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    await this.state.run(
      async () => (await this.api.adminReferenceData.listAdminRegions({})).list,
      (list) => (this.list = list),
    );
  }

  /** True when saved; the server's reason has been shown otherwise. */
  async save(draft: RegionDraft, existing: boolean): Promise<boolean> {
    const region = toRegion(draft);
    const done = await attempt<unknown>(() =>
      existing
        ? this.api.adminReferenceData.updateRegion({ region })
        : this.api.adminReferenceData.createRegion({ region }),
    );
    if (!done) return false;
    await this.load();
    return true;
  }

  async setDisabled(callingCode: string, disabled: boolean): Promise<boolean> {
    const done = await attempt(() => this.api.adminReferenceData.setRegionDisabled({ callingCode, disabled }));
    if (!done) return false;
    await this.load();
    return true;
  }

  async remove(callingCode: string): Promise<boolean> {
    const done = await attempt(() => this.api.adminReferenceData.deleteRegion({ callingCode }));
    if (!done) return false;
    await this.load();
    return true;
  }
}
