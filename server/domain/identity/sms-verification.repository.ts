import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PhoneNumber } from './phone-number';

export interface SmsVerificationRecord {
  id: string;
  purpose: string;
  codeHash: string;
  salt: string;
  createTime: Date;
  expireTime: Date;
  failedAttempts: number;
}

export interface NewSmsVerification {
  purpose: string;
  phone: PhoneNumber;
  codeHash: string;
  salt: string;
  deviceId: string;
  address: string;
  createTime: Date;
  expireTime: Date;
}

export class SmsVerificationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Serializes code work on one phone until the transaction ends, so two
   * concurrent sends cannot both pass the cooldown, and two guesses cannot
   * both read the same attempt count.
   */
  async lockPhone(phone: PhoneNumber): Promise<void> {
    const key = `sms:${phone.regionCode}:${phone.phone}`;
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(this.db);
  }

  async lastSentTime(phone: PhoneNumber): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('sms_verification')
      .select('create_time')
      .where('phone_region_code', '=', phone.regionCode)
      .where('phone', '=', phone.phone)
      .where('send_failed', '=', false)
      .orderBy('create_time', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.create_time;
  }

  async countForPhoneSince(phone: PhoneNumber, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('sms_verification')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('phone_region_code', '=', phone.regionCode)
      .where('phone', '=', phone.phone)
      .where('create_time', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Wrong codes entered for a phone, over its codes sent since then. */
  async failedChecksForPhoneSince(phone: PhoneNumber, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('sms_verification')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('failed_attempts'), eb.lit(0)).as('n'))
      .where('phone_region_code', '=', phone.regionCode)
      .where('phone', '=', phone.phone)
      .where('create_time', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async countForDeviceSince(deviceId: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('sms_verification')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('device_id', '=', deviceId)
      .where('create_time', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async countForAddressSince(address: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('sms_verification')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('address', '=', address)
      .where('create_time', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(code: NewSmsVerification): Promise<string> {
    const row = await this.db
      .insertInto('sms_verification')
      .values({
        purpose: code.purpose,
        phone_region_code: code.phone.regionCode,
        phone: code.phone.phone,
        code_hash: code.codeHash,
        salt: code.salt,
        device_id: code.deviceId,
        address: code.address,
        create_time: code.createTime,
        expire_time: code.expireTime,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async markSendFailed(id: string): Promise<void> {
    await this.db.updateTable('sms_verification').set({ send_failed: true }).where('id', '=', id).execute();
  }

  /** The newest code for a phone and purpose that was sent and not yet used. */
  async latestOpen(phone: PhoneNumber, purpose: string): Promise<SmsVerificationRecord | undefined> {
    const row = await this.db
      .selectFrom('sms_verification')
      .select(['id', 'purpose', 'code_hash', 'salt', 'create_time', 'expire_time', 'failed_attempts'])
      .where('phone_region_code', '=', phone.regionCode)
      .where('phone', '=', phone.phone)
      .where('purpose', '=', purpose)
      .where('send_failed', '=', false)
      .where('consume_time', 'is', null)
      .orderBy('create_time', 'desc')
      .limit(1)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        purpose: row.purpose,
        codeHash: row.code_hash,
        salt: row.salt,
        createTime: row.create_time,
        expireTime: row.expire_time,
        failedAttempts: row.failed_attempts,
      }
    );
  }

  async recordFailedAttempt(id: string): Promise<void> {
    await this.db
      .updateTable('sms_verification')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async consume(id: string, now: Date): Promise<void> {
    await this.db.updateTable('sms_verification').set({ consume_time: now }).where('id', '=', id).execute();
  }

  /** Drops codes that can no longer be used nor count towards a limit. */
  async purgeCreatedBefore(cutoff: Date): Promise<number> {
    const result = await this.db.deleteFrom('sms_verification').where('create_time', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
