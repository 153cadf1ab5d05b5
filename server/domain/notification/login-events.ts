import type { Kysely } from 'kysely';
import { maskedPhone } from '@common/phone-number';
import type { Database } from '../../db/schema';
import { renderText } from './message-texts';

/**
 * LOGIN_VERIFICATION: the one event delivered by its cause, not the job
 * runner. The person waits for the code and must hear at once when it could
 * not be sent, and the code itself never reaches the database; so the
 * identity service sends it and then records the event with its one SMS
 * delivery, already SUCCESS or FAIL, without the code.
 */
export async function recordLoginVerification(
  db: Kysely<Database>,
  to: { regionCode: string; phone: string },
  sent: boolean,
  validMinutes: number,
  now: Date,
  language: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const event = await trx
      .insertInto('notification_event')
      .values({
        type: 'LOGIN_VERIFICATION',
        audience: 'DINER',
        subject_kind: 'USER',
        subject_id: `${to.regionCode}:${to.phone}`,
        phone_region_code: to.regionCode,
        phone: to.phone,
        language,
        params: JSON.stringify({ validMinutes: String(validMinutes) }),
        occur_time: now,
        plan_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const recipient = `PHONE:${to.regionCode}:${to.phone}`;
    await trx
      .insertInto('notification_delivery')
      .values({
        event_id: event.id,
        channel: 'SMS',
        recipient_key: recipient,
        idempotency_key: `${event.id}:SMS:${recipient}`,
        status: sent ? 'SUCCESS' : 'FAIL',
        reason: sent ? '' : 'PROVIDER_UNAVAILABLE',
        address: `${to.regionCode} ${to.phone}`,
        content: `${renderText('LOGIN_VERIFICATION', language, { validMinutes: String(validMinutes) })} (${maskedPhone(to.regionCode, to.phone)})`,
        params: '{}',
        language,
        attempts: 1,
        send_start_time: now,
        complete_time: now,
        create_time: now,
        update_time: now,
      })
      .execute();
  });
}
