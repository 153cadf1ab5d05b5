import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { MerchantDinerRow } from '../booking/booking.tables';

export interface MerchantDinerRecord {
  id: string;
  merchantId: string;
  title: string;
  lastName: string;
  firstName: string;
  preferredLanguage: string;
  phoneRegionCode: string;
  phone: string;
  email: string;
  wechatId: string;
  userId: string | null;
  birthday: string;
  weddingAnniversary: string;
  dietPreference: string;
  dietTaboo: string;
  otherRequirements: string;
  remark: string;
  blacklisted: boolean;
  blacklistReason: string;
  blacklistTime: Date | null;
  membershipLevelId: string | null;
  membershipLevelName: string;
  createTime: Date;
  updateTime: Date;
}

/** What staff write on a record (the phone is checked and normalised first). */
export interface MerchantDinerFields {
  title: string;
  lastName: string;
  firstName: string;
  preferredLanguage: string;
  phoneRegionCode: string;
  phone: string;
  email: string;
  wechatId: string;
  birthday: string;
  weddingAnniversary: string;
  dietPreference: string;
  dietTaboo: string;
  otherRequirements: string;
  remark: string;
  membershipLevelId: string | null;
}

export interface DinerListFilter {
  keyword: string;
  blacklistedOnly: boolean;
  limit: number;
  offset: number;
}

type Row = Selectable<MerchantDinerRow> & { membership_level_name: string | null };

function toRecord(r: Row): MerchantDinerRecord {
  return {
    id: r.id,
    merchantId: r.merchant_id,
    title: r.title,
    lastName: r.last_name,
    firstName: r.first_name,
    preferredLanguage: r.language,
    phoneRegionCode: r.phone_region_code,
    phone: r.phone,
    email: r.email,
    wechatId: r.wechat_id,
    userId: r.user_id,
    birthday: r.birthday ?? '',
    weddingAnniversary: r.wedding_anniversary ?? '',
    dietPreference: r.diet_preference,
    dietTaboo: r.diet_taboo,
    otherRequirements: r.other_requirements,
    remark: r.remark,
    blacklisted: r.blacklisted,
    blacklistReason: r.blacklist_reason,
    blacklistTime: r.blacklist_time,
    membershipLevelId: r.membership_level_id,
    membershipLevelName: r.membership_level_name ?? '',
    createTime: r.create_time,
    updateTime: r.update_time,
  };
}

const columns = (f: MerchantDinerFields) => ({
  title: f.title,
  last_name: f.lastName,
  first_name: f.firstName,
  language: f.preferredLanguage,
  phone_region_code: f.phoneRegionCode,
  phone: f.phone,
  email: f.email,
  wechat_id: f.wechatId,
  birthday: f.birthday || null,
  wedding_anniversary: f.weddingAnniversary || null,
  diet_preference: f.dietPreference,
  diet_taboo: f.dietTaboo,
  other_requirements: f.otherRequirements,
  remark: f.remark,
  membership_level_id: f.membershipLevelId,
});

/** LIKE pattern of a keyword typed by staff: its own % and _ match themselves. */
function containing(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The merchant's diner records as the CRM reads and edits them. */
export class MerchantDinerCrmRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private select() {
    return this.db
      .selectFrom('merchant_diner as d')
      .leftJoin('membership_level as l', 'l.id', 'd.membership_level_id')
      .selectAll('d')
      .select('l.name as membership_level_name');
  }

  /** The merchant a store belongs to; null for no such store. */
  async merchantOfStore(storeId: string): Promise<string | null> {
    const row = await this.db.selectFrom('store').select('merchant_id').where('id', '=', storeId).executeTakeFirst();
    return row?.merchant_id ?? null;
  }

  async query(merchantId: string, filter: DinerListFilter): Promise<{ list: MerchantDinerRecord[]; total: number }> {
    let query = this.select()
      .select(sql<number>`count(*) OVER ()::int`.as('total'))
      .where('d.merchant_id', '=', merchantId);
    if (filter.blacklistedOnly) query = query.where('d.blacklisted', '=', true);
    const keyword = filter.keyword.trim();
    if (keyword) {
      const pattern = containing(keyword);
      const digits = keyword.replace(/[\s\-+()]/g, '');
      query = query.where((eb) =>
        eb.or([
          eb(sql`d.last_name || d.first_name`, 'ilike', pattern),
          eb(sql`d.first_name || ' ' || d.last_name`, 'ilike', pattern),
          eb(sql`d.last_name || ' ' || d.first_name`, 'ilike', pattern),
          ...(/^\d+$/.test(digits) ? [eb('d.phone', 'like', containing(digits))] : []),
        ]),
      );
    }
    const rows = await query.orderBy('d.id', 'desc').limit(filter.limit).offset(filter.offset).execute();
    const total = rows[0]?.total ?? (filter.offset > 0 ? await this.count(merchantId, filter) : 0);
    return { list: rows.map((r) => toRecord(r)), total };
  }

  /** The total when the page asked for lies past the end. */
  private async count(merchantId: string, filter: DinerListFilter): Promise<number> {
    const { total } = await this.query(merchantId, { ...filter, offset: 0, limit: 1 });
    return total;
  }

  async find(merchantId: string, id: string): Promise<MerchantDinerRecord | null> {
    const row = await this.select().where('d.merchant_id', '=', merchantId).where('d.id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async findByPhone(merchantId: string, regionCode: string, phone: string): Promise<MerchantDinerRecord | null> {
    const row = await this.select()
      .where('d.merchant_id', '=', merchantId)
      .where('d.phone_region_code', '=', regionCode)
      .where('d.phone', '=', phone)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** A new record, linked to the app user with the phone when there is one; throws 23505 for a known phone. */
  async insert(merchantId: string, f: MerchantDinerFields): Promise<string> {
    const row = await this.db
      .insertInto('merchant_diner')
      .values({
        merchant_id: merchantId,
        ...columns(f),
        user_id: sql`(SELECT id FROM app_user WHERE phone_region_code = ${f.phoneRegionCode} AND phone = ${f.phone} AND phone <> '')`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** False when the merchant has no such record; throws 23505 when the new phone is another record's. */
  async update(merchantId: string, id: string, f: MerchantDinerFields): Promise<boolean> {
    const result = await this.db
      .updateTable('merchant_diner')
      .set({
        ...columns(f),
        // The linked user is the one with the phone: a changed phone moves the link.
        user_id: sql`(SELECT id FROM app_user WHERE phone_region_code = ${f.phoneRegionCode} AND phone = ${f.phone} AND phone <> '')`,
        update_time: sql`now()`,
      })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Sets or clears the blacklist flag; false when the merchant has no such record. */
  async setBlacklist(
    merchantId: string,
    id: string,
    entry: { reason: string; byUserId: string | null; at: Date } | null,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('merchant_diner')
      .set({
        blacklisted: entry !== null,
        blacklist_reason: entry?.reason ?? '',
        blacklist_time: entry?.at ?? null,
        blacklist_user_id: entry?.byUserId ?? null,
        update_time: sql`now()`,
      })
      .where('merchant_id', '=', merchantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Whether the merchant has this membership level. */
  async hasMembershipLevel(merchantId: string, levelId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('membership_level')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('id', '=', levelId)
      .executeTakeFirst();
    return Boolean(row);
  }
}
