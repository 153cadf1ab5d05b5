import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserDinerTable } from './identity.tables';

export interface DinerContact {
  type: string;
  value: string;
}

/** The diner fields a user fills in; dates YYYY-MM-DD or empty. */
export interface UserDinerFields {
  lastName: string;
  firstName: string;
  title: string;
  gender: string;
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
  contactList: DinerContact[];
}

export interface UserDinerRecord extends UserDinerFields {
  id: string;
  userId: string;
  createTime: Date;
  updateTime: Date;
}

function columns(fields: UserDinerFields) {
  return {
    last_name: fields.lastName,
    first_name: fields.firstName,
    title: fields.title,
    gender: fields.gender,
    preferred_language: fields.preferredLanguage,
    phone_region_code: fields.phoneRegionCode,
    phone: fields.phone,
    email: fields.email,
    wechat_id: fields.wechatId,
    birthday: fields.birthday || null,
    wedding_anniversary: fields.weddingAnniversary || null,
    diet_preference: fields.dietPreference,
    diet_taboo: fields.dietTaboo,
    other_requirements: fields.otherRequirements,
    remark: fields.remark,
    contact_list: JSON.stringify(fields.contactList),
  };
}

export class UserDinerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(userId: string, fields: UserDinerFields, now: Date): Promise<UserDinerRecord> {
    const row = await this.db
      .insertInto('user_diner')
      .values({ user_id: userId, ...columns(fields), create_time: now, update_time: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toDiner(row);
  }

  /** Only the user's own diner is changed; undefined when they have none with this id. */
  async update(userId: string, id: string, fields: UserDinerFields, now: Date): Promise<UserDinerRecord | undefined> {
    const row = await this.db
      .updateTable('user_diner')
      .set({ ...columns(fields), update_time: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return row && toDiner(row);
  }

  /** The user's diners, the last changed first (the client takes the first as current). */
  async listOf(userId: string): Promise<UserDinerRecord[]> {
    const rows = await this.db
      .selectFrom('user_diner')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('update_time', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toDiner);
  }

  async countOf(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('user_diner')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

function toDiner(row: Selectable<UserDinerTable>): UserDinerRecord {
  return {
    id: row.id,
    userId: row.user_id,
    lastName: row.last_name,
    firstName: row.first_name,
    title: row.title,
    gender: row.gender,
    preferredLanguage: row.preferred_language,
    phoneRegionCode: row.phone_region_code,
    phone: row.phone,
    email: row.email,
    wechatId: row.wechat_id,
    birthday: row.birthday ?? '',
    weddingAnniversary: row.wedding_anniversary ?? '',
    dietPreference: row.diet_preference,
    dietTaboo: row.diet_taboo,
    otherRequirements: row.other_requirements,
    remark: row.remark,
    contactList: row.contact_list,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}
