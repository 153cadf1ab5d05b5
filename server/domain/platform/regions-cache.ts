import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ReferenceDataRepository, type RegionRecord } from './reference-data.repository';

// Administrators edit regions (phone patterns) now and then: a minute's cache
// saves a query on every phone check while an edit still applies without a
// restart. Disabled regions are kept: their people still log in and book with
// the phones they have.
const CACHE_MS = 60_000;

/** The phone regions of the database, read at most once a minute; a failed read is not kept. */
export class RegionsCache {
  private cached: { regions: Promise<RegionRecord[]>; at: number } | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly nowMs: () => number = Date.now,
  ) {}

  regions(): Promise<RegionRecord[]> {
    const now = this.nowMs();
    if (!this.cached || now - this.cached.at > CACHE_MS) {
      const regions = new ReferenceDataRepository(this.db).listRegions({ withDisabled: true });
      this.cached = { regions, at: now };
      regions.catch(() => (this.cached = undefined));
    }
    return this.cached.regions;
  }
}
