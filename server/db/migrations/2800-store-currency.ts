import { sql, type Kysely } from 'kysely';

// A store's currency (docs/money.md): every amount of the store (its prices,
// deposits, feasts, tickets, mall orders) is in minor units of this ISO 4217
// currency. Existing stores take the currency of their merchant's first enabled
// channel account (how payments were quoted until now), CNY when there is none.
// A channel account keeps its own currency: it serves only stores in that one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE store ADD COLUMN currency text NOT NULL DEFAULT 'CNY'
      CHECK (currency IN ('CNY', 'HKD', 'MOP'))`.execute(db);
  await sql`
    UPDATE store s SET currency = c.currency
    FROM (
      SELECT DISTINCT ON (merchant_id) merchant_id, currency
      FROM payment_channel_config
      WHERE merchant_id IS NOT NULL AND enabled AND channel <> 'SANDBOX'
      ORDER BY merchant_id, channel
    ) c
    WHERE c.merchant_id = s.merchant_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE store DROP COLUMN currency`.execute(db);
}
