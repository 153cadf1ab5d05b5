import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import { BookingContextCache } from '../booking/booking-context';
import type { BookingEngine } from '../booking/booking-engine';
import { WaitlistEntryService } from './waitlist-entry.service';
import { WaitlistOfferService } from './waitlist-offer.service';
import { viewEntries } from './waitlist-view';
import { waitlistCounts } from './waitlist-counts';
import type { WaitlistEntry } from './waitlist.repository';

/** The waitlist for full booking slots, wired once per server instance (docs/waitlist.md). */
export function createWaitlistModule(db: Kysely<Database>, booking: BookingEngine, jobs: JobRunner, now: () => Date) {
  // Its own settings cache: entries are checked against the store's settings version on every read.
  const offers = new WaitlistOfferService(db, booking.availability, new BookingContextCache(), now);
  offers.register(jobs);
  return {
    entries: new WaitlistEntryService(db, booking.orderCreate, now),
    offers,
    view: (entries: WaitlistEntry[]) => viewEntries(db, entries, now()),
    /** Staff: how many wait for a date, in all and per shift. */
    counts: (storeId: string, date: string) => waitlistCounts(db, storeId, date),
  };
}
