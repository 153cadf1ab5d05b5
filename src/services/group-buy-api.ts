// The staff app's clients of third-party group-buying orders and the store's
// platform binding. Only the group-buying store imports this module, so its
// descriptors load with the group-buying pages, never in the entry or with
// the rest of the staff app.
import { createClient, type Transport } from '@connectrpc/connect';
import {
  StoreThirdPartyBindingService,
  StoreThirdPartyOrderService,
} from '../gen/booking/v1/third_party_order_service_pb';
import { StoreBookingOrderService } from '../gen/booking/v1/store_booking_order_service_pb';
import { StoreGroupBuyVoucherService } from '../gen/booking/v1/group_buy_voucher_service_pb';

export function createGroupBuyApi(transport: Transport) {
  return {
    thirdPartyOrder: createClient(StoreThirdPartyOrderService, transport),
    thirdPartyBinding: createClient(StoreThirdPartyBindingService, transport),
    // group-buying vouchers the diner shows at the store
    voucher: createClient(StoreGroupBuyVoucherService, transport),
    // the store's open bookings, to assign a platform order to one
    storeBookingOrder: createClient(StoreBookingOrderService, transport),
  };
}

export type GroupBuyApi = ReturnType<typeof createGroupBuyApi>;
