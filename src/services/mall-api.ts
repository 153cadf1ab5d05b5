// The diner's mall clients. Only the mall pages and their stores import this
// file, so on H5 these descriptors load with those pages, never in the entry.
import { createClient, type Transport } from '@connectrpc/connect';
import { perTransport } from './per-transport';
import { DinerDeliveryAddressService } from '../gen/mall/v1/diner_delivery_address_service_pb';
import { DinerMallOrderService } from '../gen/mall/v1/diner_mall_order_service_pb';
import { PublicMallService } from '../gen/mall/v1/public_mall_service_pb';
import { DinerPaymentConfigService } from '../gen/payment/v1/diner_payment_config_service_pb';
import { PublicTransactionService } from '../gen/payment/v1/public_transaction_service_pb';

function createMallClients(transport: Transport) {
  return {
    addresses: createClient(DinerDeliveryAddressService, transport),
    products: createClient(PublicMallService, transport),
    orders: createClient(DinerMallOrderService, transport),
    paymentConfig: createClient(DinerPaymentConfigService, transport),
    transactions: createClient(PublicTransactionService, transport),
  };
}

export type MallApi = ReturnType<typeof createMallClients>;

/** The clients over the app's signed transport, made once per transport. */
export const mallApi: (transport: Transport) => MallApi = perTransport(createMallClients);
