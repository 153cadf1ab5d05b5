import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/client';
import type { Database } from '../../../server/db/schema';
import { MAX_PREPARED_PER_CONNECTION } from '../../../server/db/preparing-client';
import { createTestDatabase, testDatabaseKind } from '../../helpers/test-database';

// The pool's clients prepare statements a connection runs again
// (server/db/preparing-client.ts), so PostgreSQL stops parsing and planning
// the hot ones on every call. What a connection has prepared is in its
// pg_prepared_statements view.
let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const preparedLike = async (conn: Kysely<Database>, marker: string) =>
  (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(conn)).rows.filter((r) =>
    r.statement.includes(marker),
  ).length;

describe(`prepared statements (${testDatabaseKind()})`, () => {
  it('prepares a data statement on its second run on a connection, and answers the same', async () => {
    await database.db.connection().execute(async (conn) => {
      const add = (n: number) => sql<{ sum: number }>`SELECT ${n}::int + 1 AS sum /* marker-add */`.execute(conn);
      expect((await add(1)).rows[0].sum).toBe(2);
      expect(await preparedLike(conn, 'marker-add')).toBe(0);
      expect((await add(2)).rows[0].sum).toBe(3);
      expect(await preparedLike(conn, 'marker-add')).toBe(1);
      expect((await add(41)).rows[0].sum).toBe(42);
      expect(await preparedLike(conn, 'marker-add')).toBe(1);
    });
  });

  it('leaves schema changes and transaction control unprepared, and replans after a table changes', async () => {
    await database.db.connection().execute(async (conn) => {
      for (let i = 0; i < 3; i++) {
        await sql`CREATE TEMP TABLE IF NOT EXISTS probe_prepared (a int) /* marker-ddl */`.execute(conn);
        await sql`BEGIN /* marker-tx */`.execute(conn);
        await sql`COMMIT /* marker-tx */`.execute(conn);
      }
      expect(await preparedLike(conn, 'marker-ddl')).toBe(0);
      expect(await preparedLike(conn, 'marker-tx')).toBe(0);

      await sql`INSERT INTO probe_prepared VALUES (1)`.execute(conn);
      const read = () => sql<{ a: number }>`SELECT a FROM probe_prepared /* marker-read */`.execute(conn);
      await read();
      await read();
      expect(await preparedLike(conn, 'marker-read')).toBe(1);
      // A column added before the one read: the prepared plan must follow.
      await sql`ALTER TABLE probe_prepared ADD COLUMN b int DEFAULT 7`.execute(conn);
      await sql`UPDATE probe_prepared SET a = 5`.execute(conn);
      expect((await read()).rows).toEqual([{ a: 5 }]);
    });
  });

  it('answers a statement whose columns a migration changed under it, then prepares it afresh', async () => {
    await database.db.connection().execute(async (conn) => {
      await sql`CREATE TEMP TABLE probe_widened (a int)`.execute(conn);
      await sql`INSERT INTO probe_widened VALUES (1)`.execute(conn);
      const all = () => sql<Record<string, number>>`SELECT * FROM probe_widened /* marker-star */`.execute(conn);
      await all();
      await all();
      expect(await preparedLike(conn, 'marker-star')).toBe(1);
      // Another server instance deploying adds a column: PostgreSQL refuses the
      // prepared plan ('cached plan must not change result type').
      await sql`ALTER TABLE probe_widened ADD COLUMN b int DEFAULT 2`.execute(conn);
      expect((await all()).rows).toEqual([{ a: 1, b: 2 }]);
      await all();
      expect((await all()).rows).toEqual([{ a: 1, b: 2 }]);
      expect(await preparedLike(conn, 'marker-star')).toBe(2);
    });
  });

  it(`names at most ${MAX_PREPARED_PER_CONNECTION} statements on one connection`, async () => {
    await database.db.connection().execute(async (conn) => {
      for (let i = 0; i < MAX_PREPARED_PER_CONNECTION + 10; i++) {
        const text = sql.raw(`SELECT ${i} AS n /* marker-many */`);
        await sql`${text}`.execute(conn);
        expect((await sql<{ n: number }>`${text}`.execute(conn)).rows[0].n).toBe(i);
      }
      const all = (await sql<{ n: string }>`SELECT count(*)::text AS n FROM pg_prepared_statements`.execute(conn))
        .rows[0].n;
      expect(Number(all)).toBe(MAX_PREPARED_PER_CONNECTION);
    });
  });
});
