import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A booking staff made for a phone (no account named) becomes the booking of
 * the account that proved that phone by a code: its guest opens the order page
 * from the SMS link, logs in with the phone the store wrote down, and can pay
 * the deposit. An order already someone's, or an unproven phone, is left alone.
 * Answers whether the order is now the account's.
 */
export async function claimPhoneBooking(db: Kysely<Database>, orderId: string, userId: string): Promise<boolean> {
  const row = await db
    .updateTable('booking_order as o')
    .from('app_user as u')
    .set((eb) => ({ user_id: eb.ref('u.id') }))
    .whereRef('u.phone', '=', 'o.diner_phone')
    .whereRef('u.phone_region_code', '=', 'o.diner_phone_region_code')
    .where('o.id', '=', orderId)
    .where('o.user_id', 'is', null)
    .where('o.diner_phone', '<>', '')
    .where('u.id', '=', userId)
    .where('u.phone_verify_time', 'is not', null)
    .returning('o.id')
    .executeTakeFirst();
  return Boolean(row);
}
