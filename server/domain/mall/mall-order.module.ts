import { storeCurrency } from '../store/store-currency';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import type { PaymentModule } from '../payment/payment.module';
import { MALL_ORDER_LAPSE_JOB, MallCheckoutService } from './mall-checkout.service';
import { MallConfigService } from './mall-config.service';
import { mallOrderPurpose } from './mall-order.purpose';
import { MALL_AUTO_RECEIVE_JOB, MallOrderService } from './mall-order.service';
import { MallShipmentService } from './mall-shipment.service';
import { StockService } from './stock.service';

/**
 * Mall orders (docs/mall.md): checkout on the catalogue's stock, payment
 * through payments with the MALL_ORDER purpose, shipments, the seller mall
 * config, and the lapse and receipt timers on the job runner.
 */
export function createMallOrderModule(
  db: Kysely<Database>,
  jobs: JobRunner,
  payments: Pick<PaymentModule, 'purposes' | 'refunds'>,
  now: () => Date,
) {
  // The catalogue's stock rules; stateless, so orders hold their own instance.
  const stock = new StockService(db, now);
  const configs = new MallConfigService(db, now);
  const orders = new MallOrderService(db, stock, payments.refunds, now);
  payments.purposes.register(mallOrderPurpose(orders));
  jobs.register(MALL_ORDER_LAPSE_JOB, async (payload: { orderId: string }) => orders.lapse(payload.orderId));
  jobs.register(MALL_AUTO_RECEIVE_JOB, async (payload: { orderId: string }) => orders.autoReceive(payload.orderId));
  return {
    configs,
    checkout: new MallCheckoutService(db, stock, configs, storeCurrency, now),
    orders,
    shipments: new MallShipmentService(db, configs, now),
  };
}

export type MallOrderModule = ReturnType<typeof createMallOrderModule>;
