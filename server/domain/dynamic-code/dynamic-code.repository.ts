import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DynamicCodeKind } from '../ticketing/ticketing.tables';

export interface SubjectRow {
  storeId: string;
  userId: string | null;
  status: string;
}

const isId = (id: string) => /^\d{1,18}$/.test(id);

/** SQL of dynamic codes: the subjects they name and the record of each use. */
export class DynamicCodeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async subject(kind: DynamicCodeKind, id: string): Promise<SubjectRow | undefined> {
    if (!isId(id)) return undefined;
    const table = kind === 'BOOKING_ORDER' ? 'booking_order' : 'ticketing_voucher';
    const row = await this.db
      .selectFrom(table)
      .select(['store_id', 'user_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { storeId: row.store_id, userId: row.user_id, status: row.status };
  }

  /** The store's booking order with this 8-digit booking code (ids below 10^8 have each their own). */
  async bookingByCode(storeId: string, bookingCode: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('booking_order')
      .select('id')
      .where('store_id', '=', storeId)
      .where('booking_code', '=', bookingCode)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.id;
  }

  /** The secret digits of a voucher's own code, when it belongs to the store. */
  async voucherDigits(storeId: string, voucherId: string): Promise<string | undefined> {
    if (!isId(voucherId)) return undefined;
    const row = await this.db
      .selectFrom('ticketing_voucher')
      .select('code_digits')
      .where('id', '=', voucherId)
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    return row?.code_digits;
  }

  /** A booking's date and times, with its store's zone. */
  async bookingTimes(orderId: string) {
    return this.db
      .selectFrom('booking_order as o')
      .innerJoin('store as s', 's.id', 'o.store_id')
      .select(['o.reservation_date', 'o.reservation_start_second', 'o.reservation_end_second', 's.timezone'])
      .where('o.id', '=', orderId)
      .executeTakeFirstOrThrow();
  }

  async isUsed(kind: DynamicCodeKind, subjectId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('dynamic_code_use')
      .select('subject_id')
      .where('kind', '=', kind)
      .where('subject_id', '=', subjectId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records the one use of a subject's code; false when it was already used (the primary key decides). */
  async claim(use: {
    kind: DynamicCodeKind;
    subjectId: string;
    storeId: string;
    window: number;
    staffUserId: string;
    now: Date;
  }): Promise<boolean> {
    const row = await this.db
      .insertInto('dynamic_code_use')
      .values({
        kind: use.kind,
        subject_id: use.subjectId,
        store_id: use.storeId,
        code_window: use.window,
        staff_user_id: use.staffUserId,
        use_time: use.now,
      })
      .onConflict((oc) => oc.columns(['kind', 'subject_id']).doNothing())
      .returning('subject_id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
