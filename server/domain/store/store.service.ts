import type { Kysely } from 'kysely';
import { isValidTimeZone } from '@common/zoned-time';
import type { IntlTextJson } from '@common/intl-text';
import { isDatabaseUnavailable } from '../../db/connection-errors';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { PermissionService, StaffStanding } from '../identity/permission.service';
import {
  StoreRepository,
  type BookingConfigRecord,
  type BusinessConfigRecord,
  type CollectionItemCache,
  type StoreProfileRecord,
  type StoreRecord,
  type StoreSearch,
} from './store.repository';
import type { ImageJson, StoreIntlJson } from './store.tables';

export const STORE_QUERY_LIMIT = 100;
/** Spec section 9: immediate, 5, 15, 30 minutes, 1 or 2 hours (null: the store confirms by hand). */
export const AUTO_ACCEPT_MINUTES = [0, 5, 15, 30, 60, 120] as const;
/** Spec section 9: 0.5, 2, 6, 12, 24, 48 or 168 hours (null: unlimited). */
export const DEPOSIT_EXPIRY_MINUTES = [30, 120, 360, 720, 1440, 2880, 10080] as const;
const MAX_ADVANCE_DAYS = 366;
const ORDERING_TYPES = ['', 'ORDER', 'SET_MENU', 'ORDER_AND_SET_MENU'];

export function pageOf(limit: number, offset: number, max = STORE_QUERY_LIMIT) {
  return { limit: limit > 0 ? Math.min(limit, max) : max, offset: Math.max(0, offset) };
}

/** Stores as diners and staff read them, and the settings staff edit. */
export class StoreService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly permissions: PermissionService,
    /** Standbys: the diners' directory and search may be a moment behind the primary. */
    private readonly staleReadDb?: Kysely<Database>,
  ) {}

  private repo(db: Kysely<Database> = this.db) {
    return new StoreRepository(db);
  }

  /**
   * A read that may be a moment stale goes to the standbys; when none can
   * be reached (all down, or too far behind for the load balancer's lag
   * check) the primary answers it instead of the caller getting 503.
   */
  private async staleRead<T>(read: (repo: StoreRepository) => Promise<T>): Promise<T> {
    if (this.staleReadDb) {
      try {
        return await read(this.repo(this.staleReadDb));
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
      }
    }
    return read(this.repo());
  }

  /** The diner's store query (spec section 7): by ids and merchants, at most 100. */
  async queryStores(
    filter: { idIn: string[]; merchantIdIn: string[]; limit: number; offset: number; search?: StoreSearch },
    withCollections: boolean,
  ): Promise<{ list: StoreRecord[]; total: number; collectionItems: CollectionItemCache[] }> {
    const page = pageOf(filter.limit, filter.offset);
    // Diners' reads (directory, search, a store's page): a standby may serve them.
    return this.staleRead(async (repo) => {
      const { list, total } = await repo.query({
        idIn: filter.idIn.length ? filter.idIn : undefined,
        merchantIdIn: filter.merchantIdIn,
        search: filter.search,
        activeOnly: true,
        ...page,
      });
      const collectionItems = withCollections ? await repo.collectionItemsOf(list.map((s) => s.id)) : [];
      return { list, total, collectionItems };
    });
  }

  /** diner app: the cities of the search filter. */
  cities(merchantIdIn: string[]): Promise<Array<{ city: string; intl: IntlTextJson }>> {
    return this.staleRead((repo) => repo.cities(merchantIdIn));
  }

  /** The stores a staff member may act for (administrators: every store). */
  async queryPermittedStores(standing: StaffStanding, idIn: string[], limit: number, offset: number) {
    const page = pageOf(limit, offset);
    if (standing.isAdmin) return this.repo().query({ idIn: idIn.length ? idIn : undefined, ...page });
    const permitted = await this.permissions.permittedStoreIds(standing);
    const wanted = idIn.length ? permitted.filter((id) => idIn.includes(id)) : permitted;
    return this.repo().query({ idIn: wanted, ...page });
  }

  async getStore(storeId: string): Promise<StoreRecord> {
    const store = await this.repo().findById(storeId);
    if (!store) throw domainError('not_found', 'storeDoesNotExist');
    return store;
  }

  /** `intl` undefined keeps the store's translations. */
  async updateProfile(
    storeId: string,
    name: string,
    timezone: string,
    profile: StoreProfileRecord,
    intl?: StoreIntlJson,
  ) {
    if (!isValidTimeZone(timezone)) throw domainError('invalid', 'invalidTimeZone');
    if (!ORDERING_TYPES.includes(profile.orderingType)) throw domainError('invalid', 'invalidOption');
    if (profile.openingYear < 0 || profile.openingYear > 9999 || BigInt(profile.perCapitaPrice) < 0n) {
      throw domainError('invalid', 'invalidAmount');
    }
    await this.repo().updateProfile(storeId, name.trim(), timezone, profile, intl);
    return this.getStore(storeId);
  }

  async updateImages(storeId: string, environment: ImageJson[], dishes: ImageJson[]) {
    await this.repo().updateImages(storeId, environment, dishes);
    return this.getStore(storeId);
  }

  async updateBookingConfig(storeId: string, config: BookingConfigRecord) {
    const { minAdvanceBookingDay: min, maxAdvanceBookingDay: max, latestCancelDay: cancel } = config;
    const days = [min, max, cancel].filter((d): d is number => d !== null);
    if (days.some((d) => d < 0 || d > MAX_ADVANCE_DAYS) || (min !== null && max !== null && min > max)) {
      throw domainError('invalid', 'invalidDayLimits');
    }
    await this.repo().updateBookingConfig(storeId, config);
    return this.getStore(storeId);
  }

  async getBusinessConfig(storeId: string): Promise<BusinessConfigRecord> {
    return (await this.getStore(storeId)).businessConfig;
  }

  async updateBusinessConfig(storeId: string, config: BusinessConfigRecord): Promise<BusinessConfigRecord> {
    const autoOk =
      config.autoAcceptMinute === null || (AUTO_ACCEPT_MINUTES as readonly number[]).includes(config.autoAcceptMinute);
    const expiryOk =
      config.depositExpiryMinute === null ||
      (DEPOSIT_EXPIRY_MINUTES as readonly number[]).includes(config.depositExpiryMinute);
    const regionOk = /^([A-Z]{2})?$/.test(config.holidayRegionIsoCode);
    if (!autoOk || !expiryOk || !regionOk) throw domainError('invalid', 'invalidOption');
    await this.repo().updateBusinessConfig(storeId, config);
    return this.getBusinessConfig(storeId);
  }
}
