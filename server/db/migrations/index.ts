import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-reference-data';
import * as m0003 from './0003-jobs';
// identity (issue 4)
import * as m0100 from './0100-identity';
// payments
import * as m0300 from './0300-payments';
import * as m0301 from './0301-payment-sandbox';

// Listed, not discovered: a migration ships with the code that needs it and
// runs in name order. Add new ones at the end with the next number.
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-reference-data': m0002,
  '0003-jobs': m0003,
  // identity (issue 4)
  '0100-identity': m0100,
  // payments
  '0300-payments': m0300,
  '0301-payment-sandbox': m0301,
};
