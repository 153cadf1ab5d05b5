import { sql, type Kysely } from 'kysely';

// A product's title, subtitle and description, and its specs' names and
// values, in every interface language beside the texts typed first; an order
// item keeps its title and spec values per language as they were at checkout,
// like the texts it already keeps.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mall_product
    ADD COLUMN intl_title jsonb NOT NULL DEFAULT '{}',
    ADD COLUMN intl_subtitle jsonb NOT NULL DEFAULT '{}',
    ADD COLUMN intl_description jsonb NOT NULL DEFAULT '{}'`.execute(db);
  await sql`ALTER TABLE mall_spec ADD COLUMN intl_name jsonb NOT NULL DEFAULT '{}'`.execute(db);
  await sql`ALTER TABLE mall_spec_value ADD COLUMN intl_value jsonb NOT NULL DEFAULT '{}'`.execute(db);
  await sql`ALTER TABLE mall_order_item
    ADD COLUMN product_intl_title jsonb NOT NULL DEFAULT '{}',
    ADD COLUMN spec_intl_text jsonb NOT NULL DEFAULT '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mall_order_item DROP COLUMN product_intl_title, DROP COLUMN spec_intl_text`.execute(db);
  await sql`ALTER TABLE mall_spec_value DROP COLUMN intl_value`.execute(db);
  await sql`ALTER TABLE mall_spec DROP COLUMN intl_name`.execute(db);
  await sql`ALTER TABLE mall_product DROP COLUMN intl_title, DROP COLUMN intl_subtitle, DROP COLUMN intl_description`.execute(
    db,
  );
}
