import type { NewDelivery, EventRecord } from './notification.repository';
import type { AutoSmsRow, OperatorConfigRow, SceneRow, StoreFacts, TemplateRow } from './push-config.repository';
import { renderText, smsText } from './message-texts';
import {
  CHANNELS,
  DEFAULT_SMS_EVENTS,
  EVENT_SPECS,
  isMiniProgram,
  type Channel,
  type DeliveryReason,
} from './notification-types';
import { releaseTime } from './quiet-hours';
import type { ShiftName } from './reader-facts.repository';
import { paramsForReader, readerLanguage } from './reader-params';

/** Which channels have an adapter, the app each sends from, and whether addresses are local user keys. */
export interface ChannelApps {
  appIdOf(channel: Channel): string | null;
  readonly local: boolean;
  /** This server's public origin (PUBLIC_API_BASE), put before the app paths messages link to. */
  readonly linkBase?: string;
}

/** Everything the plan of a batch of events reads, loaded once for the batch. */
export interface PlanContext {
  now: Date;
  channels: ChannelApps;
  stores: Map<string, StoreFacts>;
  scenes: SceneRow[];
  operator: OperatorConfigRow[];
  autoSms: Map<string, AutoSmsRow>;
  templates: TemplateRow[];
  userSettings: Map<string, { muted_event_types: string[]; muted_channels: string[] }>;
  follows: Array<{ user_id: string; app_id: string; open_id: string; following: boolean }>;
  identities: Array<{ user_id: string; provider_type: string; provider_app_id: string; open_id: string }>;
  staff: Array<{ storeId: string; userId: string }>;
  /** The interface language of each recipient's account that has one. */
  languages: Map<string, string>;
  shifts: Map<string, ShiftName>;
  /** Uses up one subscription acceptance; false when none is left. */
  consume(userId: string, channel: Channel, templateId: string): Promise<boolean>;
}

const PROVIDER_OF: Record<Channel, string> = {
  SMS: 'SMS',
  WECHAT_MINI_PROGRAM: 'WECHAT_MINI_PROGRAM',
  WECHAT_OFFICIAL_ACCOUNT: 'WECHAT_OFFICIAL_ACCOUNT',
  ALIPAY_MINI_PROGRAM: 'ALIPAY',
};

/** The scene of an event on a channel: the merchant's, else the platform's, else the built-in default. */
export function sceneOf(scenes: SceneRow[], merchantId: string, type: string, channel: Channel) {
  const own = scenes.find((s) => s.merchant_id === merchantId && s.event_type === type && s.channel === channel);
  const platform = scenes.find((s) => s.merchant_id === '0' && s.event_type === type && s.channel === channel);
  const row = own ?? platform;
  if (row) return { enabled: row.enabled, templateId: row.template_id };
  return { enabled: (EVENT_SPECS[type as keyof typeof EVENT_SPECS]?.channels ?? []).includes(channel), templateId: '' };
}

/** The operator push switch: the store's, else its merchant's, else on. */
export function operatorAllows(
  rows: OperatorConfigRow[],
  store: StoreFacts | undefined,
  type: string,
  channel: Channel,
) {
  if (!store) return true;
  const match = (ownerType: string, ownerId: string) =>
    rows.find(
      (r) => r.owner_type === ownerType && r.owner_id === ownerId && r.event_type === type && r.channel === channel,
    );
  return (match('STORE', store.id) ?? match('MERCHANT', store.merchantId))?.enabled ?? true;
}

/** Whether a store's auto-push SMS config sends this event. */
export function smsAllows(row: AutoSmsRow | undefined, type: string): boolean {
  if (!row) return (DEFAULT_SMS_EVENTS as readonly string[]).includes(type);
  return row.enabled && row.event_types.includes(type);
}

function templateData(template: TemplateRow | undefined, params: Record<string, string>): Record<string, string> {
  if (!template) return params;
  // keywords are "thing1=storeName": the template's keyword and the parameter it shows (at most 20 characters, as WeChat's thing allows).
  return Object.fromEntries(
    template.keywords.map((k) => {
      const [keyword, param] = k.split('=');
      return [keyword, (params[param ?? keyword] ?? '').slice(0, 20)];
    }),
  );
}

interface Recipient {
  key: string;
  userId: string | null;
  phoneRegionCode: string;
  phone: string;
}

function recipientsOf(event: EventRecord, ctx: PlanContext): Recipient[] {
  if (event.audience === 'STORE') {
    return ctx.staff
      .filter((s) => s.storeId === event.store_id)
      .map((s) => ({ key: `USER:${s.userId}`, userId: s.userId, phoneRegionCode: '', phone: '' }));
  }
  const key = event.user_id
    ? `USER:${event.user_id}`
    : event.phone
      ? `PHONE:${event.phone_region_code}:${event.phone}`
      : '';
  return key ? [{ key, userId: event.user_id, phoneRegionCode: event.phone_region_code, phone: event.phone }] : [];
}

/**
 * The deliveries of one event: one per channel its scene, the operator
 * switch and (for SMS) the store's auto-push config allow, and per recipient;
 * each either INIT (to send at runAt) or SKIP with the reason.
 */
export async function planEvent(event: EventRecord, ctx: PlanContext): Promise<NewDelivery[]> {
  const store = event.store_id ? ctx.stores.get(event.store_id) : undefined;
  const merchantId = store?.merchantId ?? event.merchant_id ?? '0';
  // A staff member's send with parameters names its channel (and maybe a
  // template): it goes there alone, whatever the scenes and switches say.
  const { _channel: forced, _templateId: forcedTemplate, ...eventParams } = event.params;
  const eventWide: Record<string, string> = { storePhone: store?.phone ?? '', ...eventParams };
  if (eventParams.payPath) eventWide.payLink = `${ctx.channels.linkBase ?? ''}${eventParams.payPath}`;
  const out: NewDelivery[] = [];
  for (const channel of CHANNELS) {
    const appId = ctx.channels.appIdOf(channel);
    if (appId === null || (forced && channel !== forced)) continue;
    const found = sceneOf(ctx.scenes, merchantId, event.type, channel);
    const scene = forced ? { enabled: true, templateId: forcedTemplate || found.templateId } : found;
    const auto = store ? ctx.autoSms.get(store.id) : undefined;
    if (!forced) {
      if (!scene.enabled || !operatorAllows(ctx.operator, store, event.type, channel)) continue;
      if (channel === 'SMS' && store && !smsAllows(auto, event.type)) continue;
    }
    for (const recipient of recipientsOf(event, ctx)) {
      const language = readerLanguage(
        recipient.userId ? ctx.languages.get(recipient.userId) : undefined,
        event.audience === 'STORE' ? '' : event.language,
      );
      const params = paramsForReader(eventWide, language, store, ctx.shifts);
      const base = {
        eventId: event.id,
        channel,
        recipientKey: recipient.key,
        appId,
        params,
        language,
        content: channel === 'SMS' ? smsText(event.type, language, params) : renderText(event.type, language, params),
      };
      const skip = (reason: DeliveryReason, more: Partial<NewDelivery> = {}): NewDelivery => ({
        ...base,
        status: 'SKIP',
        reason,
        templateId: '',
        address: '',
        runAt: ctx.now,
        ...more,
      });
      const settings = recipient.userId ? ctx.userSettings.get(recipient.userId) : undefined;
      if (
        event.audience === 'DINER' &&
        (settings?.muted_event_types.includes(event.type) || settings?.muted_channels.includes(channel))
      ) {
        out.push(skip('DINER_MUTED'));
        continue;
      }
      if (event.useful_until && event.useful_until <= ctx.now) {
        out.push(skip('TOO_LATE'));
        continue;
      }
      const decided = await addressOf(channel, appId, scene.templateId, recipient, event, ctx);
      if ('reason' in decided) {
        out.push(skip(decided.reason, { templateId: decided.templateId ?? '' }));
        continue;
      }
      let runAt = ctx.now;
      if (!forced && channel === 'SMS' && store && auto?.quiet_start_second != null && auto.quiet_end_second != null) {
        runAt = releaseTime(
          ctx.now,
          { startSecond: auto.quiet_start_second, endSecond: auto.quiet_end_second },
          store.timezone,
        );
        if (event.useful_until && runAt >= event.useful_until) {
          out.push(skip('QUIET_HOURS'));
          continue;
        }
      }
      const templateId =
        channel === 'SMS' ? scene.templateId || auto?.template_id || '' : decided.template!.template_id;
      // A real SMS provider sends only registered templates; the local outbox sends the text.
      if (channel === 'SMS' && !templateId && !ctx.channels.local) {
        out.push(skip('TEMPLATE_NOT_CONFIGURED'));
        continue;
      }
      out.push({
        ...base,
        status: 'INIT',
        reason: '',
        templateId,
        address: decided.address,
        params: channel === 'SMS' ? params : templateData(decided.template, params),
        runAt,
      });
    }
  }
  return out;
}

type Addressed = { address: string; template?: TemplateRow } | { reason: DeliveryReason; templateId?: string };

async function addressOf(
  channel: Channel,
  appId: string,
  sceneTemplateId: string,
  recipient: Recipient,
  event: EventRecord,
  ctx: PlanContext,
): Promise<Addressed> {
  if (channel === 'SMS') {
    if (!recipient.phone) return { reason: 'NO_PHONE' };
    if (!/^\d{5,15}$/.test(recipient.phone) || !/^\d{1,4}$/.test(recipient.phoneRegionCode))
      return { reason: 'PHONE_FORMAT_ERROR' };
    return { address: `${recipient.phoneRegionCode} ${recipient.phone}` };
  }
  const userId = recipient.userId;
  if (!userId) return { reason: 'NO_RECIPIENT' };
  const candidates = ctx.templates.filter((t) => t.channel === channel && t.app_id === appId);
  const template = sceneTemplateId
    ? candidates.find((t) => t.template_id === sceneTemplateId)
    : (candidates.find((t) => t.event_type === event.type && t.available) ??
      candidates.find((t) => t.event_type === event.type));
  if (!template) return { reason: sceneTemplateId ? 'TEMPLATE_NOT_FOUND' : 'TEMPLATE_NOT_CONFIGURED' };
  if (!template.available) return { reason: 'TEMPLATE_NOT_FOUND', templateId: template.template_id };
  const openId = ctx.channels.local
    ? `USER:${userId}`
    : ctx.identities.find(
        (i) => i.user_id === userId && i.provider_type === PROVIDER_OF[channel] && i.provider_app_id === appId,
      )?.open_id;
  if (channel === 'WECHAT_OFFICIAL_ACCOUNT') {
    const follow = ctx.follows.find((f) => f.user_id === userId && f.app_id === appId && f.following);
    if (!follow) return { reason: 'NOT_FOLLOWING', templateId: template.template_id };
    const address = follow.open_id || openId;
    return address ? { address, template } : { reason: 'NO_RECIPIENT', templateId: template.template_id };
  }
  if (!openId) return { reason: 'NO_RECIPIENT', templateId: template.template_id };
  if (isMiniProgram(channel) && !(await ctx.consume(userId, channel, template.template_id))) {
    return { reason: 'NOT_SUBSCRIBED', templateId: template.template_id };
  }
  return { address: openId, template };
}
