import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';

// Merchants, stores and memberships written straight to the database, as an
// operator or the demo seed would have set them up before the test.

let counter = 0;

export async function createMerchant(db: Kysely<Database>, name = 'Test Merchant'): Promise<string> {
  counter++;
  const row = await db
    .insertInto('merchant')
    .values({ name, short_key: `m-${process.pid}-${counter}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createStore(db: Kysely<Database>, merchantId: string, name = 'Test Store'): Promise<string> {
  const row = await db
    .insertInto('store')
    .values({ merchant_id: merchantId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addStaff(
  db: Kysely<Database>,
  userId: string,
  merchantId: string,
  storeId: string | null,
  role: 'MANAGER' | 'STAFF' = 'MANAGER',
): Promise<void> {
  await db
    .insertInto('staff_member')
    .values({ user_id: userId, merchant_id: merchantId, store_id: storeId, role })
    .execute();
}

export async function makeAdmin(db: Kysely<Database>, userId: string): Promise<void> {
  await db.insertInto('administrator').values({ user_id: userId }).execute();
}
