import { getOption, type DescService } from '@bufbuild/protobuf';
import type { ServiceImpl } from '@connectrpc/connect';
import { group as groupOption } from '@gen/common/v1/options_pb';
import { AccountService } from '@gen/identity/v1/account_service_pb';
import { SessionService } from '@gen/identity/v1/session_service_pb';
import { ClientConfigService } from '@gen/platform/v1/client_config_pb';
import { ReferenceDataService } from '@gen/platform/v1/reference_data_pb';
// the administrator's regions, holiday dates and articles
import { AdminReferenceDataService } from '@gen/platform/v1/admin_reference_data_service_pb';
import { AdminArticleService } from '@gen/content/v1/admin_article_service_pb';
import { adminReferenceDataHandler } from './handlers/admin-reference-data.handler';
import { adminArticleHandler } from './handlers/admin-article.handler';
import { accountHandler } from './handlers/account.handler';
import { clientConfigHandler } from './handlers/client-config.handler';
// client config editor
import { ClientConfigAdminService } from '@gen/platform/v1/client_config_admin_service_pb';
import { clientConfigAdminHandler } from './handlers/client-config-admin.handler';
import { referenceDataHandler } from './handlers/reference-data.handler';
import { sessionHandler } from './handlers/session.handler';
// identity
import { AdminMerchantService } from '@gen/identity/v1/admin_merchant_service_pb';
import { AdministratorService } from '@gen/identity/v1/administrator_service_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import { MerchantStaffService } from '@gen/identity/v1/merchant_staff_service_pb';
import { OperatorInfoService } from '@gen/identity/v1/operator_info_service_pb';
import { StaffStandingService } from '@gen/identity/v1/staff_standing_service_pb';
import { StoreStaffService } from '@gen/identity/v1/store_staff_service_pb';
import { UserDinerService } from '@gen/identity/v1/user_diner_service_pb';
import { UserSessionService } from '@gen/identity/v1/user_session_service_pb';
import { adminMerchantHandler } from './handlers/admin-merchant.handler';
import { administratorHandler } from './handlers/administrator.handler';
import { loginHandler } from './handlers/login.handler';
import { merchantStaffHandler } from './handlers/merchant-staff.handler';
import { operatorInfoHandler } from './handlers/operator-info.handler';
import { staffStandingHandler } from './handlers/staff-standing.handler';
import { storeStaffHandler } from './handlers/store-staff.handler';
import { userDinerHandler } from './handlers/user-diner.handler';
import { userSessionHandler } from './handlers/user-session.handler';
// payments
import { DinerPaymentConfigService } from '@gen/payment/v1/diner_payment_config_service_pb';
import { DinerTransactionService } from '@gen/payment/v1/diner_transaction_service_pb';
import { PaymentChallengeService } from '@gen/payment/v1/payment_challenge_service_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { StorePaymentConfigService } from '@gen/payment/v1/store_payment_config_service_pb';
import { StoreTransactionService } from '@gen/payment/v1/store_transaction_service_pb';
import { dinerPaymentConfigHandler } from './handlers/diner-payment-config.handler';
import { dinerTransactionHandler } from './handlers/diner-transaction.handler';
import { paymentChallengeHandler } from './handlers/payment-challenge.handler';
import { publicTransactionHandler } from './handlers/public-transaction.handler';
import { storePaymentConfigHandler } from './handlers/store-payment-config.handler';
import { storeTransactionHandler } from './handlers/store-transaction.handler';
// app shell: short links
import { PlatformOverviewService } from '@gen/platform/v1/platform_overview_pb';
import { AdminShortLinkService, ShortLinkService } from '@gen/platform/v1/short_link_pb';
import { platformOverviewHandler } from './handlers/platform-overview.handler';
import { adminShortLinkHandler, shortLinkHandler } from './handlers/short-link.handler';
import type { Services } from './services';
// booking engine
import { DinerAvailabilityService, StoreAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { BookingChannelService } from '@gen/booking/v1/booking_channel_service_pb';
import { StoreBookingRuleService } from '@gen/booking/v1/booking_rule_pb';
import { BookingTagService } from '@gen/booking/v1/booking_tag_service_pb';
import { BookingTakerService } from '@gen/booking/v1/booking_taker_service_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreWalkInService } from '@gen/booking/v1/store_walk_in_service_pb';
import { StoreBookingModifyService } from '@gen/booking/v1/store_booking_modify_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreBusinessPlanService } from '@gen/store/v1/business_plan_pb';
import { StoreShiftService } from '@gen/store/v1/shift_pb';
import { StoreCollectionService } from '@gen/store/v1/store_collection_service_pb';
import { StoreDailyMemoService, StoreFloorPlanService } from '@gen/store/v1/store_day_service_pb';
import { PermittedStoreService, StoreService } from '@gen/store/v1/store_query_service_pb';
import { StoreBusinessConfigService, StoreSettingService } from '@gen/store/v1/store_setting_service_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import { dinerAvailabilityHandler, storeAvailabilityHandler } from './handlers/availability.handler';
import { bookingChannelHandler, bookingTagHandler, bookingTakerHandler } from './handlers/booking-label.handler';
import { storeBookingRuleHandler } from './handlers/booking-rule.handler';
import { dinerBookingOrderHandler } from './handlers/diner-booking-order.handler';
import { storeBookingActionHandler } from './handlers/store-booking-action.handler';
import { storeWalkInHandler } from './handlers/store-walk-in.handler';
import { storeBookingModifyHandler } from './handlers/store-booking-modify.handler';
import { storeBookingOrderHandler } from './handlers/store-booking-order.handler';
import { storeDailyMemoHandler, storeFloorPlanHandler } from './handlers/store-day.handler';
import { storeBusinessPlanHandler, storeShiftHandler } from './handlers/store-plan.handler';
import { permittedStoreHandler, storeQueryHandler } from './handlers/store-query.handler';
import {
  storeBusinessConfigHandler,
  storeCollectionHandler,
  storeSettingHandler,
} from './handlers/store-setting.handler';
import { storeTableHandler } from './handlers/store-table.handler';
// deposits and final payments
import { StoreDepositService } from '@gen/booking/v1/store_deposit_service_pb';
import { storeDepositHandler } from './handlers/store-deposit.handler';
// diner app
import {
  DinerBookingOrderShareService,
  DinerBookingQuoteService,
  PublicBookingOrderShareService,
} from '@gen/booking/v1/diner_booking_extra_service_pb';
import { ArticleService } from '@gen/content/v1/article_pb';
import { StoreMenuService } from '@gen/content/v1/menu_pb';
import { articleHandler, storeMenuHandler } from './handlers/content.handler';
import {
  dinerBookingOrderShareHandler,
  dinerBookingQuoteHandler,
  publicBookingOrderShareHandler,
} from './handlers/diner-booking-extra.handler';
// diner CRM
import { MembershipLevelService } from '@gen/crm/v1/membership_level_service_pb';
import { UserMembershipService } from '@gen/crm/v1/user_membership_service_pb';
import { MerchantDinerService } from '@gen/crm/v1/merchant_diner_service_pb';
import { membershipLevelHandler } from './handlers/membership-level.handler';
import { userMembershipHandler } from './handlers/user-membership.handler';
import { merchantDinerHandler } from './handlers/merchant-diner.handler';
// fapiao titles, staff delete of an order, captcha before SMS
import { DinerFapiaoTitleService, StoreOrderFapiaoService } from '@gen/booking/v1/fapiao_title_service_pb';
import { StoreBookingOrderDeleteService } from '@gen/booking/v1/store_booking_order_delete_service_pb';
import { CaptchaService } from '@gen/platform/v1/captcha_pb';
import { captchaHandler } from './handlers/captcha.handler';
import { dinerFapiaoTitleHandler, storeOrderFapiaoHandler } from './handlers/fapiao-title.handler';
import { storeBookingOrderDeleteHandler } from './handlers/store-booking-order-delete.handler';
// staff app: bookings
import { StoreBookingBoardService } from '@gen/booking/v1/store_booking_board_service_pb';
import { storeBookingBoardHandler } from './handlers/store-booking-board.handler';
// the walk-in queue
import { DinerQueueService } from '@gen/booking/v1/diner_queue_service_pb';
import { StoreQueueService } from '@gen/booking/v1/store_queue_service_pb';
import { dinerQueueHandler } from './handlers/diner-queue.handler';
import { storeQueueHandler } from './handlers/store-queue.handler';
// the waitlist for full booking slots
import { DinerWaitlistService } from '@gen/booking/v1/diner_waitlist_service_pb';
import { dinerWaitlistHandler } from './handlers/diner-waitlist.handler';
import { StoreWaitlistService } from '@gen/booking/v1/store_waitlist_service_pb';
import { storeWaitlistHandler } from './handlers/store-waitlist.handler';
// feasts
import { DinerFeastService } from '@gen/feast/v1/diner_feast_service_pb';
import { PublicFeastService } from '@gen/feast/v1/public_feast_service_pb';
import { StoreFeastService } from '@gen/feast/v1/store_feast_service_pb';
import { dinerFeastHandler, publicFeastHandler } from './handlers/feast.handler';
import { storeFeastHandler } from './handlers/store-feast.handler';
// messages
import { ImService } from '@gen/im/v1/im_service_pb';
import { imHandler } from './handlers/im.handler';
// notifications and invitations
import { InvitationTemplateService, PublicInvitationService } from '@gen/booking/v1/invitation_template_service_pb';
import { DinerPushService } from '@gen/push/v1/diner_push_service_pb';
import { PushConfigService } from '@gen/push/v1/push_config_service_pb';
import { StoreOrderPushService } from '@gen/push/v1/store_order_push_service_pb';
import { dinerPushHandler } from './handlers/diner-push.handler';
import { invitationTemplateHandler, publicInvitationHandler } from './handlers/invitation-template.handler';
import { pushConfigHandler } from './handlers/push-config.handler';
import { storeOrderPushHandler } from './handlers/store-order-push.handler';
// private dining (book-out) requests
import { DinerBookOutFormService } from '@gen/booking/v1/diner_book_out_service_pb';
import { StoreBookOutFormService } from '@gen/booking/v1/store_book_out_service_pb';
import { dinerBookOutFormHandler } from './handlers/diner-book-out.handler';
import { storeBookOutFormHandler } from './handlers/store-book-out.handler';
// third-party group-buying orders
import {
  StoreThirdPartyBindingService,
  StoreThirdPartyOrderService,
} from '@gen/booking/v1/third_party_order_service_pb';
import { storeThirdPartyBindingHandler, storeThirdPartyOrderHandler } from './handlers/third-party-order.handler';
import { StoreGroupBuyVoucherService } from '@gen/booking/v1/group_buy_voucher_service_pb';
import { storeGroupBuyVoucherHandler } from './handlers/group-buy-voucher.handler';
// ticketing events, vouchers and dynamic codes
import { DynamicCodeService } from '@gen/booking/v1/dynamic_code_service_pb';
import { DinerTicketVoucherService } from '@gen/ticketing/v1/diner_ticket_voucher_service_pb';
import { PublicTicketingEventService } from '@gen/ticketing/v1/public_ticketing_event_service_pb';
import { StoreTicketingService } from '@gen/ticketing/v1/store_ticketing_service_pb';
import { dynamicCodeHandler } from './handlers/dynamic-code.handler';
import { storeTicketingHandler } from './handlers/store-ticketing.handler';
import { dinerTicketVoucherHandler, publicTicketingEventHandler } from './handlers/ticketing.handler';
// reports and settlement
import { StoreReportService } from '@gen/report/v1/report_service_pb';
import { storeReportHandler } from './handlers/store-report.handler';
import { AdminSettlementService, MerchantSettlementService } from '@gen/payment/v1/settlement_service_pb';
import { adminSettlementHandler, merchantSettlementHandler } from './handlers/settlement.handler';
// the mall: catalogue, stock and delivery addresses
import { DinerDeliveryAddressService } from '@gen/mall/v1/diner_delivery_address_service_pb';
import { MerchantMallService } from '@gen/mall/v1/merchant_mall_service_pb';
import { PublicMallService } from '@gen/mall/v1/public_mall_service_pb';
import { dinerDeliveryAddressHandler, publicMallHandler } from './handlers/mall.handler';
// product items on booking orders
import {
  DinerOrderProductItemService,
  StoreOrderProductItemService,
} from '@gen/booking/v1/order_product_item_service_pb';
import { dinerOrderProductItemHandler, storeOrderProductItemHandler } from './handlers/order-product-item.handler';
import { merchantMallHandler } from './handlers/merchant-mall.handler';
// the administrator's staff, permitted feast creators and feast audit queue
import { AdminStaffService } from '@gen/identity/v1/admin_staff_service_pb';
import { AdminFeastService } from '@gen/feast/v1/admin_feast_service_pb';
import { adminStaffHandler } from './handlers/admin-staff.handler';
import { adminFeastHandler } from './handlers/admin-feast.handler';
// mall orders, shipments and the seller mall config
import { DinerMallOrderService } from '@gen/mall/v1/diner_mall_order_service_pb';
import { StoreMallConfigService } from '@gen/mall/v1/store_mall_config_service_pb';
import { StoreMallOrderService } from '@gen/mall/v1/store_mall_order_service_pb';
import { dinerMallOrderHandler } from './handlers/diner-mall-order.handler';
import { storeMallConfigHandler } from './handlers/store-mall-config.handler';
import { storeMallOrderHandler } from './handlers/store-mall-order.handler';

/** The audience groups of spec section 7, each mounted at /grpc/{group}. */
export const API_GROUPS = [
  'public',
  'private',
  'im',
  'operator-store',
  'operator-user',
  'operator-unknown',
  'booking',
  'feast',
  'push',
] as const;
export type ApiGroup = (typeof API_GROUPS)[number];

export interface ServiceRegistration {
  service: DescService;
  impl: Partial<ServiceImpl<DescService>>;
}

function mount<S extends DescService>(service: S, impl: ServiceImpl<S>): ServiceRegistration {
  return { service, impl: impl as unknown as Partial<ServiceImpl<DescService>> };
}

/** Every service the server answers. A new service is added here and nowhere else. */
export function serviceRegistrations(services: Services): ServiceRegistration[] {
  return [
    mount(SessionService, sessionHandler(services)),
    mount(ClientConfigService, clientConfigHandler(services)),
    mount(ReferenceDataService, referenceDataHandler(services)),
    // the administrator's regions, holiday dates and articles
    mount(AdminReferenceDataService, adminReferenceDataHandler(services)),
    mount(AdminArticleService, adminArticleHandler(services)),
    mount(AccountService, accountHandler(services)),
    // identity
    mount(LoginService, loginHandler(services)),
    mount(UserSessionService, userSessionHandler(services)),
    mount(UserDinerService, userDinerHandler(services)),
    mount(OperatorInfoService, operatorInfoHandler(services)),
    mount(StaffStandingService, staffStandingHandler(services)),
    mount(StoreStaffService, storeStaffHandler(services)),
    mount(MerchantStaffService, merchantStaffHandler(services)),
    mount(AdminMerchantService, adminMerchantHandler(services)),
    mount(AdminStaffService, adminStaffHandler(services)),
    mount(AdminShortLinkService, adminShortLinkHandler(services)),
    mount(PlatformOverviewService, platformOverviewHandler(services)),
    mount(AdministratorService, administratorHandler(services)),
    // client config editor: drafts and publishing
    mount(ClientConfigAdminService, clientConfigAdminHandler(services)),
    // payments
    mount(PublicTransactionService, publicTransactionHandler(services)),
    mount(PaymentChallengeService, paymentChallengeHandler(services)),
    mount(DinerTransactionService, dinerTransactionHandler(services)),
    mount(DinerPaymentConfigService, dinerPaymentConfigHandler(services)),
    mount(StoreTransactionService, storeTransactionHandler(services)),
    mount(StorePaymentConfigService, storePaymentConfigHandler(services)),
    // app shell: short links
    mount(ShortLinkService, shortLinkHandler(services)),
    // booking engine: stores
    mount(StoreService, storeQueryHandler(services)),
    mount(PermittedStoreService, permittedStoreHandler(services)),
    mount(StoreSettingService, storeSettingHandler(services)),
    mount(StoreBusinessConfigService, storeBusinessConfigHandler(services)),
    mount(StoreCollectionService, storeCollectionHandler(services)),
    mount(StoreBusinessPlanService, storeBusinessPlanHandler(services)),
    mount(StoreShiftService, storeShiftHandler(services)),
    mount(StoreTableService, storeTableHandler(services)),
    mount(StoreDailyMemoService, storeDailyMemoHandler(services)),
    mount(StoreFloorPlanService, storeFloorPlanHandler(services)),
    // booking engine: bookings
    mount(StoreBookingRuleService, storeBookingRuleHandler(services)),
    mount(DinerAvailabilityService, dinerAvailabilityHandler(services)),
    mount(StoreAvailabilityService, storeAvailabilityHandler(services)),
    mount(DinerBookingOrderService, dinerBookingOrderHandler(services)),
    mount(StoreBookingOrderService, storeBookingOrderHandler(services)),
    mount(StoreBookingActionService, storeBookingActionHandler(services)),
    mount(StoreWalkInService, storeWalkInHandler(services)),
    mount(StoreBookingModifyService, storeBookingModifyHandler(services)),
    mount(BookingTagService, bookingTagHandler(services)),
    mount(BookingTakerService, bookingTakerHandler(services)),
    mount(BookingChannelService, bookingChannelHandler(services)),
    // deposits and final payments
    mount(StoreDepositService, storeDepositHandler(services)),
    // diner app
    mount(StoreMenuService, storeMenuHandler(services)),
    mount(ArticleService, articleHandler(services)),
    mount(DinerBookingQuoteService, dinerBookingQuoteHandler(services)),
    mount(DinerBookingOrderShareService, dinerBookingOrderShareHandler(services)),
    mount(PublicBookingOrderShareService, publicBookingOrderShareHandler(services)),
    // diner CRM
    mount(MerchantDinerService, merchantDinerHandler(services)),
    mount(MembershipLevelService, membershipLevelHandler(services)),
    mount(UserMembershipService, userMembershipHandler(services)),
    // staff app: bookings
    mount(StoreBookingBoardService, storeBookingBoardHandler(services)),
    // the walk-in queue: the host stand's and the diner's
    mount(StoreQueueService, storeQueueHandler(services)),
    mount(DinerQueueService, dinerQueueHandler(services)),
    // the waitlist for full booking slots: the diner's own entries
    mount(DinerWaitlistService, dinerWaitlistHandler(services)),
    // and the store's staff: counts only
    mount(StoreWaitlistService, storeWaitlistHandler(services)),
    // feasts
    mount(PublicFeastService, publicFeastHandler(services)),
    mount(DinerFeastService, dinerFeastHandler(services)),
    mount(StoreFeastService, storeFeastHandler(services)),
    mount(AdminFeastService, adminFeastHandler(services)),
    // messages
    mount(ImService, imHandler(services)),
    // notifications and invitations
    mount(PushConfigService, pushConfigHandler(services)),
    mount(StoreOrderPushService, storeOrderPushHandler(services)),
    mount(DinerPushService, dinerPushHandler(services)),
    mount(InvitationTemplateService, invitationTemplateHandler(services)),
    mount(PublicInvitationService, publicInvitationHandler(services)),
    // fapiao titles, staff delete of an order, captcha before SMS
    mount(DinerFapiaoTitleService, dinerFapiaoTitleHandler(services)),
    mount(StoreOrderFapiaoService, storeOrderFapiaoHandler(services)),
    mount(StoreBookingOrderDeleteService, storeBookingOrderDeleteHandler(services)),
    mount(CaptchaService, captchaHandler(services)),
    // private dining (book-out) requests
    mount(DinerBookOutFormService, dinerBookOutFormHandler(services)),
    mount(StoreBookOutFormService, storeBookOutFormHandler(services)),
    // third-party group-buying orders
    mount(StoreThirdPartyOrderService, storeThirdPartyOrderHandler(services)),
    mount(StoreThirdPartyBindingService, storeThirdPartyBindingHandler(services)),
    mount(StoreGroupBuyVoucherService, storeGroupBuyVoucherHandler(services)),
    // ticketing events, vouchers and dynamic codes
    mount(PublicTicketingEventService, publicTicketingEventHandler(services)),
    mount(DinerTicketVoucherService, dinerTicketVoucherHandler(services)),
    mount(StoreTicketingService, storeTicketingHandler(services)),
    mount(DynamicCodeService, dynamicCodeHandler(services)),
    // reports and settlement
    mount(StoreReportService, storeReportHandler(services)),
    mount(AdminSettlementService, adminSettlementHandler(services)),
    mount(MerchantSettlementService, merchantSettlementHandler(services)),
    // the mall: catalogue, stock and delivery addresses
    mount(PublicMallService, publicMallHandler(services)),
    mount(MerchantMallService, merchantMallHandler(services)),
    mount(DinerDeliveryAddressService, dinerDeliveryAddressHandler(services)),
    // product items on booking orders
    mount(StoreOrderProductItemService, storeOrderProductItemHandler(services)),
    mount(DinerOrderProductItemService, dinerOrderProductItemHandler(services)),
    // mall orders, shipments and the seller mall config
    mount(DinerMallOrderService, dinerMallOrderHandler(services)),
    mount(StoreMallOrderService, storeMallOrderHandler(services)),
    mount(StoreMallConfigService, storeMallConfigHandler(services)),
  ];
}

/** The group a service declares with (common.v1.group); an unknown one is a build error. */
export function groupOf(service: DescService): ApiGroup {
  const declared = getOption(service, groupOption);
  if (!(API_GROUPS as readonly string[]).includes(declared)) {
    throw new Error(`${service.typeName} declares group "${declared}", expected one of ${API_GROUPS.join(', ')}`);
  }
  return declared as ApiGroup;
}
