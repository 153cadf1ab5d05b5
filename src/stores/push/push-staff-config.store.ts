import { makeAutoObservable } from 'mobx';
import type { AutoPushSmsConfig, OperatorPushSwitch } from '@/gen/push/v1/push_pb';
import { NotificationEventType, PushChannel } from '@/gen/push/v1/push_pb';
import type { Api } from '@/services/api';
import { attempt, LoadState } from '../staff-setup/load-state';
import type { SetupStoreChoice } from '../staff-setup/setup-store-choice';

export type AutoSmsDraft = Omit<AutoPushSmsConfig, '$typeName' | '$unknown'>;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What the form refuses before sending: quiet hours as times (both or neither), leads 0-10080 minutes. */
export function autoSmsProblem(draft: AutoSmsDraft): 'quietHours' | 'lead' | null {
  const start = draft.quietStart.trim();
  const end = draft.quietEnd.trim();
  if (start || end) {
    if (!CLOCK.test(start) || !CLOCK.test(end) || start === end) return 'quietHours';
  }
  for (const lead of [draft.remindArrivalMinutes, draft.remindDepositMinutes, draft.contactConfirmMinutes]) {
    if (!Number.isInteger(lead) || lead < 0 || lead > 10_080) return 'lead';
  }
  return null;
}

/**
 * The store's notification settings as its staff keep them: auto-push SMS (events,
 * template, quiet hours in the store's zone, reminder leads), the operator switches
 * per event and channel, and the staff member's own official-account notifications.
 */
export class PushStaffConfigStore {
  autoSms: AutoSmsDraft | null = null;
  switches: OperatorPushSwitch[] = [];
  mine = { enabled: false, following: false, officialAccountAppId: '' };
  readonly autoSmsState = new LoadState();
  readonly switchState = new LoadState();
  saving = false;

  constructor(
    private readonly api: Api,
    private readonly choice: SetupStoreChoice,
  ) {
    makeAutoObservable<this, 'api' | 'choice'>(this, { api: false, choice: false }, { autoBind: true });
  }

  async loadAutoSms(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.autoSmsState.run(
      () => this.api.pushConfig.getAutoPushSmsConfig({ storeId }),
      (answer) => (this.autoSms = answer.config ? { ...answer.config } : null),
    );
  }

  edit(patch: Partial<AutoSmsDraft>): void {
    if (this.autoSms) this.autoSms = { ...this.autoSms, ...patch };
  }

  toggleSmsEvent(type: NotificationEventType): void {
    if (!this.autoSms) return;
    const has = this.autoSms.eventTypes.includes(type);
    this.edit({
      eventTypes: has ? this.autoSms.eventTypes.filter((t) => t !== type) : [...this.autoSms.eventTypes, type],
    });
  }

  async saveAutoSms(): Promise<boolean> {
    if (!this.autoSms) return false;
    this.saving = true;
    const saved = await attempt(() =>
      this.api.pushConfig.updateAutoPushSmsConfig({ storeId: this.choice.storeId, config: this.autoSms! }),
    );
    this.saving = false;
    if (saved?.config) this.autoSms = { ...saved.config };
    return Boolean(saved);
  }

  async loadSwitches(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.switchState.run(
      async () => {
        const [config, mine] = await Promise.all([
          this.api.pushConfig.getStorePushConfig({ storeId }),
          this.api.pushConfig.getMyStorePushSetting({ storeId }),
        ]);
        return { config, mine };
      },
      ({ config, mine }) => {
        this.switches = config.list;
        this.mine = {
          enabled: mine.enabled,
          following: mine.following,
          officialAccountAppId: mine.officialAccountAppId,
        };
      },
    );
  }

  enabled(type: NotificationEventType, channel: PushChannel): boolean {
    return this.switches.find((s) => s.eventType === type && s.channel === channel)?.enabled ?? true;
  }

  /** Flips one switch and saves the store's own switches (those set here, and this one). */
  async toggle(type: NotificationEventType, channel: PushChannel): Promise<void> {
    const next = !this.enabled(type, channel);
    const own = this.switches
      .filter((s) => s.source === 'STORE' && !(s.eventType === type && s.channel === channel))
      .map((s) => ({ eventType: s.eventType, channel: s.channel, enabled: s.enabled }));
    const saved = await attempt(() =>
      this.api.pushConfig.updateStorePushConfig({
        storeId: this.choice.storeId,
        list: [...own, { eventType: type, channel, enabled: next }],
      }),
    );
    if (saved) this.switches = saved.list;
  }

  async setMine(enabled: boolean): Promise<void> {
    const saved = await attempt(() =>
      this.api.pushConfig.updateMyStorePushSetting({ storeId: this.choice.storeId, enabled }),
    );
    if (saved)
      this.mine = {
        enabled: saved.enabled,
        following: saved.following,
        officialAccountAppId: saved.officialAccountAppId,
      };
  }
}

export { NotificationEventType, PushChannel };
