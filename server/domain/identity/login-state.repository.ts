import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface LoginStateRecord {
  providerType: string;
  providerAppId: string;
  deviceId: string;
  expireTime: Date;
  useTime: Date | null;
}

/** Redirect-login states and provider codes already exchanged. */
export class LoginStateRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertState(state: {
    stateHash: string;
    providerType: string;
    providerAppId: string;
    deviceId: string;
    createTime: Date;
    expireTime: Date;
  }): Promise<void> {
    await this.db
      .insertInto('login_state')
      .values({
        state_hash: state.stateHash,
        provider_type: state.providerType,
        provider_app_id: state.providerAppId,
        device_id: state.deviceId,
        create_time: state.createTime,
        expire_time: state.expireTime,
      })
      .execute();
  }

  /** Marks the state used and answers it as it was; undefined when unknown. */
  async takeState(stateHash: string, now: Date): Promise<LoginStateRecord | undefined> {
    const row = await this.db
      .selectFrom('login_state')
      .selectAll()
      .where('state_hash', '=', stateHash)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return undefined;
    if (!row.use_time) {
      await this.db.updateTable('login_state').set({ use_time: now }).where('state_hash', '=', stateHash).execute();
    }
    return {
      providerType: row.provider_type,
      providerAppId: row.provider_app_id,
      deviceId: row.device_id,
      expireTime: row.expire_time,
      useTime: row.use_time,
    };
  }

  /** Records a code as exchanged; false when it already was. */
  async recordUsedCode(code: { providerType: string; providerAppId: string; codeHash: string; now: Date }) {
    const result = await this.db
      .insertInto('used_login_code')
      .values({
        provider_type: code.providerType,
        provider_app_id: code.providerAppId,
        code_hash: code.codeHash,
        use_time: code.now,
      })
      .onConflict((oc) => oc.columns(['provider_type', 'provider_app_id', 'code_hash']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async purge(usedCodesBefore: Date, statesBefore: Date): Promise<void> {
    await this.db.deleteFrom('used_login_code').where('use_time', '<', usedCodesBefore).execute();
    await this.db.deleteFrom('login_state').where('expire_time', '<', statesBefore).execute();
  }
}
