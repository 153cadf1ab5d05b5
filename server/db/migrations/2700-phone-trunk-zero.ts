import { sql, type Kysely } from 'kysely';

// Bookings and CRM diners typed with a trunk '0' (Taiwan 0912..., Malaysia
// 012...) kept it, while the login drops it: one phone had two spellings, so a
// booking did not find its diner's account or CRM record. New ones are stored
// without it (common/phone-number withoutTrunkZero); this rewrites the old ones.
// A CRM diner whose other spelling already exists keeps its row: merging two
// CRM records is staff's decision, not a migration's.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE booking_order SET diner_phone = substr(diner_phone, 2)
    WHERE diner_phone_region_code IN ('886', '60') AND diner_phone LIKE '0%'`.execute(db);
  await sql`
    UPDATE merchant_diner d SET phone = substr(d.phone, 2)
    WHERE d.phone_region_code IN ('886', '60') AND d.phone LIKE '0%'
      AND NOT EXISTS (
        SELECT 1 FROM merchant_diner o
        WHERE o.merchant_id = d.merchant_id AND o.phone_region_code = d.phone_region_code
          AND o.phone = substr(d.phone, 2))`.execute(db);
}

export async function down(): Promise<void> {
  // The trunk '0' a person typed is not kept anywhere: nothing to restore.
}
