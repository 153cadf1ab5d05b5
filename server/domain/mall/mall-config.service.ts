import type { Kysely } from 'kysely';
import { isValidTimeZone } from '@common/zoned-time';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { MallConfigRepository } from './mall-config.repository';

/** A store's seller mall config (spec section 7): how its mall orders are dated and handed over. */
export interface MallStoreConfig {
  storeId: string;
  /** IANA zone dating DAILY stock and the order's times. */
  timezone: string;
  deliveryEnabled: boolean;
  selfPickupEnabled: boolean;
  /** Days after the last delivery when receipt is confirmed for the diner. */
  autoReceiveDays: number;
}

export const DEFAULT_AUTO_RECEIVE_DAYS = 7;
const MAX_AUTO_RECEIVE_DAYS = 30;

/** The seller mall config: the defaults until staff save one. */
export class MallConfigService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  get(storeId: string): Promise<MallStoreConfig> {
    return this.getIn(this.db, storeId);
  }

  /** The saved config, or the defaults: the store's own zone, delivery and pick-up on, receipt after 7 days. */
  async getIn(db: Kysely<Database>, storeId: string): Promise<MallStoreConfig> {
    return (await this.withStoreIn(db, storeId)).config;
  }

  /** The store (its merchant, name and own zone) with its config, for checkout. */
  async withStoreIn(db: Kysely<Database>, storeId: string) {
    const repo = new MallConfigRepository(db);
    const store = await repo.store(storeId);
    if (!store) throw domainError('not_found', 'storeDoesNotExist');
    const saved = await repo.find(store.id);
    const config: MallStoreConfig = (saved && { storeId: store.id, ...saved }) ?? {
      storeId: store.id,
      timezone: store.timezone,
      deliveryEnabled: true,
      selfPickupEnabled: true,
      autoReceiveDays: DEFAULT_AUTO_RECEIVE_DAYS,
    };
    return { store, config };
  }

  async save(storeId: string, input: Omit<MallStoreConfig, 'storeId'>): Promise<MallStoreConfig> {
    const timezone = input.timezone.trim();
    const days = input.autoReceiveDays;
    if (
      !isValidTimeZone(timezone) ||
      !Number.isInteger(days) ||
      days < 1 ||
      days > MAX_AUTO_RECEIVE_DAYS ||
      !(input.deliveryEnabled || input.selfPickupEnabled)
    ) {
      throw domainError('invalid', 'mallConfigInvalid');
    }
    await this.db.transaction().execute(async (trx) => {
      const repo = new MallConfigRepository(trx);
      if (!(await repo.store(storeId))) throw domainError('not_found', 'storeDoesNotExist');
      await repo.save({ ...input, storeId, timezone }, this.now());
    });
    return this.get(storeId);
  }
}
