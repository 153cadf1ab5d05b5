// The diner's client for the product items on their booking orders. Only the
// diner's order detail and its store import this file, so on H5 its
// descriptors load with that page, never in the entry.
import { createClient, type Transport } from '@connectrpc/connect';
import { DinerOrderProductItemService } from '../gen/booking/v1/order_product_item_service_pb';

export type OrderItemsApi = ReturnType<typeof createOrderItemsClient>;

function createOrderItemsClient(transport: Transport) {
  return createClient(DinerOrderProductItemService, transport);
}

const made = new WeakMap<Transport, OrderItemsApi>();

/** The client over the app's signed transport, made once per transport. */
export function orderItemsApi(transport: Transport): OrderItemsApi {
  let api = made.get(transport);
  if (!api) {
    api = createOrderItemsClient(transport);
    made.set(transport, api);
  }
  return api;
}
