import type { HeldInterval } from './context.repository';
import { Occupancy } from './slot-engine';

export interface HeldEntry {
  stamp: string;
  held: HeldInterval[];
  /** Built once per settings version: the item-to-table map comes from the settings. */
  occupancy?: { version: string; value: Occupancy };
}

/**
 * The holds that availability last read per store and window, with their
 * stamp (ContextRepository.versionAndHeld). A read sends the stamp it holds
 * and gets the rows again only when a hold of those dates changed, so the
 * many availability reads between two bookings skip moving and parsing
 * hundreds of rows. Bounded by the holds it keeps in all (a two-month
 * calendar of a busy store is tens of thousands): the least recently used
 * window goes first, and a window bigger than a quarter of the bound is not
 * kept at all.
 */
export class HeldCache {
  private readonly entries = new Map<string, HeldEntry>();
  private holds = 0;

  constructor(private readonly maxHolds = 100_000) {}

  static key(storeId: string, fromMs: number, toMs: number, fromDate: string, toDate: string): string {
    return `${storeId}|${fromMs}|${toMs}|${fromDate}|${toDate}`;
  }

  stampOf(key: string): string {
    return this.entries.get(key)?.stamp ?? '';
  }

  /**
   * The holds of a read made with stampOf(key) as `sent`: the rows it brought,
   * or the cached ones when it found them unchanged. Undefined when it found
   * them unchanged but the cache no longer has that copy (another call
   * replaced or dropped it meanwhile): the caller reads again without a stamp.
   */
  settle(key: string, sent: string, read: { stamp: string; unchanged: boolean; held: HeldInterval[] }) {
    const cached = this.entries.get(key);
    if (read.unchanged && cached?.stamp !== sent) return undefined;
    if (cached) {
      this.entries.delete(key);
      this.holds -= cached.held.length;
    }
    const entry = read.unchanged ? cached! : { stamp: read.stamp, held: read.held };
    if (entry.held.length > this.maxHolds / 4) return entry;
    this.entries.set(key, entry);
    this.holds += entry.held.length;
    for (const [oldest, old] of this.entries) {
      if (this.holds <= this.maxHolds) break;
      this.entries.delete(oldest);
      this.holds -= old.held.length;
    }
    return entry;
  }

  /** The occupancy of an entry's holds under a settings version, built at most once per version. */
  static occupancy(entry: HeldEntry, version: string, itemTable: (itemId: string) => string | undefined): Occupancy {
    if (entry.occupancy?.version !== version) {
      entry.occupancy = { version, value: new Occupancy(entry.held, itemTable) };
    }
    return entry.occupancy.value;
  }
}
