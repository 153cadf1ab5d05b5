import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { ChannelApps } from './delivery-planner';
import { PushConfigRepository } from './push-config.repository';
import { CHANNELS, EVENT_SPECS, EVENT_TYPES, isChannel, isEventType, isMiniProgram } from './notification-types';

/** The event types a diner can receive: the list of the PUSH_CONFIG page. */
export const DINER_EVENT_TYPES = EVENT_TYPES.filter(
  (t) => EVENT_SPECS[t].audience === 'DINER' && t !== 'LOGIN_VERIFICATION',
);

/** A person's own notification choices and their mini-program subscriptions. */
export class DinerPushService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly channels: ChannelApps,
    private readonly now: () => Date,
  ) {}

  async setting(userId: string) {
    const row = (await new PushConfigRepository(this.db).userSettings([userId])).get(userId);
    return {
      mutedEventTypes: row?.muted_event_types ?? [],
      mutedChannels: row?.muted_channels ?? [],
      eventTypes: DINER_EVENT_TYPES,
    };
  }

  async updateSetting(userId: string, mutedEventTypes: string[], mutedChannels: string[]) {
    if (mutedEventTypes.some((t) => !isEventType(t) || !(DINER_EVENT_TYPES as readonly string[]).includes(t))) {
      throw domainError('invalid', 'pushEventTypeInvalid');
    }
    if (mutedChannels.some((c) => !isChannel(c))) throw domainError('invalid', 'pushEventTypeInvalid');
    await new PushConfigRepository(this.db).saveUserSetting(
      userId,
      [...new Set(mutedEventTypes)],
      [...new Set(mutedChannels)],
      this.now(),
    );
    return this.setting(userId);
  }

  /** Available templates of this server's app on a channel for the events asked, at most three (the host's dialog). */
  async templates(channel: string, eventTypes: string[]) {
    if (!isChannel(channel) || !CHANNELS.includes(channel)) throw domainError('invalid', 'pushPlatformRequired');
    const appId = this.channels.appIdOf(channel);
    if (appId === null) return [];
    const rows = await new PushConfigRepository(this.db).templates();
    return rows
      .filter((t) => t.channel === channel && t.app_id === appId && t.available)
      .filter((t) => eventTypes.length === 0 || eventTypes.includes(t.event_type))
      .slice(0, 3);
  }

  /** Each accepted template allows one more message; unknown or unavailable ones are ignored. */
  async recordSubscriptions(userId: string, channel: string, accepted: string[]): Promise<void> {
    if (!isChannel(channel) || !isMiniProgram(channel)) throw domainError('invalid', 'pushPlatformRequired');
    const all = await new PushConfigRepository(this.db).templates();
    const appId = this.channels.appIdOf(channel);
    const valid = [...new Set(accepted)].filter((id) =>
      all.some((t) => t.channel === channel && t.app_id === appId && t.template_id === id && t.available),
    );
    await new PushConfigRepository(this.db).addSubscriptions(userId, channel, valid, this.now());
  }
}
