import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { WaitlistRepository, type WaitlistEntry } from './waitlist.repository';
import { shownStatus } from './waitlist.rule';
import type { WaitlistStatus } from './waitlist.tables';

export interface WaitlistEntryView {
  entry: WaitlistEntry;
  status: WaitlistStatus;
  storeName: string;
  timezone: string;
  /** 1-based among the store date's waiting entries; 0 when not waiting. */
  place: number;
}

/** Entries as their diner sees them: the store's name and zone, the place in line, a lapsed wait as EXPIRED. */
export async function viewEntries(db: Kysely<Database>, entries: WaitlistEntry[], now: Date) {
  const repo = new WaitlistRepository(db);
  const stores = await repo.storeNames([...new Set(entries.map((e) => e.store_id))]);
  const lines = new Map<string, WaitlistEntry[]>();
  const views: WaitlistEntryView[] = [];
  for (const entry of entries) {
    const store = stores.get(entry.store_id) ?? { name: '', timezone: 'Asia/Shanghai' };
    const status = shownStatus(entry, store.timezone, now);
    let place = 0;
    if (status === 'WAITING') {
      const key = `${entry.store_id}:${entry.reservation_date}`;
      let line = lines.get(key);
      if (!line) {
        line = (await repo.line(entry.store_id, entry.reservation_date)).filter((e) => e.status === 'WAITING');
        lines.set(key, line);
      }
      place = line.findIndex((e) => e.id === entry.id) + 1;
    }
    views.push({ entry, status, storeName: store.name, timezone: store.timezone, place });
  }
  return views;
}
