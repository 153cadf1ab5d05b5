import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BookingContextCache } from '../booking/booking-context';
import type { PhoneParser } from '../identity/phone-parser';
import { QueueBoardService } from './queue-board.service';
import { QueueSetupService } from './queue-setup.service';
import { QueueTicketService } from './queue-ticket.service';

/** The walk-in queue, wired once per server instance (docs/queue.md). */
export function createQueueModule(db: Kysely<Database>, phones: PhoneParser, now: () => Date) {
  // Its own settings cache: entries are checked against the store's settings version on every read.
  const contexts = new BookingContextCache();
  return {
    setup: new QueueSetupService(db, contexts, now),
    tickets: new QueueTicketService(db, contexts, phones, now),
    board: new QueueBoardService(db, contexts, now),
  };
}
