import type { Kysely } from 'kysely';
import type { Database } from '../../../../server/db/schema';
import type { TestServer } from '../../../helpers/test-server';

/** A clock the test moves by hand; the server, the sandbox and the job runner all read it. */
export class TestClock {
  constructor(private current: Date) {}
  now = (): Date => new Date(this.current.getTime());
  advance(ms: number): Date {
    this.current = new Date(this.current.getTime() + ms);
    return this.now();
  }
  set(instant: Date): void {
    this.current = new Date(instant.getTime());
  }
}

export const MINUTE = 60_000;

export interface Org {
  merchantId: string;
  otherMerchantId: string;
  storeId: string;
  secondStoreId: string;
  otherMerchantStoreId: string;
  /** Staff of the whole merchant. */
  merchantStaff: { userId: string; sessionKey: string };
  /** Staff of the first store only. */
  storeStaff: { userId: string; sessionKey: string };
  /** Staff of another merchant. */
  otherStaff: { userId: string; sessionKey: string };
}

let merchantCounter = 0;

/** Two merchants, three stores and staff at each level: what permission tests need. */
export async function createOrg(server: TestServer): Promise<Org> {
  const db: Kysely<Database> = server.database.db;
  merchantCounter++;
  const [merchant, other] = await db
    .insertInto('merchant')
    .values([
      { name: 'Jade Garden', short_key: `jade-${merchantCounter}` },
      { name: 'Other House', short_key: `other-${merchantCounter}` },
    ])
    .returning('id')
    .execute();
  const stores = await db
    .insertInto('store')
    .values([
      { merchant_id: merchant.id, name: 'Bund', timezone: 'Asia/Shanghai' },
      { merchant_id: merchant.id, name: 'Central', timezone: 'Asia/Hong_Kong' },
      { merchant_id: other.id, name: 'Elsewhere', timezone: 'Asia/Shanghai' },
    ])
    .returning('id')
    .execute();
  const merchantStaff = await server.createUserSession({ nickname: 'merchant staff' });
  const storeStaff = await server.createUserSession({ nickname: 'store staff' });
  const otherStaff = await server.createUserSession({ nickname: 'other staff' });
  await db
    .insertInto('staff_member')
    .values([
      { user_id: merchantStaff.userId, merchant_id: merchant.id, store_id: null },
      { user_id: storeStaff.userId, merchant_id: merchant.id, store_id: stores[0].id },
      { user_id: otherStaff.userId, merchant_id: other.id, store_id: null },
    ])
    .execute();
  return {
    merchantId: merchant.id,
    otherMerchantId: other.id,
    storeId: stores[0].id,
    secondStoreId: stores[1].id,
    otherMerchantStoreId: stores[2].id,
    merchantStaff,
    storeStaff,
    otherStaff,
  };
}

/** The debug purpose's subjects: only outside production, as in tests. */
export function debugSubjects(server: TestServer) {
  const subjects = server.services.payments.debugSubjects;
  if (!subjects) throw new Error('debug subjects exist outside production only');
  return subjects;
}

/** The session id behind a session key. */
export async function sessionIdOf(server: TestServer, sessionKey: string): Promise<string> {
  const active = await server.services.sessions.resolve(sessionKey);
  if (!active) throw new Error('no such session');
  return active.session.id;
}
