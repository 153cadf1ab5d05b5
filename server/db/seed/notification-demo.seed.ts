import type { Kysely } from 'kysely';
import { DEFAULT_INVITATION_STYLE } from '@common/invitation-card';
import type { Database } from '../schema';
import { LOCAL_APP_ID } from '../../providers/push/push-channel-registry';

const KEYWORDS = ['thing1=storeName', 'time2=reservationTime', 'date3=reservationDate', 'number4=peopleCount'];

/**
 * Notifications and invitations for the demo: the local apps' mini-program and
 * official-account templates (so subscriptions and follows can be tried on the
 * development outbox page), the staff member's official-account notifications of
 * the first store, and a default invitation template per store.
 */
export async function seedNotificationDemo(
  trx: Kysely<Database>,
  stores: Array<{ id: string }>,
  staffUserId: string,
): Promise<void> {
  const events = ['CREATE_BOOKING_ORDER', 'STORE_CONFIRM', 'STORE_CLOSE', 'REMIND_ARRIVAL', 'REMIND_DEPOSIT_PAYMENT'];
  const staffEvents = ['WAIT_CANCEL_PROCESS', 'CONTACT_DINER_TO_CONFIRM'];
  const rows = [
    ...events.flatMap((event) => [
      { channel: 'WECHAT_MINI_PROGRAM', template_id: `wx-${event.toLowerCase()}`, event_type: event },
      { channel: 'ALIPAY_MINI_PROGRAM', template_id: `ali-${event.toLowerCase()}`, event_type: event },
      { channel: 'WECHAT_OFFICIAL_ACCOUNT', template_id: `oa-${event.toLowerCase()}`, event_type: event },
    ]),
    ...staffEvents.map((event) => ({
      channel: 'WECHAT_OFFICIAL_ACCOUNT',
      template_id: `oa-${event.toLowerCase()}`,
      event_type: event,
    })),
  ];
  await trx
    .insertInto('mini_program_template')
    .values(rows.map((r) => ({ ...r, app_id: LOCAL_APP_ID, title: r.event_type, keywords: KEYWORDS })))
    .onConflict((oc) => oc.columns(['channel', 'app_id', 'template_id']).doNothing())
    .execute();
  if (stores[0]) {
    await trx
      .insertInto('staff_push_setting')
      .values({ user_id: staffUserId, store_id: stores[0].id, enabled: true })
      .execute();
    await trx
      .insertInto('push_follow')
      .values({ user_id: staffUserId, app_id: LOCAL_APP_ID, open_id: `USER:${staffUserId}`, following: true })
      .execute();
  }
  const s = DEFAULT_INVITATION_STYLE;
  await trx
    .insertInto('invitation_template')
    .values(
      stores.map((store) => ({
        store_id: store.id,
        name: 'Jade Gold',
        is_default: true,
        theme: s.theme,
        primary_color: s.primaryColor,
        background_color: s.backgroundColor,
        text_color: s.textColor,
        greeting: 'We have saved you a table',
        show_seat: true,
        show_people: true,
        show_time: true,
        show_taker: false,
      })),
    )
    .execute();
}
