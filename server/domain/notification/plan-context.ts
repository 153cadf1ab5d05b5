import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ChannelApps, PlanContext } from './delivery-planner';
import type { EventRecord } from './notification.repository';
import { PushConfigRepository } from './push-config.repository';
import { ReaderFactsRepository } from './reader-facts.repository';

/**
 * Everything the plan of a batch of events reads, in a few queries for the
 * whole batch. `dryRun` checks subscriptions without using them up (the
 * checks of a staff member's send before it is raised).
 */
export async function loadPlanContext(
  trx: Kysely<Database>,
  channels: ChannelApps,
  events: EventRecord[],
  now: Date,
  dryRun = false,
): Promise<PlanContext> {
  const config = new PushConfigRepository(trx);
  const storeIds = [...new Set(events.map((e) => e.store_id).filter((id): id is string => Boolean(id)))];
  const stores = await config.stores(storeIds);
  const merchantIds = [...new Set([...stores.values()].map((s) => s.merchantId))];
  const staff = events.some((e) => e.audience === 'STORE') ? await config.staffRecipients(storeIds) : [];
  const userIds = [
    ...new Set([
      ...events.map((e) => e.user_id).filter((id): id is string => Boolean(id)),
      ...staff.map((s) => s.userId),
    ]),
  ];
  const subscriptions = dryRun ? await config.subscriptions(userIds) : [];
  const readers = new ReaderFactsRepository(trx);
  return {
    now,
    languages: await readers.languages(userIds),
    shifts: await readers.shiftNames([...new Set(events.map((e) => e.params.shiftId ?? '').filter(Boolean))]),
    channels,
    stores,
    scenes: await config.scenes(merchantIds),
    operator: await config.operatorConfigs([
      ...storeIds.map((id) => ({ type: 'STORE' as const, id })),
      ...merchantIds.map((id) => ({ type: 'MERCHANT' as const, id })),
    ]),
    autoSms: await config.autoSms(storeIds),
    templates: await config.templates(),
    userSettings: await config.userSettings(userIds),
    follows: await config.follows(userIds),
    identities: channels.local ? [] : await config.identities(userIds),
    staff,
    consume: dryRun
      ? async (userId, channel, templateId) =>
          subscriptions.some(
            (s) => s.user_id === userId && s.channel === channel && s.template_id === templateId && s.remaining > 0,
          )
      : (userId, channel, templateId) => config.consumeSubscription(userId, channel, templateId, now),
  };
}
