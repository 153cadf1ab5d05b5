import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PhoneParser } from '../identity/phone-parser';
import { CatalogueService } from './catalogue.service';
import { DeliveryAddressService } from './delivery-address.service';
import { SalePlanService } from './sale-plan.service';
import { StockService } from './stock.service';

/**
 * The mall (docs/mall.md): a merchant's catalogue and sale plans, the stock
 * of its SKUs that orders reserve and release, and diners' delivery addresses.
 */
export function createMallModule(db: Kysely<Database>, phones: PhoneParser, now: () => Date) {
  return {
    catalogue: new CatalogueService(db, now),
    salePlans: new SalePlanService(db, now),
    stock: new StockService(db, now),
    addresses: new DeliveryAddressService(db, phones, now),
  };
}

export type MallModule = ReturnType<typeof createMallModule>;
