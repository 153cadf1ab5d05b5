import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentChannelConfigTable } from './payment.tables';
import type { Currency, PaymentChannelName, PaymentMethodName } from './payment-types';

export interface ChannelConfigRecord {
  id: string;
  merchantId: string | null;
  channel: PaymentChannelName;
  methods: PaymentMethodName[];
  currency: Currency;
  enabled: boolean;
  settings: Record<string, string>;
  /** Where the credentials are; stays on the server. */
  secretRef: string;
}

export interface ChannelConfigInput {
  merchantId: string | null;
  channel: PaymentChannelName;
  methods: PaymentMethodName[];
  currency: Currency;
  enabled?: boolean;
  settings?: Record<string, string>;
  secretRef?: string;
}

export class PaymentConfigRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A merchant's channels (null: the platform's), in channel order. */
  async ofOwner(merchantId: string | null): Promise<ChannelConfigRecord[]> {
    const rows = await this.db
      .selectFrom('payment_channel_config')
      .selectAll()
      .where((eb) => (merchantId ? eb('merchant_id', '=', merchantId) : eb('merchant_id', 'is', null)))
      .orderBy('channel')
      .execute();
    return rows.map(toRecord);
  }

  /** Every enabled channel of every owner (the start-up credential check). */
  async allEnabled(): Promise<ChannelConfigRecord[]> {
    const rows = await this.db
      .selectFrom('payment_channel_config')
      .selectAll()
      .where('enabled', '=', true)
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  async findById(id: string): Promise<ChannelConfigRecord | undefined> {
    const row = await this.db.selectFrom('payment_channel_config').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  /** Sets a channel up for a merchant, replacing its previous setup. */
  async save(input: ChannelConfigInput, now: Date): Promise<ChannelConfigRecord> {
    const existing = (await this.ofOwner(input.merchantId)).find((c) => c.channel === input.channel);
    const values = {
      methods: input.methods,
      currency: input.currency,
      enabled: input.enabled ?? true,
      settings: JSON.stringify(input.settings ?? {}),
      secret_ref: input.secretRef ?? '',
      update_time: now,
    };
    const row = existing
      ? await this.db
          .updateTable('payment_channel_config')
          .set(values)
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await this.db
          .insertInto('payment_channel_config')
          .values({ ...values, merchant_id: input.merchantId, channel: input.channel, create_time: now })
          .returningAll()
          .executeTakeFirstOrThrow();
    return toRecord(row);
  }
}

function toRecord(row: Selectable<PaymentChannelConfigTable>): ChannelConfigRecord {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    channel: row.channel as PaymentChannelName,
    methods: row.methods as PaymentMethodName[],
    currency: row.currency as Currency,
    enabled: row.enabled,
    settings: row.settings,
    secretRef: row.secret_ref,
  };
}
