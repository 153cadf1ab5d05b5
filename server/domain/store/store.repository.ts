import { toCurrency, type Currency } from '@common/currency';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { keywordForms } from './store-keyword.rule';
import { matchesKeyword } from './store-search.repository';
import type { ImageJson, StoreIntlJson, StoreRow } from './store.tables';
import type { IntlTextJson } from '@common/intl-text';

export interface StoreProfileRecord {
  city: string;
  address: string;
  openingYear: number;
  hours: string;
  phone: string;
  mainCuisine: string;
  subCuisine: string;
  orderingType: string;
  perCapitaPrice: string;
  sommelierService: boolean;
  winePairing: boolean;
  chef: string;
  // diner app: WGS-84 position, 0 when unknown
  latitude: number;
  longitude: number;
}

export interface BookingConfigRecord {
  noticeText: string;
  noticeImages: ImageJson[];
  minAdvanceBookingDay: number | null;
  maxAdvanceBookingDay: number | null;
  latestCancelDay: number | null;
}

/** A blacklisted diner's own bookings: taken but never auto-accepted, or refused (booking/blacklist-rule.ts). */
export type BlacklistPolicy = 'REVIEW' | 'REFUSE';

export interface BusinessConfigRecord {
  autoAcceptMinute: number | null;
  depositExpiryMinute: number | null;
  holidayRegionIsoCode: string;
  restOnPublicHoliday: boolean;
  blacklistPolicy: BlacklistPolicy;
}

export interface StoreRecord {
  id: string;
  merchantId: string;
  name: string;
  /** The name and share card title per language. */
  intl: StoreIntlJson;
  timezone: string;
  /** ISO 4217 (migration 2800): the store's prices, deposits and payments are in its minor units. */
  currency: Currency;
  profile: StoreProfileRecord;
  environmentImages: ImageJson[];
  dishImages: ImageJson[];
  bookingConfig: BookingConfigRecord;
  businessConfig: BusinessConfigRecord;
  createTime: Date;
  updateTime: Date;
}

export function toStoreRecord(row: Selectable<StoreRow>): StoreRecord {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    name: row.name,
    intl: row.intl_info ?? {},
    timezone: row.timezone,
    currency: toCurrency(row.currency),
    profile: {
      city: row.city,
      address: row.address,
      openingYear: row.opening_year,
      hours: row.hours,
      phone: row.phone,
      mainCuisine: row.main_cuisine,
      subCuisine: row.sub_cuisine,
      orderingType: row.ordering_type,
      perCapitaPrice: row.per_capita_price,
      sommelierService: row.sommelier_service,
      winePairing: row.wine_pairing,
      chef: row.chef,
      latitude: row.latitude,
      longitude: row.longitude,
    },
    environmentImages: row.environment_images,
    dishImages: row.dish_images,
    bookingConfig: {
      noticeText: row.notice_text,
      noticeImages: row.notice_images,
      minAdvanceBookingDay: row.min_advance_booking_day,
      maxAdvanceBookingDay: row.max_advance_booking_day,
      latestCancelDay: row.latest_cancel_day,
    },
    businessConfig: {
      autoAcceptMinute: row.auto_accept_minute,
      depositExpiryMinute: row.deposit_expiry_minute,
      holidayRegionIsoCode: row.holiday_region_iso_code,
      restOnPublicHoliday: row.rest_on_public_holiday,
      blacklistPolicy: row.blacklist_policy === 'REFUSE' ? 'REFUSE' : 'REVIEW',
    },
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

export interface StoreFilter {
  idIn?: string[];
  merchantIdIn?: string[];
  /** Only what diners may see: neither the store nor its merchant disabled. */
  activeOnly?: boolean;
  limit: number;
  offset: number;
  // diner app: the search page's filters
  search?: StoreSearch;
}

/** The diner's search (spec section 5): empty strings and a max of '0' mean any. */
export interface StoreSearch {
  keyword: string;
  city: string;
  mainCuisine: string;
  subCuisine: string;
  minPerCapitaPrice: string;
  maxPerCapitaPrice: string;
  /** Within this many meters of the point; absent: any distance. */
  near?: { latitude: number; longitude: number; maxMeters: number };
}

/** Great-circle distance in meters from a point to a store's position (haversine, the Earth as a sphere). */
function metersFrom(latitude: number, longitude: number) {
  return sql<number>`6371000 * 2 * asin(sqrt(
    power(sin(radians(latitude - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(latitude)) * power(sin(radians(longitude - ${longitude}) / 2), 2)))`;
}

export interface CollectionItemCache {
  storeCollectionId: string;
  storeCollectionName: string;
  storeId: string;
  sort: number;
}

/** A store diners may find: neither it nor its merchant is disabled. */
function activeStore(eb: ExpressionBuilder<Database, 'store'>) {
  return eb.and([
    eb('store.disable_time', 'is', null),
    eb.not(
      eb.exists(
        eb
          .selectFrom('merchant')
          .select(sql`1`.as('one'))
          .whereRef('merchant.id', '=', 'store.merchant_id')
          .where('merchant.disable_time', 'is not', null),
      ),
    ),
  ]);
}

export class StoreRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(storeId: string): Promise<StoreRecord | undefined> {
    const row = await this.db.selectFrom('store').selectAll().where('id', '=', storeId).executeTakeFirst();
    return row && toStoreRecord(row);
  }

  async query(filter: StoreFilter): Promise<{ list: StoreRecord[]; total: number }> {
    let base = this.db.selectFrom('store');
    if (filter.idIn) base = base.where('id', 'in', filter.idIn.length ? filter.idIn : ['0']);
    if (filter.merchantIdIn?.length) base = base.where('merchant_id', 'in', filter.merchantIdIn);
    if (filter.activeOnly) base = base.where(activeStore);
    const s = filter.search;
    const forms = keywordForms(s?.keyword ?? '');
    if (forms.length > 0) base = base.where(matchesKeyword(forms));
    if (s?.city) base = base.where('city', '=', s.city);
    if (s?.mainCuisine) base = base.where(sql`lower(main_cuisine)`, '=', s.mainCuisine.toLowerCase());
    if (s?.subCuisine) base = base.where(sql`lower(sub_cuisine)`, '=', s.subCuisine.toLowerCase());
    if (s && s.minPerCapitaPrice !== '0') base = base.where('per_capita_price', '>=', s.minPerCapitaPrice);
    if (s && s.maxPerCapitaPrice !== '0') base = base.where('per_capita_price', '<=', s.maxPerCapitaPrice);
    if (s?.near) {
      const { latitude, longitude, maxMeters } = s.near;
      // 0,0 is "unknown" (a store that never set its position), never a place.
      base = base
        .where((eb) => eb.or([eb('latitude', '<>', 0), eb('longitude', '<>', 0)]))
        .where(metersFrom(latitude, longitude), '<=', maxMeters);
    }
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id').limit(filter.limit).offset(filter.offset).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(toStoreRecord), total: Number(count.n) };
  }

  /** diner app: the cities stores are in, for the search filter, each with its name per language (any store's). */
  async cities(merchantIdIn: string[]): Promise<Array<{ city: string; intl: IntlTextJson }>> {
    let q = this.db
      .selectFrom('store')
      .select([
        'city',
        sql<IntlTextJson | null>`(array_agg(intl_info->'city') FILTER (WHERE intl_info->'city' <> '{}'::jsonb))[1]`.as(
          'intl',
        ),
      ])
      .where('city', '<>', '')
      .where(activeStore)
      .groupBy('city');
    if (merchantIdIn.length) q = q.where('merchant_id', 'in', merchantIdIn);
    return (await q.orderBy('city').execute()).map((r) => ({ city: r.city, intl: r.intl ?? {} }));
  }

  async collectionItemsOf(storeIds: string[]): Promise<CollectionItemCache[]> {
    if (storeIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('store_collection_item as i')
      .innerJoin('store_collection as c', 'c.id', 'i.store_collection_id')
      .select(['i.store_collection_id', 'c.name', 'i.store_id', 'i.sort'])
      .where('i.store_id', 'in', storeIds)
      .orderBy('c.sort')
      .orderBy('i.store_collection_id')
      .orderBy('i.sort')
      .execute();
    return rows.map((r) => ({
      storeCollectionId: r.store_collection_id,
      storeCollectionName: r.name,
      storeId: r.store_id,
      sort: r.sort,
    }));
  }

  async updateProfile(
    storeId: string,
    name: string,
    timezone: string,
    p: StoreProfileRecord,
    intl?: StoreIntlJson,
  ): Promise<void> {
    await this.db
      .updateTable('store')
      .set({
        name,
        ...(intl && { intl_info: JSON.stringify(intl) }),
        timezone,
        city: p.city,
        address: p.address,
        opening_year: p.openingYear,
        hours: p.hours,
        phone: p.phone,
        main_cuisine: p.mainCuisine,
        sub_cuisine: p.subCuisine,
        ordering_type: p.orderingType,
        per_capita_price: p.perCapitaPrice,
        sommelier_service: p.sommelierService,
        wine_pairing: p.winePairing,
        chef: p.chef,
        latitude: p.latitude,
        longitude: p.longitude,
        update_time: sql`now()`,
      })
      .where('id', '=', storeId)
      .execute();
  }

  async updateImages(storeId: string, environment: ImageJson[], dishes: ImageJson[]): Promise<void> {
    await this.db
      .updateTable('store')
      .set({
        environment_images: JSON.stringify(environment),
        dish_images: JSON.stringify(dishes),
        update_time: sql`now()`,
      })
      .where('id', '=', storeId)
      .execute();
  }

  async updateBookingConfig(storeId: string, c: BookingConfigRecord): Promise<void> {
    await this.db
      .updateTable('store')
      .set({
        notice_text: c.noticeText,
        notice_images: JSON.stringify(c.noticeImages),
        min_advance_booking_day: c.minAdvanceBookingDay,
        max_advance_booking_day: c.maxAdvanceBookingDay,
        latest_cancel_day: c.latestCancelDay,
        update_time: sql`now()`,
      })
      .where('id', '=', storeId)
      .execute();
  }

  async updateBusinessConfig(storeId: string, c: BusinessConfigRecord): Promise<void> {
    await this.db
      .updateTable('store')
      .set({
        auto_accept_minute: c.autoAcceptMinute,
        deposit_expiry_minute: c.depositExpiryMinute,
        holiday_region_iso_code: c.holidayRegionIsoCode,
        rest_on_public_holiday: c.restOnPublicHoliday,
        blacklist_policy: c.blacklistPolicy,
        update_time: sql`now()`,
      })
      .where('id', '=', storeId)
      .execute();
  }
}
