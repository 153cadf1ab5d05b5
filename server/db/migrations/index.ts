import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-reference-data';
import * as m0003 from './0003-jobs';
// booking engine (stores, tables, orders)
import * as m0200 from './0200-store-profile';
import * as m0201 from './0201-store-tables';
import * as m0202 from './0202-booking-settings';
import * as m0203 from './0203-booking-orders';
import * as m0204 from './0204-store-settings-version';

// Listed, not discovered: a migration ships with the code that needs it and
// runs in name order. Add new ones at the end with the next number.
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-reference-data': m0002,
  '0003-jobs': m0003,
  // booking engine (stores, tables, orders)
  '0200-store-profile': m0200,
  '0201-store-tables': m0201,
  '0202-booking-settings': m0202,
  '0203-booking-orders': m0203,
  '0204-store-settings-version': m0204,
};
