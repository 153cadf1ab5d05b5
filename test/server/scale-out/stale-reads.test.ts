import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermittedStoreService, StoreService } from '@gen/store/v1/store_query_service_pb';
import { openDatabase, type DbHandle } from '../../../server/db/client';
import { makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { freePort } from '../../helpers/free-port';
import { createTestDatabase } from '../../helpers/test-database';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Reads that may be a moment stale (the diners' store directory, search, a
// store's page) go to the standbys' pool; what staff read back of their own
// stores comes from the primary. A second database stands in for a standby
// that is behind: it lacks the stores the fixture writes to the primary.
let primary: DbHandle;
let standby: DbHandle;
let server: TestServer;
let f: BookingFixture;

async function standbyOnlyStore(db: DbHandle): Promise<string> {
  const merchant = await db.db
    .insertInto('merchant')
    .values({ id: '900001', name: 'Standby merchant', short_key: `standby-${Date.now()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const store = await db.db
    .insertInto('store')
    .values({
      // Far from the ids the primary hands out, so the two never name the same store.
      id: '900001',
      merchant_id: merchant.id,
      name: 'Only on the standby',
      timezone: 'Asia/Shanghai',
      city: 'Standby City',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return store.id;
}

describe('reads that may be stale', () => {
  let onStandby: string;
  beforeAll(async () => {
    primary = await createTestDatabase();
    standby = await createTestDatabase();
    server = await startTestServer({}, primary, false, { staleReadDatabase: standby });
    f = await makeBookingFixture(server);
    onStandby = await standbyOnlyStore(standby);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await primary?.close();
    await standby?.close();
  });

  it("serves the diners' directory, search and store page from the standby", async () => {
    const directory = f.anonymous.client(StoreService);
    const ids = async (request: Parameters<typeof directory.queryStores>[0]) =>
      (await directory.queryStores(request)).list.map((s) => s.model?.id);
    expect(await ids({ keyword: 'Only on the standby' })).toEqual([onStandby]);
    expect(await ids({ idIn: [onStandby] })).toEqual([onStandby]);
    // Not there yet: the standby has not caught up with the primary's new store.
    expect(await ids({ idIn: [f.x.storeId] })).toEqual([]);
    expect((await directory.listStoreCities({})).list).toEqual(['Standby City']);
  });

  it('answers staff about their own stores from the primary', async () => {
    const { list } = await f.staffX.client(PermittedStoreService).queryPermittedStores({});
    expect(list.map((s) => s.model?.id)).toEqual([f.x.storeId]);
  });
});

describe('reads that may be stale, with no standby reachable', () => {
  let unreachable: DbHandle;
  beforeAll(async () => {
    primary = await createTestDatabase();
    // Nothing listens there: every connect is refused, as when all standbys are down.
    unreachable = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/postgres` });
    server = await startTestServer({}, primary, false, { staleReadDatabase: unreachable });
    f = await makeBookingFixture(server);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await primary?.close();
    await unreachable?.close();
  });

  it('answers from the primary instead of refusing', async () => {
    const directory = f.anonymous.client(StoreService);
    for (let i = 0; i < 2; i++) {
      // The second time the pool's gate is closed: refused at once, answered by the primary again.
      const { list } = await directory.queryStores({ idIn: [f.x.storeId] });
      expect(list.map((s) => s.model?.id)).toEqual([f.x.storeId]);
    }
  });
});
