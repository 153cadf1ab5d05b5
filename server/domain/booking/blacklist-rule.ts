import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BlacklistRepository, type PhoneKey } from '../crm/blacklist.repository';
import { domainError } from '../errors';
import type { CreateOrderInput } from './order-draft';
import type { DinerSnapshot, OrderRecord } from './order.record';

// A diner the merchant has blacklisted (CRM) never gets a booking through by
// themselves. Their own online booking is refused with a message that sends
// them to the store (store setting REFUSE), or taken and left for staff to
// decide (REVIEW, the default): never confirmed at once, by the auto-accept
// timer, or when its deposit is paid. Staff bookings are the store's own
// decision: never refused or held; the staff screens show the warning.
// The flag is read when it matters (at create, when a paid deposit moves the
// order on, when the timer fires), so a diner blacklisted after booking is
// not accepted automatically either.

/** Refuses a blacklisted diner's own booking under REFUSE; under REVIEW, says it waits for staff. */
export async function checkOnlineBooking(
  db: Kysely<Database>,
  input: CreateOrderInput,
  diner: DinerSnapshot,
): Promise<{ heldForStaff: boolean }> {
  if (input.audience !== 'DINER') return { heldForStaff: false };
  const phones: PhoneKey[] = [{ regionCode: diner.phoneRegionCode, phone: diner.phone }];
  if (input.callerPhone) phones.push(input.callerPhone);
  const hit = await new BlacklistRepository(db).findForStore(input.storeId, phones);
  if (!hit) return { heldForStaff: false };
  if (hit.policy === 'REFUSE') throw domainError('precondition', 'onlineBookingRefused');
  return { heldForStaff: true };
}

/** Whether an order may be confirmed without staff now: a diner's own order not while its diner is blacklisted. */
export async function mayConfirmWithoutStaff(db: Kysely<Database>, order: OrderRecord): Promise<boolean> {
  if (order.creatorType !== 'USER') return true;
  return !(await new BlacklistRepository(db).isBlacklisted(order.merchantDinerId));
}
