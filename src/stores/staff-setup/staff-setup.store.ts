import type { StaffApi } from '@/services/staff-api';
import type { ImageUploadDeps } from '@/services/image-upload';
import { BookingSettingsStore } from './booking-settings.store';
import { DepositPolicyStore } from './deposit-policy.store';
import { DinersStore } from './diners.store';
import { FloorPlansStore } from './floor-plans.store';
import { ChannelsStore } from './channels.store';
import { StoreStaffStore } from './store-staff.store';
import { LabelsStore } from './labels.store';
import { MembershipStore } from './membership.store';
import type { SetupStoreChoice } from './setup-store-choice';
import { ShiftsStore } from './shifts.store';
import { StoreInfoStore } from './store-info.store';
import { TablesStore } from './tables.store';

/**
 * The staff app's store setup and diner CRM: one store per subject,
 * all working on the store SetupStoreChoice picks. Pages observe these; none keeps a copy.
 */
export class StaffSetupStore {
  readonly choice: SetupStoreChoice;
  readonly tables: TablesStore;
  readonly shifts: ShiftsStore;
  readonly storeInfo: StoreInfoStore;
  readonly booking: BookingSettingsStore;
  readonly deposit: DepositPolicyStore;
  readonly labels: LabelsStore;
  readonly channels: ChannelsStore;
  readonly staff: StoreStaffStore;
  readonly membership: MembershipStore;
  readonly diners: DinersStore;
  readonly floorPlans: FloorPlansStore;

  constructor(api: StaffApi, choice: SetupStoreChoice, report: (error: unknown) => void, uploads: ImageUploadDeps) {
    this.choice = choice;
    this.tables = new TablesStore(api, this.choice, report);
    this.shifts = new ShiftsStore(api, this.choice);
    this.storeInfo = new StoreInfoStore(api, this.choice, uploads);
    this.booking = new BookingSettingsStore(api, this.choice);
    this.deposit = new DepositPolicyStore(api, this.choice);
    this.labels = new LabelsStore(api, this.choice);
    this.channels = new ChannelsStore(api, this.choice);
    this.staff = new StoreStaffStore(api, this.choice);
    this.membership = new MembershipStore(api, this.choice);
    this.diners = new DinersStore(api, this.choice);
    this.floorPlans = new FloorPlansStore(api, this.choice, uploads);
  }
}
