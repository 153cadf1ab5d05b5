import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isCurrency } from '@common/currency';
import type { IntlTextJson } from '@common/intl-text';
import { isValidTimeZone } from '@common/zoned-time';
import { domainError } from '../errors';
import { MerchantRepository, type AdminStoreRecord, type MerchantRecord } from './merchant.repository';

const SHORT_KEY = /^[a-z0-9][a-z0-9-]{1,31}$/;
export const MERCHANT_PAGE_MAX = 100;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === '23505';
}

function checkedMerchant(nameInput: string, shortKeyInput: string) {
  const name = nameInput.trim();
  const shortKey = shortKeyInput.trim().toLowerCase();
  if (!SHORT_KEY.test(shortKey)) throw domainError('invalid', 'merchantShortKeyInvalid');
  return { name, shortKey };
}

async function uniqueKey<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw domainError('conflict', 'merchantShortKeyExists');
    throw error;
  }
}

/** Merchants and their stores, created, edited and disabled by administrators. */
export class MerchantAdminService {
  constructor(private readonly db: Kysely<Database>) {}

  async create(nameInput: string, shortKeyInput: string): Promise<MerchantRecord> {
    const merchant = checkedMerchant(nameInput, shortKeyInput);
    return uniqueKey(() => new MerchantRepository(this.db).insert(merchant));
  }

  async update(id: string, nameInput: string, shortKeyInput: string): Promise<MerchantRecord> {
    const merchant = checkedMerchant(nameInput, shortKeyInput);
    const updated = await uniqueKey(() => new MerchantRepository(this.db).update(id, merchant));
    if (!updated) throw domainError('not_found', 'merchantDoesNotExist');
    return updated;
  }

  /** Staff standings are read per call, so the change takes effect on their next call. */
  async setDisabled(id: string, disabled: boolean): Promise<MerchantRecord> {
    const updated = await new MerchantRepository(this.db).setDisabled(id, disabled);
    if (!updated) throw domainError('not_found', 'merchantDoesNotExist');
    return updated;
  }

  async stores(merchantId: string): Promise<AdminStoreRecord[]> {
    const merchants = new MerchantRepository(this.db);
    if (!(await merchants.exists(merchantId))) throw domainError('not_found', 'merchantDoesNotExist');
    return merchants.storesOf(merchantId);
  }

  /**
   * A new store of an existing merchant, in a real time zone and one of the platform's
   * currencies, named in each interface language (a blank one reads as the name).
   */
  async createStore(input: {
    merchantId: string;
    name: string;
    intlName: IntlTextJson;
    city: string;
    address: string;
    timezone: string;
    currency: string;
  }): Promise<AdminStoreRecord> {
    // The request's field rules have refused a blank name and over-long texts.
    const name = input.name.trim();
    if (!isValidTimeZone(input.timezone)) throw domainError('invalid', 'invalidTimeZone');
    if (!isCurrency(input.currency)) throw domainError('invalid', 'currencyNotSupported');
    const merchants = new MerchantRepository(this.db);
    if (!(await merchants.exists(input.merchantId))) throw domainError('not_found', 'merchantDoesNotExist');
    return merchants.insertStore({ ...input, name, city: input.city.trim(), address: input.address.trim() });
  }

  async setStoreDisabled(id: string, disabled: boolean): Promise<AdminStoreRecord> {
    const updated = await new MerchantRepository(this.db).setStoreDisabled(id, disabled);
    if (!updated) throw domainError('not_found', 'storeDoesNotExist');
    return updated;
  }

  /** A page of merchants, only those whose name or short key contains `keyword` when one is given. */
  async list(query: { limit: number; offset: number; withTotal: boolean; keyword?: string }) {
    const merchants = new MerchantRepository(this.db);
    const limit = query.limit > 0 ? Math.min(query.limit, MERCHANT_PAGE_MAX) : MERCHANT_PAGE_MAX;
    const keyword = (query.keyword ?? '').trim();
    const list = await merchants.page(limit, Math.max(0, query.offset), keyword);
    return { list, total: query.withTotal ? await merchants.count(keyword) : 0 };
  }
}
