import { UserMembershipService } from '../gen/crm/v1/user_membership_service_pb';
import { createClient, type Transport } from '@connectrpc/connect';
import { AccountService } from '../gen/identity/v1/account_service_pb';
import { SessionService } from '../gen/identity/v1/session_service_pb';
import { ClientConfigService } from '../gen/platform/v1/client_config_pb';
import { ReferenceDataService } from '../gen/platform/v1/reference_data_pb';
// identity
import { AdminMerchantService } from '../gen/identity/v1/admin_merchant_service_pb';
import { AdministratorService } from '../gen/identity/v1/administrator_service_pb';
import { LoginService } from '../gen/identity/v1/login_service_pb';
import { MerchantStaffService } from '../gen/identity/v1/merchant_staff_service_pb';
import { OperatorInfoService } from '../gen/identity/v1/operator_info_service_pb';
import { StaffStandingService } from '../gen/identity/v1/staff_standing_service_pb';
import { StoreStaffService } from '../gen/identity/v1/store_staff_service_pb';
import { UserDinerService } from '../gen/identity/v1/user_diner_service_pb';
import { UserSessionService } from '../gen/identity/v1/user_session_service_pb';
// payments
import { DinerPaymentConfigService } from '../gen/payment/v1/diner_payment_config_service_pb';
import { DinerTransactionService } from '../gen/payment/v1/diner_transaction_service_pb';
import { PaymentChallengeService } from '../gen/payment/v1/payment_challenge_service_pb';
import { PublicTransactionService } from '../gen/payment/v1/public_transaction_service_pb';
import { StorePaymentConfigService } from '../gen/payment/v1/store_payment_config_service_pb';
import { StoreTransactionService } from '../gen/payment/v1/store_transaction_service_pb';
// app shell
import { ShortLinkService } from '../gen/platform/v1/short_link_pb';
// booking engine
import { DinerAvailabilityService, StoreAvailabilityService } from '../gen/booking/v1/availability_service_pb';
import { BookingChannelService } from '../gen/booking/v1/booking_channel_service_pb';
import { StoreBookingRuleService } from '../gen/booking/v1/booking_rule_pb';
import { BookingTagService } from '../gen/booking/v1/booking_tag_service_pb';
import { BookingTakerService } from '../gen/booking/v1/booking_taker_service_pb';
import { DinerBookingOrderService } from '../gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '../gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingModifyService } from '../gen/booking/v1/store_booking_modify_service_pb';
import { StoreBookingOrderService } from '../gen/booking/v1/store_booking_order_service_pb';
import { StoreBusinessPlanService } from '../gen/store/v1/business_plan_pb';
import { StoreShiftService } from '../gen/store/v1/shift_pb';
import { StoreCollectionService } from '../gen/store/v1/store_collection_service_pb';
import { StoreDailyMemoService, StoreFloorPlanService } from '../gen/store/v1/store_day_service_pb';
import { PermittedStoreService, StoreService } from '../gen/store/v1/store_query_service_pb';
import { StoreBusinessConfigService, StoreSettingService } from '../gen/store/v1/store_setting_service_pb';
import { StoreTableService } from '../gen/store/v1/table_pb';
// deposits and final payments
import { StoreDepositService } from '../gen/booking/v1/store_deposit_service_pb';
// diner app
import {
  DinerBookingOrderShareService,
  DinerBookingQuoteService,
  PublicBookingOrderShareService,
} from '../gen/booking/v1/diner_booking_extra_service_pb';
import { ArticleService } from '../gen/content/v1/article_pb';
import { StoreMenuService } from '../gen/content/v1/menu_pb';
// diner CRM
import { MembershipLevelService } from '../gen/crm/v1/membership_level_service_pb';
import { MerchantDinerService } from '../gen/crm/v1/merchant_diner_service_pb';
// staff app: bookings
import { StoreBookingBoardService } from '../gen/booking/v1/store_booking_board_service_pb';
// feasts
import { DinerFeastService } from '../gen/feast/v1/diner_feast_service_pb';
import { PublicFeastService } from '../gen/feast/v1/public_feast_service_pb';
import { StoreFeastService } from '../gen/feast/v1/store_feast_service_pb';
// messages
import { ImService } from '../gen/im/v1/im_service_pb';
// notifications and invitations
import { InvitationTemplateService, PublicInvitationService } from '../gen/booking/v1/invitation_template_service_pb';
import { DinerPushService } from '../gen/push/v1/diner_push_service_pb';
import { PushConfigService } from '../gen/push/v1/push_config_service_pb';
import { StoreOrderPushService } from '../gen/push/v1/store_order_push_service_pb';
// fapiao titles, staff delete of an order, captcha before SMS
import { DinerFapiaoTitleService, StoreOrderFapiaoService } from '../gen/booking/v1/fapiao_title_service_pb';
import { StoreBookingOrderDeleteService } from '../gen/booking/v1/store_booking_order_delete_service_pb';
import { CaptchaService } from '../gen/platform/v1/captcha_pb';

/**
 * The generated clients of every service the app calls, over one transport.
 * Stores call these; pages never reach the network themselves.
 */
export function createApi(transport: Transport) {
  return {
    // public group
    session: createClient(SessionService, transport),
    clientConfig: createClient(ClientConfigService, transport),
    referenceData: createClient(ReferenceDataService, transport),
    // app shell: /mch/{key} links
    shortLink: createClient(ShortLinkService, transport),
    // private group
    account: createClient(AccountService, transport),
    // identity: login (public), the user's own account, sessions and
    // diners, operator info, staff standing and management, administrators
    login: createClient(LoginService, transport),
    userSession: createClient(UserSessionService, transport),
    userDiner: createClient(UserDinerService, transport),
    userMembership: createClient(UserMembershipService, transport),
    operatorInfo: createClient(OperatorInfoService, transport),
    staffStanding: createClient(StaffStandingService, transport),
    storeStaff: createClient(StoreStaffService, transport),
    merchantStaff: createClient(MerchantStaffService, transport),
    adminMerchant: createClient(AdminMerchantService, transport),
    administrator: createClient(AdministratorService, transport),
    // payments: public (paying, result pages, challenges), customer and store staff
    publicTransaction: createClient(PublicTransactionService, transport),
    paymentChallenge: createClient(PaymentChallengeService, transport),
    dinerTransaction: createClient(DinerTransactionService, transport),
    dinerPaymentConfig: createClient(DinerPaymentConfigService, transport),
    storeTransaction: createClient(StoreTransactionService, transport),
    storePaymentConfig: createClient(StorePaymentConfigService, transport),
    // booking engine: stores (public, private, operator-store groups)
    store: createClient(StoreService, transport),
    permittedStore: createClient(PermittedStoreService, transport),
    storeSetting: createClient(StoreSettingService, transport),
    storeBusinessConfig: createClient(StoreBusinessConfigService, transport),
    storeCollection: createClient(StoreCollectionService, transport),
    storeBusinessPlan: createClient(StoreBusinessPlanService, transport),
    storeShift: createClient(StoreShiftService, transport),
    storeTable: createClient(StoreTableService, transport),
    storeDailyMemo: createClient(StoreDailyMemoService, transport),
    storeFloorPlan: createClient(StoreFloorPlanService, transport),
    // booking engine: bookings
    storeBookingRule: createClient(StoreBookingRuleService, transport),
    dinerAvailability: createClient(DinerAvailabilityService, transport),
    storeAvailability: createClient(StoreAvailabilityService, transport),
    dinerBookingOrder: createClient(DinerBookingOrderService, transport),
    storeBookingOrder: createClient(StoreBookingOrderService, transport),
    storeBookingAction: createClient(StoreBookingActionService, transport),
    storeBookingModify: createClient(StoreBookingModifyService, transport),
    bookingTag: createClient(BookingTagService, transport),
    bookingTaker: createClient(BookingTakerService, transport),
    bookingChannel: createClient(BookingChannelService, transport),
    // deposits and final payments: staff handle an order's money
    storeDeposit: createClient(StoreDepositService, transport),
    // diner app: menus and articles (public), booking quotes and share links
    storeMenu: createClient(StoreMenuService, transport),
    article: createClient(ArticleService, transport),
    dinerBookingQuote: createClient(DinerBookingQuoteService, transport),
    dinerBookingOrderShare: createClient(DinerBookingOrderShareService, transport),
    publicBookingOrderShare: createClient(PublicBookingOrderShareService, transport),
    // diner CRM
    merchantDiner: createClient(MerchantDinerService, transport),
    membershipLevel: createClient(MembershipLevelService, transport),
    // staff app: bookings: the booking board's change poll
    storeBookingBoard: createClient(StoreBookingBoardService, transport),
    // feasts: public lists and Q&A, the diner's feasts, the store's feasts
    publicFeast: createClient(PublicFeastService, transport),
    dinerFeast: createClient(DinerFeastService, transport),
    storeFeast: createClient(StoreFeastService, transport),
    // messages: conversations, messages, read state, the socket ticket
    im: createClient(ImService, transport),
    // notifications and invitations
    pushConfig: createClient(PushConfigService, transport),
    storeOrderPush: createClient(StoreOrderPushService, transport),
    dinerPush: createClient(DinerPushService, transport),
    invitationTemplate: createClient(InvitationTemplateService, transport),
    publicInvitation: createClient(PublicInvitationService, transport),
    // fapiao titles (diner and staff), staff delete of an order, captcha before SMS
    dinerFapiaoTitle: createClient(DinerFapiaoTitleService, transport),
    storeOrderFapiao: createClient(StoreOrderFapiaoService, transport),
    storeBookingOrderDelete: createClient(StoreBookingOrderDeleteService, transport),
    captcha: createClient(CaptchaService, transport),
  };
}

export type Api = ReturnType<typeof createApi>;
