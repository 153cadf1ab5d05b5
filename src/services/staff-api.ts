// The staff app's own API clients. Only stores/staff-app.ts imports this file, so on
// H5 these services' descriptors load with the staff pages, never in the entry.
import { createClient, type Transport } from '@connectrpc/connect';
import { StoreAvailabilityService } from '../gen/booking/v1/availability_service_pb';
import { BookingChannelService } from '../gen/booking/v1/booking_channel_service_pb';
import { StoreBookingRuleService } from '../gen/booking/v1/booking_rule_pb';
import { BookingTagService } from '../gen/booking/v1/booking_tag_service_pb';
import { BookingTakerService } from '../gen/booking/v1/booking_taker_service_pb';
import { StoreBookingActionService } from '../gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingBoardService } from '../gen/booking/v1/store_booking_board_service_pb';
import { StoreBookingModifyService } from '../gen/booking/v1/store_booking_modify_service_pb';
import { StoreDepositService } from '../gen/booking/v1/store_deposit_service_pb';
import { StoreOrderFapiaoService } from '../gen/booking/v1/fapiao_title_service_pb';
import { StoreBookingOrderDeleteService } from '../gen/booking/v1/store_booking_order_delete_service_pb';
import { StoreWalkInService } from '../gen/booking/v1/store_walk_in_service_pb';
import { MembershipLevelService } from '../gen/crm/v1/membership_level_service_pb';
import { MerchantDinerService } from '../gen/crm/v1/merchant_diner_service_pb';
import { AdminMerchantService } from '../gen/identity/v1/admin_merchant_service_pb';
import { AdministratorService } from '../gen/identity/v1/administrator_service_pb';
import { MerchantStaffService } from '../gen/identity/v1/merchant_staff_service_pb';
import { StoreStaffService } from '../gen/identity/v1/store_staff_service_pb';
import { StorePaymentConfigService } from '../gen/payment/v1/store_payment_config_service_pb';
import { StoreTransactionService } from '../gen/payment/v1/store_transaction_service_pb';
import { StoreBusinessPlanService } from '../gen/store/v1/business_plan_pb';
import { StoreCollectionService } from '../gen/store/v1/store_collection_service_pb';
import { StoreDailyMemoService, StoreFloorPlanService } from '../gen/store/v1/store_day_service_pb';
import { StoreBusinessConfigService, StoreSettingService } from '../gen/store/v1/store_setting_service_pb';
// private dining (book-out) requests: the store's side
import { StoreBookOutFormService } from '../gen/booking/v1/store_book_out_service_pb';
// ticketing: events, vouchers and the door's dynamic codes
import { DynamicCodeService } from '../gen/booking/v1/dynamic_code_service_pb';
import { StoreTicketingService } from '../gen/ticketing/v1/store_ticketing_service_pb';
// client config editor
import { ClientConfigAdminService } from '../gen/platform/v1/client_config_admin_service_pb';
// the mall: the merchant's catalogue, the store's orders, shipments and mall config
import { MerchantMallService } from '../gen/mall/v1/merchant_mall_service_pb';
import { StoreMallConfigService } from '../gen/mall/v1/store_mall_config_service_pb';
import { StoreMallOrderService } from '../gen/mall/v1/store_mall_order_service_pb';
import type { Api } from './api';

function createStaffClients(transport: Transport) {
  return {
    // identity: staff and administrator management
    storeStaff: createClient(StoreStaffService, transport),
    merchantStaff: createClient(MerchantStaffService, transport),
    adminMerchant: createClient(AdminMerchantService, transport),
    administrator: createClient(AdministratorService, transport),
    // payments: the store's
    storeTransaction: createClient(StoreTransactionService, transport),
    storePaymentConfig: createClient(StorePaymentConfigService, transport),
    // store setup: settings, plans, collections, the day's memo and floor plans
    storeSetting: createClient(StoreSettingService, transport),
    storeBusinessConfig: createClient(StoreBusinessConfigService, transport),
    storeCollection: createClient(StoreCollectionService, transport),
    storeBusinessPlan: createClient(StoreBusinessPlanService, transport),
    storeDailyMemo: createClient(StoreDailyMemoService, transport),
    storeFloorPlan: createClient(StoreFloorPlanService, transport),
    // booking engine: the staff side
    storeBookingRule: createClient(StoreBookingRuleService, transport),
    storeAvailability: createClient(StoreAvailabilityService, transport),
    storeBookingAction: createClient(StoreBookingActionService, transport),
    storeBookingModify: createClient(StoreBookingModifyService, transport),
    // walk-ins seated at the host stand
    storeWalkIn: createClient(StoreWalkInService, transport),
    bookingTag: createClient(BookingTagService, transport),
    bookingTaker: createClient(BookingTakerService, transport),
    bookingChannel: createClient(BookingChannelService, transport),
    // the booking board's change poll
    storeBookingBoard: createClient(StoreBookingBoardService, transport),
    // deposits and final payments: staff handle an order's money
    storeDeposit: createClient(StoreDepositService, transport),
    // an order's fapiao title, and deleting a closed order
    storeOrderFapiao: createClient(StoreOrderFapiaoService, transport),
    storeBookingOrderDelete: createClient(StoreBookingOrderDeleteService, transport),
    // diner CRM
    merchantDiner: createClient(MerchantDinerService, transport),
    membershipLevel: createClient(MembershipLevelService, transport),
    // private dining (book-out) requests: the store's side
    storeBookOutForm: createClient(StoreBookOutFormService, transport),
    // ticketing: events, vouchers and the door's dynamic codes
    storeTicketing: createClient(StoreTicketingService, transport),
    dynamicCode: createClient(DynamicCodeService, transport),
    // client config editor: drafts and publishing
    clientConfigAdmin: createClient(ClientConfigAdminService, transport),
    // the mall: the merchant's catalogue, the store's orders, shipments and mall config
    merchantMall: createClient(MerchantMallService, transport),
    storeMallOrder: createClient(StoreMallOrderService, transport),
    storeMallConfig: createClient(StoreMallConfigService, transport),
  };
}

/** Every client the staff app's stores call: the app's own (api.ts) and the staff app's. */
export type StaffApi = Api & ReturnType<typeof createStaffClients>;

/** The staff app's clients over the app's transport, beside the clients it already has. */
export function createStaffApi(api: Api, transport: Transport): StaffApi {
  return { ...api, ...createStaffClients(transport) };
}
