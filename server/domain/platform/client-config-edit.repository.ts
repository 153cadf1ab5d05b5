import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A client config as its editor reads it. */
export interface EditableConfigRecord {
  id: string;
  isDefault: boolean;
  ownerType: string;
  ownerId: string;
  ownerName: string;
  /** Published body: what the static JSON serves. */
  body: unknown;
  draftBody: unknown | null;
  draftRevision: number;
  version: number;
  publishTime: Date | null;
}

const columns = [
  'c.id',
  'c.is_default',
  'c.owner_type',
  'c.owner_id',
  'c.body',
  'c.draft_body',
  'c.draft_revision',
  'c.version',
  'c.publish_time',
  'm.name as owner_name',
] as const;

/** Drafts, published editions and the lookups the config schema needs. */
export class ClientConfigEditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private base() {
    return this.db
      .selectFrom('client_config as c')
      .leftJoin('merchant as m', (join) => join.onRef('m.id', '=', 'c.owner_id').on('c.owner_type', '=', 'MERCHANT'))
      .select(columns);
  }

  /** Every config, or only those owned by these merchants. */
  async list(merchantIds?: string[]): Promise<EditableConfigRecord[]> {
    let query = this.base();
    if (merchantIds) {
      if (!merchantIds.length) return [];
      query = query.where('c.owner_type', '=', 'MERCHANT').where('c.owner_id', 'in', merchantIds);
    }
    const rows = await query.orderBy('c.id').execute();
    return rows.map(toRecord);
  }

  /** One config; lock it for the rest of the transaction when it is about to change. */
  async find(id: string, forUpdate = false): Promise<EditableConfigRecord | undefined> {
    let query = this.base().where('c.id', '=', id);
    if (forUpdate) query = query.forUpdate('c');
    const row = await query.executeTakeFirst();
    return row && toRecord(row);
  }

  async saveDraft(id: string, draft: unknown): Promise<void> {
    await this.db
      .updateTable('client_config')
      .set({ draft_body: JSON.stringify(draft), draft_revision: sql`draft_revision + 1`, update_time: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** The draft becomes the published body with the next version, and the edition is kept. */
  async publish(id: string, body: unknown, version: number, userId: string, at: Date): Promise<void> {
    const json = JSON.stringify(body);
    await this.db
      .updateTable('client_config')
      .set({ body: json, draft_body: null, version, publish_time: at, update_time: at })
      .where('id', '=', id)
      .execute();
    await this.db
      .insertInto('client_config_version')
      .values({ config_id: id, version, body: json, published_by: userId, publish_time: at })
      .execute();
  }

  async create(ownerMerchantId: string, body: unknown): Promise<string> {
    const row = await this.db
      .insertInto('client_config')
      .values({
        id: sql<string>`nextval('client_config_id_seq')`,
        is_default: false,
        owner_type: 'MERCHANT',
        owner_id: ownerMerchantId,
        body: JSON.stringify(body),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async defaultBody(): Promise<unknown> {
    const row = await this.db
      .selectFrom('client_config')
      .select('body')
      .where('is_default', '=', true)
      .executeTakeFirst();
    return row?.body;
  }

  /** Of these store ids, those that exist, with their merchant. */
  async storesOf(ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db.selectFrom('store').select(['id', 'merchant_id']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.merchant_id]));
  }

  async existingArticles(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.db.selectFrom('article').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((r) => r.id));
  }

  async existingMerchants(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.db.selectFrom('merchant').select('id').where('id', 'in', ids).execute();
    return new Set(rows.map((r) => r.id));
  }
}

function toRecord(row: {
  id: string;
  is_default: boolean;
  owner_type: string;
  owner_id: string;
  owner_name: string | null;
  body: unknown;
  draft_body: unknown;
  draft_revision: number;
  version: number;
  publish_time: Date | null;
}): EditableConfigRecord {
  return {
    id: row.id,
    isDefault: row.is_default,
    ownerType: row.owner_type,
    ownerId: row.owner_id,
    ownerName: row.owner_name ?? '',
    body: row.body,
    draftBody: row.draft_body ?? null,
    draftRevision: row.draft_revision,
    version: row.version,
    publishTime: row.publish_time,
  };
}
