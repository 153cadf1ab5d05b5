import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ContentService } from '../content/content.service';
import { BookingQuoteService } from './booking-quote.service';
import { FapiaoTitleService } from './fapiao-title.service';
import { OrderShareService } from './order-share.service';

/** diner app: menus and articles, booking quotes, share links, fapiao titles. */
export function createDinerServices(db: Kysely<Database>, now: () => Date = () => new Date()) {
  return {
    content: new ContentService(db),
    bookingQuote: new BookingQuoteService(db),
    orderShares: new OrderShareService(db),
    fapiaoTitles: new FapiaoTitleService(db, now),
  };
}
