// The clients of the products on booking orders: the diner's (read their own)
// and the staff's (list, pick, add, change, remove). Only the pages that show
// them and their stores import this file, all in subpackages, so neither the
// H5 entry nor the weapp main package carries these descriptors.
import { createClient, type Transport } from '@connectrpc/connect';
import { perTransport } from './per-transport';
import {
  DinerOrderProductItemService,
  StoreOrderProductItemService,
} from '../gen/booking/v1/order_product_item_service_pb';

function createOrderItemsClients(transport: Transport) {
  return {
    diner: createClient(DinerOrderProductItemService, transport),
    staff: createClient(StoreOrderProductItemService, transport),
  };
}

export type OrderItemsApi = ReturnType<typeof createOrderItemsClients>;

/** The clients over the app's signed transport, made once per transport. */
export const orderItemsApi: (transport: Transport) => OrderItemsApi = perTransport(createOrderItemsClients);
