import { makeAutoObservable, runInAction } from 'mobx';
import type { StaffAccess } from '../../gen/identity/v1/admin_staff_service_pb';
import { StaffRole } from '../../gen/identity/v1/staff_pb';
import type { AdminPeopleApi } from '../../services/admin-people-api';
import { attempt, LoadState } from '../staff-setup/load-state';
import { MerchantChoiceStore } from './merchant-choice.store';

/** The access form: a person (by phone), a role, and the whole merchant or some stores. */
export interface AccessDraft {
  phoneRegionCode: string;
  phone: string;
  role: StaffRole;
  wholeMerchant: boolean;
  storeIds: string[];
}

export const emptyDraft = (): AccessDraft => ({
  phoneRegionCode: '86',
  phone: '',
  role: StaffRole.STAFF,
  wholeMerchant: false,
  storeIds: [],
});

/** A merchant's staff as people, searched by phone or name; one opened in the form (or a new one). */
export class StaffAccessStore {
  readonly state = new LoadState();
  readonly merchant: MerchantChoiceStore;
  list: StaffAccess[] = [];
  keyword = '';
  /** The user id opened in the form; '' with the form open for someone new. */
  openedUserId = '';
  formOpen = false;
  draft: AccessDraft = emptyDraft();
  saving = false;

  constructor(private readonly api: AdminPeopleApi) {
    this.merchant = new MerchantChoiceStore(api, () => {
      this.list = [];
      this.close();
      void this.load();
    });
    makeAutoObservable<this, 'api'>(this, { api: false, merchant: false }, { autoBind: true });
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword;
  }

  async load(): Promise<void> {
    const merchantId = this.merchant.merchantId;
    if (!merchantId) return;
    await this.state.run(
      async () => (await this.api.adminStaff.listStaffAccess({ merchantId, keyword: this.keyword.trim() })).list,
      (list) => (this.list = list),
    );
  }

  open(person: StaffAccess): void {
    this.openedUserId = person.user?.model?.id ?? '';
    this.formOpen = true;
    this.draft = {
      phoneRegionCode: person.user?.phoneRegionCode || '86',
      phone: person.user?.phone ?? '',
      role: person.role,
      wholeMerchant: person.wholeMerchant,
      storeIds: [...person.storeIdList],
    };
  }

  openNew(): void {
    this.openedUserId = '';
    this.formOpen = true;
    this.draft = emptyDraft();
  }

  close(): void {
    this.formOpen = false;
    this.openedUserId = '';
  }

  edit(change: Partial<AccessDraft>): void {
    this.draft = { ...this.draft, ...change };
  }

  toggleStore(storeId: string): void {
    const ids = this.draft.storeIds;
    this.edit({ storeIds: ids.includes(storeId) ? ids.filter((id) => id !== storeId) : [...ids, storeId] });
  }

  /** Saves the form; false when the server refused (it has said why). */
  async save(): Promise<boolean> {
    this.saving = true;
    const d = this.draft;
    const done = await attempt(() =>
      this.api.adminStaff.setStaffAccess({
        merchantId: this.merchant.merchantId,
        phoneRegionCode: d.phoneRegionCode.trim(),
        phone: d.phone.trim(),
        role: d.role,
        wholeMerchant: d.wholeMerchant,
        storeIdList: d.wholeMerchant ? [] : d.storeIds,
      }),
    );
    runInAction(() => (this.saving = false));
    if (!done?.access) return false;
    await this.load();
    this.open(done.access);
    return true;
  }

  async remove(): Promise<boolean> {
    const userId = this.openedUserId;
    const done = await attempt(() =>
      this.api.adminStaff.removeStaffAccess({ merchantId: this.merchant.merchantId, userId }),
    );
    if (!done) return false;
    this.close();
    await this.load();
    return true;
  }
}
