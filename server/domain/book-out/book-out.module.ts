import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OrderCreateService } from '../booking/order-create.service';
import { PhoneRules } from '../booking/diner-snapshot';
import { BookOutOrderService } from './book-out-order.service';
import { BookOutService } from './book-out.service';

/** Private dining (book-out) requests, on the booking engine's order create. */
export function createBookOutModule(db: Kysely<Database>, orderCreate: OrderCreateService, now: () => Date) {
  return {
    forms: new BookOutService(db, new PhoneRules(db), now),
    orders: new BookOutOrderService(db, orderCreate, now),
  };
}
