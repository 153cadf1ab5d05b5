import { makeAutoObservable } from 'mobx';
import { StaffRole, type StaffMember } from '@/gen/identity/v1/staff_pb';
import type { StaffApi } from '@/services/staff-api';
import { attempt, LoadState } from './load-state';
import type { SetupStoreChoice } from './setup-store-choice';

/**
 * The people who work at the store being set up: its own members and the merchant-wide
 * members who also serve it. Managers add people by phone, change a member's role
 * and remove them; the server decides who may (a manager of the store or of its whole
 * merchant) and refuses anyone else in the spec's words.
 */
export class StoreStaffStore {
  list: StaffMember[] = [];
  readonly state = new LoadState();

  constructor(
    private readonly api: StaffApi,
    private readonly choice: SetupStoreChoice,
  ) {
    makeAutoObservable<this, 'api' | 'choice'>(this, { api: false, choice: false }, { autoBind: true });
  }

  /** The store's own members first (managers before staff), then the merchant-wide ones. */
  get members(): StaffMember[] {
    const rank = (m: StaffMember) => (m.storeId === '0' ? 2 : 0) + (m.role === StaffRole.MANAGER ? 0 : 1);
    return this.list.slice().sort((a, b) => rank(a) - rank(b) || Number(a.id) - Number(b.id));
  }

  async load(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.state.run(
      () => this.api.storeStaff.listStoreStaff({ storeId }),
      (answer) => (this.list = answer.list),
    );
  }

  /**
   * Adds the person with this phone and their name (the order log shows it; a new
   * phone becomes an account that logs in by SMS), or changes their role.
   */
  async add(
    phoneRegionCode: string,
    phone: string,
    role: StaffRole,
    name: { lastName: string; firstName: string } = { lastName: '', firstName: '' },
  ): Promise<boolean> {
    const done = await attempt(() =>
      this.api.storeStaff.addStoreStaff({ storeId: this.choice.storeId, phoneRegionCode, phone, role, ...name }),
    );
    if (done) await this.load();
    return done !== null;
  }

  /** Another role for one of the store's own members (adding an existing member changes the role). */
  changeRole(member: StaffMember, role: StaffRole): Promise<boolean> {
    return this.add(member.user?.phoneRegionCode ?? '', member.user?.phone ?? '', role);
  }

  /** Removes a member from the store; the server closes their access at once. */
  async remove(member: StaffMember): Promise<boolean> {
    const done = await attempt(() =>
      this.api.storeStaff.removeStoreStaff({ storeId: this.choice.storeId, staffMemberId: member.id }),
    );
    if (done) await this.load();
    return done !== null;
  }
}
