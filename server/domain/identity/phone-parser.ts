import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { RegionsCache } from '../platform/regions-cache';
import { parsePhone, type PhoneNumber } from './phone-number';

/** Parses phones against the regions in the database (reference data). */
export class PhoneParser {
  private readonly cache: RegionsCache;

  constructor(db: Kysely<Database>, nowMs: () => number = Date.now) {
    this.cache = new RegionsCache(db, nowMs);
  }

  async parse(regionCode: string, phone: string): Promise<PhoneNumber> {
    return parsePhone(await this.cache.regions(), regionCode, phone);
  }
}
