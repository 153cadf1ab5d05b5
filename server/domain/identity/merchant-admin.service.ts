import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { MerchantRepository, type MerchantRecord } from './merchant.repository';

const SHORT_KEY = /^[a-z0-9][a-z0-9-]{1,31}$/;
export const MERCHANT_PAGE_MAX = 100;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | undefined)?.code === '23505';
}

/** Merchants, created and listed by administrators. */
export class MerchantAdminService {
  constructor(private readonly db: Kysely<Database>) {}

  async create(nameInput: string, shortKeyInput: string): Promise<MerchantRecord> {
    const name = nameInput.trim();
    const shortKey = shortKeyInput.trim().toLowerCase();
    if (!SHORT_KEY.test(shortKey)) throw domainError('invalid', 'merchantShortKeyInvalid');
    try {
      return await new MerchantRepository(this.db).insert({ name, shortKey });
    } catch (error) {
      if (isUniqueViolation(error)) throw domainError('conflict', 'merchantShortKeyExists');
      throw error;
    }
  }

  async list(query: { limit: number; offset: number; withTotal: boolean }) {
    const merchants = new MerchantRepository(this.db);
    const limit = query.limit > 0 ? Math.min(query.limit, MERCHANT_PAGE_MAX) : MERCHANT_PAGE_MAX;
    const list = await merchants.page(limit, Math.max(0, query.offset));
    return { list, total: query.withTotal ? await merchants.count() : 0 };
  }
}
