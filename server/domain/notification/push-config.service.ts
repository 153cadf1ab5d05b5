import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { operatorAllows, sceneOf, type ChannelApps } from './delivery-planner';
import { PushConfigRepository, type AutoSmsRow } from './push-config.repository';
import {
  CHANNELS,
  DEFAULT_SMS_EVENTS,
  EVENT_TYPES,
  STORE_SMS_EVENTS,
  isChannel,
  isEventType,
  type Channel,
  type EventType,
} from './notification-types';
import { formatClock, parseClock } from './quiet-hours';

export interface SwitchInput {
  eventType: string;
  channel: string;
  enabled: boolean;
}

export interface AutoSmsInput {
  enabled: boolean;
  eventTypes: string[];
  templateId: string;
  quietStart: string;
  quietEnd: string;
  remindArrivalMinutes: number;
  remindDepositMinutes: number;
  contactConfirmMinutes: number;
}

export interface AutoSmsView extends AutoSmsInput {
  timezone: string;
}

const MAX_LEAD_MINUTES = 7 * 24 * 60;

function checkSwitches(items: SwitchInput[]): Array<{ eventType: EventType; channel: Channel; enabled: boolean }> {
  return items.map((i) => {
    if (!isEventType(i.eventType) || !isChannel(i.channel)) throw domainError('invalid', 'pushEventTypeInvalid');
    return { eventType: i.eventType, channel: i.channel, enabled: i.enabled };
  });
}

/** Staff settings: scenes per merchant, operator switches per store and merchant, the store's auto-push SMS. */
export class PushConfigService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly channels: ChannelApps,
    private readonly now: () => Date,
  ) {}

  /** Every event and channel with the scene in force for the merchant and where it comes from. */
  async scenes(merchantId: string) {
    const rows = await new PushConfigRepository(this.db).scenes([merchantId]);
    return EVENT_TYPES.flatMap((eventType) =>
      CHANNELS.map((channel) => {
        const own = rows.find(
          (r) => r.merchant_id === merchantId && r.event_type === eventType && r.channel === channel,
        );
        const platform = rows.find((r) => r.merchant_id === '0' && r.event_type === eventType && r.channel === channel);
        const scene = sceneOf(rows, merchantId, eventType, channel);
        return { eventType, channel, ...scene, source: own ? 'MERCHANT' : platform ? 'PLATFORM' : 'DEFAULT' };
      }),
    );
  }

  async updateScene(
    merchantId: string,
    scene: { eventType: string; channel: string; templateId: string; enabled: boolean },
  ) {
    const [checked] = checkSwitches([scene]);
    await new PushConfigRepository(this.db).upsertScene(
      {
        merchantId,
        eventType: checked.eventType,
        channel: checked.channel,
        templateId: scene.templateId.trim(),
        enabled: scene.enabled,
      },
      this.now(),
    );
    return this.scenes(merchantId);
  }

  async storeSwitches(storeId: string) {
    const config = new PushConfigRepository(this.db);
    const store = (await config.stores([storeId])).get(storeId);
    if (!store) throw domainError('not_found', 'storeDoesNotExist');
    const rows = await config.operatorConfigs([
      { type: 'STORE', id: storeId },
      { type: 'MERCHANT', id: store.merchantId },
    ]);
    const list = EVENT_TYPES.flatMap((eventType) =>
      CHANNELS.map((channel) => {
        const own = rows.find((r) => r.owner_type === 'STORE' && r.event_type === eventType && r.channel === channel);
        const merchant = rows.find(
          (r) => r.owner_type === 'MERCHANT' && r.event_type === eventType && r.channel === channel,
        );
        return {
          eventType,
          channel,
          enabled: operatorAllows(rows, store, eventType, channel),
          source: own ? 'STORE' : merchant ? 'MERCHANT' : 'DEFAULT',
        };
      }),
    );
    return { merchantId: store.merchantId, list };
  }

  async updateStoreSwitches(storeId: string, items: SwitchInput[]) {
    const checked = checkSwitches(items);
    await this.db
      .transaction()
      .execute((trx) =>
        new PushConfigRepository(trx).replaceOperatorConfig({ type: 'STORE', id: storeId }, checked, this.now()),
      );
    return (await this.storeSwitches(storeId)).list;
  }

  async updateMerchantSwitches(merchantId: string, items: SwitchInput[]) {
    const checked = checkSwitches(items);
    await this.db
      .transaction()
      .execute((trx) =>
        new PushConfigRepository(trx).replaceOperatorConfig({ type: 'MERCHANT', id: merchantId }, checked, this.now()),
      );
  }

  async autoSms(storeId: string): Promise<AutoSmsView> {
    const config = new PushConfigRepository(this.db);
    const store = (await config.stores([storeId])).get(storeId);
    if (!store) throw domainError('not_found', 'storeDoesNotExist');
    const row = (await config.autoSms([storeId])).get(storeId);
    return { ...viewOf(row), timezone: store.timezone };
  }

  /** Checks everything before writing: event types, the quiet hours as times, the lead times. */
  async updateAutoSms(storeId: string, input: AutoSmsInput): Promise<AutoSmsView> {
    const types = [...new Set(input.eventTypes)];
    if (types.some((t) => !(STORE_SMS_EVENTS as readonly string[]).includes(t))) {
      throw domainError('invalid', 'pushEventTypeInvalid');
    }
    const blank = !input.quietStart.trim() && !input.quietEnd.trim();
    const start = blank ? null : parseClock(input.quietStart);
    const end = blank ? null : parseClock(input.quietEnd);
    if (!blank && (start === null || end === null || start === end)) throw domainError('invalid', 'quietHoursInvalid');
    for (const lead of [input.remindArrivalMinutes, input.remindDepositMinutes, input.contactConfirmMinutes]) {
      if (!Number.isInteger(lead) || lead < 0 || lead > MAX_LEAD_MINUTES)
        throw domainError('invalid', 'reminderLeadInvalid');
    }
    await new PushConfigRepository(this.db).saveAutoSms(
      {
        store_id: storeId,
        enabled: input.enabled,
        event_types: types,
        template_id: input.templateId.trim(),
        quiet_start_second: start,
        quiet_end_second: end,
        remind_arrival_minutes: input.remindArrivalMinutes,
        remind_deposit_minutes: input.remindDepositMinutes,
        contact_confirm_minutes: input.contactConfirmMinutes,
      },
      this.now(),
    );
    return this.autoSms(storeId);
  }

  /** A staff member's own notifications of a store on the official account, and whether they follow it. */
  async myStoreSetting(userId: string, storeId: string) {
    const config = new PushConfigRepository(this.db);
    const appId = this.channels.appIdOf('WECHAT_OFFICIAL_ACCOUNT') ?? '';
    const follows = await config.follows([userId]);
    return {
      enabled: await config.staffSetting(userId, storeId),
      following: follows.some((f) => f.app_id === appId && f.following),
      officialAccountAppId: appId,
    };
  }

  async updateMyStoreSetting(userId: string, storeId: string, enabled: boolean) {
    await new PushConfigRepository(this.db).saveStaffSetting(userId, storeId, enabled, this.now());
    return this.myStoreSetting(userId, storeId);
  }
}

function viewOf(row: AutoSmsRow | undefined): AutoSmsInput {
  return {
    enabled: row?.enabled ?? true,
    eventTypes: row ? row.event_types : [...DEFAULT_SMS_EVENTS],
    templateId: row?.template_id ?? '',
    quietStart: row?.quiet_start_second != null ? formatClock(row.quiet_start_second) : '',
    quietEnd: row?.quiet_end_second != null ? formatClock(row.quiet_end_second) : '',
    remindArrivalMinutes: row?.remind_arrival_minutes ?? 120,
    remindDepositMinutes: row?.remind_deposit_minutes ?? 15,
    contactConfirmMinutes: row?.contact_confirm_minutes ?? 1440,
  };
}
