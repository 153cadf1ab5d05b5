import type { Api } from '@/services/api';
import type { SetupStoreChoice } from '../staff-setup/setup-store-choice';
import { DinerPushSettingStore } from './diner-push-setting.store';
import { InvitationStore, SharedInvitationStore } from './invitation.store';
import { OrderPushStore } from './order-push.store';
import { PushStaffConfigStore } from './push-staff-config.store';

/** Notifications and invitations on the client: staff settings, an order's messages, the diner's choices. */
export class PushStore {
  readonly staffConfig: PushStaffConfigStore;
  readonly orderPush: OrderPushStore;
  readonly dinerSetting: DinerPushSettingStore;
  readonly invitations: InvitationStore;
  readonly shared: SharedInvitationStore;

  constructor(api: Api, choice: SetupStoreChoice) {
    this.staffConfig = new PushStaffConfigStore(api, choice);
    this.orderPush = new OrderPushStore(api);
    this.dinerSetting = new DinerPushSettingStore(api);
    this.invitations = new InvitationStore(api, choice);
    this.shared = new SharedInvitationStore(api);
  }
}
