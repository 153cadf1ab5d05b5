import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/client';
import { migrateToLatest } from '../../../server/db/migrate';
import { migrations } from '../../../server/db/migrations';
import { createTestDatabase, testDatabaseKind } from '../../helpers/test-database';

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe(`database (${testDatabaseKind()})`, () => {
  it('has run every migration, and running them again changes nothing', async () => {
    const names = (
      await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(database.db)
    ).rows.map((r) => r.name);
    expect(names).toEqual(Object.keys(migrations).sort());
    const again = await migrateToLatest(database.db);
    expect(again).toEqual([]);
  });

  it('lists migrations in the order they must run', () => {
    const names = Object.keys(migrations);
    expect([...names].sort()).toEqual(names);
  });

  it('has btree_gist, so exclusion constraints reject overlapping ranges (SQLSTATE 23P01)', async () => {
    await sql`CREATE TEMP TABLE probe (item bigint, during tstzrange, EXCLUDE USING gist (item WITH =, during WITH &&))`.execute(
      database.db,
    );
    await sql`INSERT INTO probe VALUES (1, tstzrange('2026-01-01 18:00+08', '2026-01-01 20:00+08'))`.execute(
      database.db,
    );
    await sql`INSERT INTO probe VALUES (2, tstzrange('2026-01-01 18:00+08', '2026-01-01 20:00+08'))`.execute(
      database.db,
    );
    await sql`INSERT INTO probe VALUES (1, tstzrange('2026-01-01 20:00+08', '2026-01-01 22:00+08'))`.execute(
      database.db,
    );
    const error = await sql`INSERT INTO probe VALUES (1, tstzrange('2026-01-01 19:00+08', '2026-01-01 21:00+08'))`
      .execute(database.db)
      .catch((e) => e);
    expect((error as { code?: string }).code).toBe('23P01');
    await sql`DROP TABLE probe`.execute(database.db);
  });

  it('rolls a failed transaction back completely', async () => {
    const before = await database.db
      .selectFrom('merchant')
      .select(database.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await database.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('merchant').values({ name: 'Half', short_key: 'half' }).execute();
        await trx.insertInto('merchant').values({ name: 'Dup', short_key: 'half' }).execute();
      })
      .catch(() => undefined);
    const after = await database.db
      .selectFrom('merchant')
      .select(database.db.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('keeps int8 ids and dates as strings, never as lossy numbers or shifted Dates', async () => {
    const merchant = await database.db
      .insertInto('merchant')
      .values({ name: 'M', short_key: 'm-int8' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(typeof merchant.id).toBe('string');
    const holiday = await database.db
      .selectFrom('holiday_date')
      .select('date')
      .where('date', '=', '2026-10-01')
      .executeTakeFirstOrThrow();
    expect(holiday.date).toBe('2026-10-01');
  });
});
