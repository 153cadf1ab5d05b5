import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import { createPushChannels, loadPushConfig } from '../../providers/push/push-channel-registry';
import { NotificationDispatcher, type DispatcherOptions } from './notification-dispatcher';
import { ReminderSweep } from './reminder-sweep';
import { feastNotifications } from './feast-notifications';
import { DinerPushService } from './diner-push.service';
import { OrderPushService } from './order-push.service';
import { PushConfigRepository } from './push-config.repository';
import { PushConfigService } from './push-config.service';
import { InvitationTemplateService } from '../invitation/invitation-template.service';

export interface NotificationModuleOptions extends DispatcherOptions {
  now: () => Date;
}

/**
 * Notifications, wired once per server instance: the channels, the
 * dispatcher's two job kinds and the reminder sweep on the job runner.
 * Domains raise events with `new NotificationOutbox(trx).raise(...)`.
 */
export function createNotificationModule(
  db: Kysely<Database>,
  config: ServerConfig,
  jobs: JobRunner,
  options: NotificationModuleOptions,
) {
  const { now } = options;
  const push = config.push ?? loadPushConfig({}, config.production);
  // Links in messages (a deposit's payment page) are absolute: a phone opens them from an SMS.
  const channels = Object.assign(createPushChannels(db, push, config.identity, now), {
    linkBase: config.publicApiBase.replace(/\/+$/, ''),
  });
  const dispatcher = new NotificationDispatcher(db, channels, now, options);
  dispatcher.register(jobs);
  const reminders = new ReminderSweep(db, now);
  reminders.register(jobs);
  return {
    channels,
    dispatcher,
    reminders,
    configs: new PushConfigService(db, channels, now),
    orderPush: new OrderPushService(db, channels, now),
    dinerPush: new DinerPushService(db, channels, now),
    invitations: new InvitationTemplateService(db, now),
    /** Subscribed to the feasts' events (server/app.ts): participants' messages. */
    feastSubscriber: feastNotifications(now),
    /** Development stand-ins for what a phone does: follow the official account. */
    dev: {
      follow: (userId: string, following: boolean) =>
        new PushConfigRepository(db).setFollow(
          userId,
          channels.appIdOf('WECHAT_OFFICIAL_ACCOUNT') ?? '',
          `USER:${userId}`,
          following,
          now(),
        ),
    },
  };
}

export type NotificationModule = ReturnType<typeof createNotificationModule>;
