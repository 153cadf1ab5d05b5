import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface FeastParticipantFacts {
  participantId: string;
  feastId: string;
  storeId: string;
  merchantId: string;
  title: string;
  reservationDate: string;
  startSecond: number;
  userId: string;
  phoneRegionCode: string;
  phone: string;
  seatCount: number;
  status: string;
  depositAmount: string;
  paidAmount: string;
  currency: string;
  /** The language the diner chose on their own diner card (the newest that names one); '' when none. */
  language: string;
}

/** What a feast participant's messages say and whom they reach. */
export class FeastRecipientRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async participants(ids: string[]): Promise<FeastParticipantFacts[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('feast_participant as p')
      .innerJoin('feast as f', 'f.id', 'p.feast_id')
      .select([
        'p.id',
        'p.feast_id',
        'f.store_id',
        'f.merchant_id',
        'f.title',
        'f.reservation_date',
        'f.start_second',
        'p.user_id',
        'p.phone_region_code',
        'p.phone',
        'p.seat_count',
        'p.status',
        'p.deposit_amount',
        'p.paid_amount',
        'p.currency',
        (eb) =>
          eb
            .selectFrom('user_diner as d')
            .select('d.preferred_language')
            .whereRef('d.user_id', '=', 'p.user_id')
            .where('d.preferred_language', '<>', '')
            .orderBy('d.update_time', 'desc')
            .limit(1)
            .as('language'),
      ])
      .where('p.id', 'in', ids)
      .execute();
    return rows.map((r) => ({
      participantId: r.id,
      feastId: r.feast_id,
      storeId: r.store_id,
      merchantId: r.merchant_id,
      title: r.title,
      reservationDate: r.reservation_date,
      startSecond: r.start_second,
      userId: r.user_id,
      phoneRegionCode: r.phone_region_code,
      phone: r.phone,
      seatCount: r.seat_count,
      status: r.status,
      depositAmount: String(r.deposit_amount),
      paidAmount: String(r.paid_amount),
      currency: r.currency,
      language: r.language ?? '',
    }));
  }
}
