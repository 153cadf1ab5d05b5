import { sql, type Kysely, type Selectable } from 'kysely';
import type { IntlTextJson } from '@common/intl-text';
import type { Database } from '../../db/schema';
import type {
  AutoPushSmsConfigRow,
  MiniProgramTemplateRow,
  OperatorPushConfigRow,
  PushProviderSceneRow,
} from './notification.tables';

export type SceneRow = Selectable<PushProviderSceneRow>;
export type OperatorConfigRow = Selectable<OperatorPushConfigRow>;
export type AutoSmsRow = Selectable<AutoPushSmsConfigRow>;
export type TemplateRow = Selectable<MiniProgramTemplateRow>;

export interface StoreFacts {
  id: string;
  merchantId: string;
  name: string;
  /** The name in each interface language (store.intl_info.name). */
  intlName: IntlTextJson;
  phone: string;
  timezone: string;
  currency: string;
}

/** SQL of what decides deliveries: scenes, operator config, auto-push SMS, templates, people's choices. */
export class PushConfigRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async stores(ids: string[]): Promise<Map<string, StoreFacts>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('store')
      .select(['id', 'merchant_id', 'name', 'intl_info', 'phone', 'timezone', 'currency'])
      .where('id', 'in', ids)
      .execute();
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          merchantId: r.merchant_id,
          name: r.name,
          intlName: r.intl_info?.name ?? {},
          phone: r.phone,
          timezone: r.timezone,
          currency: r.currency,
        },
      ]),
    );
  }

  async scenes(merchantIds: string[]): Promise<SceneRow[]> {
    return this.db
      .selectFrom('push_provider_scene')
      .selectAll()
      .where('merchant_id', 'in', ['0', ...merchantIds])
      .execute();
  }

  async upsertScene(
    s: { merchantId: string; eventType: string; channel: string; templateId: string; enabled: boolean },
    now: Date,
  ) {
    await this.db
      .insertInto('push_provider_scene')
      .values({
        merchant_id: s.merchantId,
        event_type: s.eventType,
        channel: s.channel,
        template_id: s.templateId,
        enabled: s.enabled,
        update_time: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['merchant_id', 'event_type', 'channel'])
          .doUpdateSet({ template_id: s.templateId, enabled: s.enabled, update_time: now }),
      )
      .execute();
  }

  async operatorConfigs(owners: Array<{ type: 'STORE' | 'MERCHANT'; id: string }>): Promise<OperatorConfigRow[]> {
    const stores = owners.filter((o) => o.type === 'STORE').map((o) => o.id);
    const merchants = owners.filter((o) => o.type === 'MERCHANT').map((o) => o.id);
    if (!stores.length && !merchants.length) return [];
    return this.db
      .selectFrom('operator_push_config')
      .selectAll()
      .where((eb) =>
        eb.or([
          ...(stores.length ? [eb.and([eb('owner_type', '=', 'STORE'), eb('owner_id', 'in', stores)])] : []),
          ...(merchants.length ? [eb.and([eb('owner_type', '=', 'MERCHANT'), eb('owner_id', 'in', merchants)])] : []),
        ]),
      )
      .execute();
  }

  /** Replaces an owner's switches in one statement each way. */
  async replaceOperatorConfig(
    owner: { type: 'STORE' | 'MERCHANT'; id: string },
    items: Array<{ eventType: string; channel: string; enabled: boolean }>,
    now: Date,
  ): Promise<void> {
    await this.db
      .deleteFrom('operator_push_config')
      .where('owner_type', '=', owner.type)
      .where('owner_id', '=', owner.id)
      .execute();
    if (items.length === 0) return;
    await this.db
      .insertInto('operator_push_config')
      .values(
        items.map((i) => ({
          owner_type: owner.type,
          owner_id: owner.id,
          event_type: i.eventType,
          channel: i.channel,
          enabled: i.enabled,
          update_time: now,
        })),
      )
      .execute();
  }

  async autoSms(storeIds: string[]): Promise<Map<string, AutoSmsRow>> {
    if (storeIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('auto_push_sms_config')
      .selectAll()
      .where('store_id', 'in', storeIds)
      .execute();
    return new Map(rows.map((r) => [r.store_id, r]));
  }

  async saveAutoSms(row: Omit<AutoSmsRow, 'update_time'>, now: Date): Promise<void> {
    const values = { ...row, update_time: now };
    const { store_id: _storeId, ...update } = values;
    await this.db
      .insertInto('auto_push_sms_config')
      .values(values)
      .onConflict((oc) => oc.column('store_id').doUpdateSet(update))
      .execute();
  }

  async templates(): Promise<TemplateRow[]> {
    return this.db.selectFrom('mini_program_template').selectAll().orderBy('id').execute();
  }

  async upsertTemplate(
    t: {
      channel: string;
      appId: string;
      templateId: string;
      title: string;
      keywords: string[];
      eventType: string;
      available: boolean;
    },
    now: Date,
  ): Promise<void> {
    const set = {
      title: t.title,
      keywords: t.keywords,
      event_type: t.eventType,
      available: t.available,
      update_time: now,
    };
    await this.db
      .insertInto('mini_program_template')
      .values({ channel: t.channel, app_id: t.appId, template_id: t.templateId, ...set })
      .onConflict((oc) => oc.columns(['channel', 'app_id', 'template_id']).doUpdateSet(set))
      .execute();
  }

  async userSettings(userIds: string[]) {
    if (userIds.length === 0) return new Map<string, { muted_event_types: string[]; muted_channels: string[] }>();
    const rows = await this.db.selectFrom('user_push_setting').selectAll().where('user_id', 'in', userIds).execute();
    return new Map(rows.map((r) => [r.user_id, r]));
  }

  async saveUserSetting(userId: string, mutedEventTypes: string[], mutedChannels: string[], now: Date): Promise<void> {
    const set = { muted_event_types: mutedEventTypes, muted_channels: mutedChannels, update_time: now };
    await this.db
      .insertInto('user_push_setting')
      .values({ user_id: userId, ...set })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
      .execute();
  }

  async subscriptions(userIds: string[]) {
    if (userIds.length === 0) return [];
    return this.db.selectFrom('push_subscription').selectAll().where('user_id', 'in', userIds).execute();
  }

  /** One acceptance of a one-time subscription is used up; false when none was left. */
  async consumeSubscription(userId: string, channel: string, templateId: string, now: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('push_subscription')
      .set({ remaining: sql<number>`remaining - 1`, update_time: now })
      .where('user_id', '=', userId)
      .where('channel', '=', channel)
      .where('template_id', '=', templateId)
      .where('remaining', '>', 0)
      .returning('remaining')
      .executeTakeFirst();
    return Boolean(row);
  }

  async addSubscriptions(userId: string, channel: string, templateIds: string[], now: Date): Promise<void> {
    if (templateIds.length === 0) return;
    await this.db
      .insertInto('push_subscription')
      .values(templateIds.map((t) => ({ user_id: userId, channel, template_id: t, remaining: 1, update_time: now })))
      .onConflict((oc) =>
        oc.columns(['user_id', 'channel', 'template_id']).doUpdateSet({
          remaining: sql<number>`push_subscription.remaining + 1`,
          update_time: now,
        }),
      )
      .execute();
  }

  async follows(userIds: string[]) {
    if (userIds.length === 0) return [];
    return this.db.selectFrom('push_follow').selectAll().where('user_id', 'in', userIds).execute();
  }

  async setFollow(userId: string, appId: string, openId: string, following: boolean, now: Date): Promise<void> {
    await this.db
      .insertInto('push_follow')
      .values({ user_id: userId, app_id: appId, open_id: openId, following, update_time: now })
      .onConflict((oc) =>
        oc.columns(['user_id', 'app_id']).doUpdateSet({ open_id: openId, following, update_time: now }),
      )
      .execute();
  }

  /** The people's openids per provider app (from their logins). */
  async identities(userIds: string[]) {
    if (userIds.length === 0) return [];
    return this.db
      .selectFrom('user_identity')
      .select(['user_id', 'provider_type', 'provider_app_id', 'open_id'])
      .where('user_id', 'in', userIds)
      .execute();
  }

  /** Staff who asked for a store's notifications on the official account. */
  async staffRecipients(storeIds: string[]): Promise<Array<{ storeId: string; userId: string }>> {
    if (storeIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('staff_push_setting')
      .select(['store_id', 'user_id'])
      .where('store_id', 'in', storeIds)
      .where('enabled', '=', true)
      .execute();
    return rows.map((r) => ({ storeId: r.store_id, userId: r.user_id }));
  }

  async staffSetting(userId: string, storeId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('staff_push_setting')
      .select('enabled')
      .where('user_id', '=', userId)
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    return row?.enabled ?? false;
  }

  async saveStaffSetting(userId: string, storeId: string, enabled: boolean, now: Date): Promise<void> {
    await this.db
      .insertInto('staff_push_setting')
      .values({ user_id: userId, store_id: storeId, enabled, update_time: now })
      .onConflict((oc) => oc.columns(['user_id', 'store_id']).doUpdateSet({ enabled, update_time: now }))
      .execute();
  }
}
