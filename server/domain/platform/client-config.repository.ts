import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ClientConfigRecord {
  id: string;
  isDefault: boolean;
  ownerType: string;
  ownerId: string;
  /** proto JSON of platform.v1.ClientConfigBody */
  body: unknown;
  /** The published edition; 0 for what the seed wrote. */
  version?: number;
  createTime: Date;
  updateTime: Date;
}

export class ClientConfigRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: string): Promise<ClientConfigRecord | undefined> {
    const row = await this.db.selectFrom('client_config').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  async findDefault(): Promise<ClientConfigRecord | undefined> {
    const row = await this.db.selectFrom('client_config').selectAll().where('is_default', '=', true).executeTakeFirst();
    return row && toRecord(row);
  }

  async upsert(config: Omit<ClientConfigRecord, 'createTime' | 'updateTime'>): Promise<void> {
    await this.db
      .insertInto('client_config')
      .values({
        id: config.id,
        is_default: config.isDefault,
        owner_type: config.ownerType,
        owner_id: config.ownerId,
        body: JSON.stringify(config.body),
      })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          is_default: config.isDefault,
          owner_type: config.ownerType,
          owner_id: config.ownerId,
          body: JSON.stringify(config.body),
          update_time: new Date(),
        }),
      )
      .execute();
  }
}

function toRecord(row: {
  id: string;
  is_default: boolean;
  owner_type: string;
  owner_id: string;
  body: unknown;
  version: number;
  create_time: Date;
  update_time: Date;
}): ClientConfigRecord {
  return {
    id: row.id,
    isDefault: row.is_default,
    ownerType: row.owner_type,
    ownerId: row.owner_id,
    body: row.body,
    version: row.version,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}
