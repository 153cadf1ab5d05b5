import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface MyMembershipRecord {
  merchantId: string;
  merchantName: string;
  levelName: string;
  levelDescription: string;
  levelColor: string;
}

/** The membership levels merchants gave one person, found by their account or their verified phone. */
export class UserMembershipRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listFor(userId: string, phone: { regionCode: string; phone: string } | null): Promise<MyMembershipRecord[]> {
    const rows = await this.db
      .selectFrom('merchant_diner as d')
      .innerJoin('membership_level as l', 'l.id', 'd.membership_level_id')
      .innerJoin('merchant as m', 'm.id', 'd.merchant_id')
      .select([
        'd.merchant_id',
        'm.name as merchant_name',
        'l.name as level_name',
        'l.description as level_description',
        'l.color as level_color',
      ])
      .where((eb) =>
        eb.or([
          eb('d.user_id', '=', userId),
          ...(phone
            ? [eb.and([eb('d.phone_region_code', '=', phone.regionCode), eb('d.phone', '=', phone.phone)])]
            : []),
        ]),
      )
      .orderBy('m.name')
      .orderBy('d.merchant_id')
      .execute();
    // One record per merchant: a person found both ways shows the level once.
    const seen = new Set<string>();
    return rows
      .filter((r) => !seen.has(r.merchant_id) && Boolean(seen.add(r.merchant_id)))
      .map((r) => ({
        merchantId: r.merchant_id,
        merchantName: r.merchant_name,
        levelName: r.level_name,
        levelDescription: r.level_description,
        levelColor: r.level_color,
      }));
  }
}
