import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ReferenceDataRepository, type RegionRecord } from '../platform/reference-data.repository';
import { parsePhone, type PhoneNumber } from './phone-number';

// Administrators edit regions now and then; a minute's cache saves a query on
// every login while still picking up an edit without a restart. Disabled
// regions are kept: their people still log in with the phones they have.
const CACHE_MS = 60_000;

/** Parses phones against the regions in the database (reference data). */
export class PhoneParser {
  private cached: { regions: RegionRecord[]; at: number } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly nowMs: () => number = Date.now,
  ) {}

  async parse(regionCode: string, phone: string): Promise<PhoneNumber> {
    return parsePhone(await this.regions(), regionCode, phone);
  }

  private async regions(): Promise<RegionRecord[]> {
    const now = this.nowMs();
    if (!this.cached || now - this.cached.at > CACHE_MS) {
      this.cached = {
        regions: await new ReferenceDataRepository(this.db).listRegions({ withDisabled: true }),
        at: now,
      };
    }
    return this.cached.regions;
  }
}
