import { createClient, type Transport } from '@connectrpc/connect';
// app shell and identity: session, config lists, /mch/{key} links, login, the account
import { AccountService } from '../gen/identity/v1/account_service_pb';
import { LoginService } from '../gen/identity/v1/login_service_pb';
import { OperatorInfoService } from '../gen/identity/v1/operator_info_service_pb';
import { SessionService } from '../gen/identity/v1/session_service_pb';
import { StaffStandingService } from '../gen/identity/v1/staff_standing_service_pb';
import { UserDinerService } from '../gen/identity/v1/user_diner_service_pb';
import { UserSessionService } from '../gen/identity/v1/user_session_service_pb';
import { ClientConfigService } from '../gen/platform/v1/client_config_pb';
import { ReferenceDataService } from '../gen/platform/v1/reference_data_pb';
import { ShortLinkService } from '../gen/platform/v1/short_link_pb';
// payments: paying, result pages, challenges
import { DinerPaymentConfigService } from '../gen/payment/v1/diner_payment_config_service_pb';
import { DinerTransactionService } from '../gen/payment/v1/diner_transaction_service_pb';
import { PaymentChallengeService } from '../gen/payment/v1/payment_challenge_service_pb';
import { PublicTransactionService } from '../gen/payment/v1/public_transaction_service_pb';
// diner app: stores, availability, bookings, menus, articles, memberships
import { DinerAvailabilityService } from '../gen/booking/v1/availability_service_pb';
import {
  DinerBookingOrderShareService,
  DinerBookingQuoteService,
  PublicBookingOrderShareService,
} from '../gen/booking/v1/diner_booking_extra_service_pb';
import { DinerBookingOrderService } from '../gen/booking/v1/diner_booking_order_service_pb';
import { ArticleService } from '../gen/content/v1/article_pb';
import { StoreMenuService } from '../gen/content/v1/menu_pb';
import { UserMembershipService } from '../gen/crm/v1/user_membership_service_pb';
import { PermittedStoreService, StoreService } from '../gen/store/v1/store_query_service_pb';
// staff calls made by stores built at start (feasts, messages, notifications, the setup
// store choice); the staff app's own clients are in staff-api.ts
import { StoreBookingOrderService } from '../gen/booking/v1/store_booking_order_service_pb';
import { StoreShiftService } from '../gen/store/v1/shift_pb';
import { StoreTableService } from '../gen/store/v1/table_pb';
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
// a diner's fapiao titles, captcha before SMS
import { DinerFapiaoTitleService } from '../gen/booking/v1/fapiao_title_service_pb';
import { CaptchaService } from '../gen/platform/v1/captcha_pb';

/**
 * The generated clients the app's start-up stores call, over one transport: the
 * diner app, login, feasts, messages and notifications. Each client brings its
 * service's descriptors into the H5 entry, so a client only the staff app's stores
 * call belongs in staff-api.ts (loaded with the staff pages) instead.
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
    // identity: login (public), the user's own account, sessions and diners,
    // operator info, staff standing
    login: createClient(LoginService, transport),
    userSession: createClient(UserSessionService, transport),
    userDiner: createClient(UserDinerService, transport),
    userMembership: createClient(UserMembershipService, transport),
    operatorInfo: createClient(OperatorInfoService, transport),
    staffStanding: createClient(StaffStandingService, transport),
    // payments: public (paying, result pages, challenges) and the diner's
    publicTransaction: createClient(PublicTransactionService, transport),
    paymentChallenge: createClient(PaymentChallengeService, transport),
    dinerTransaction: createClient(DinerTransactionService, transport),
    dinerPaymentConfig: createClient(DinerPaymentConfigService, transport),
    // stores (public) and the stores a staff member may act for
    store: createClient(StoreService, transport),
    permittedStore: createClient(PermittedStoreService, transport),
    // the staff side of feasts and of a chat's intention order
    storeShift: createClient(StoreShiftService, transport),
    storeTable: createClient(StoreTableService, transport),
    storeBookingOrder: createClient(StoreBookingOrderService, transport),
    // diner app: availability, bookings, menus and articles (public), quotes and share links
    dinerAvailability: createClient(DinerAvailabilityService, transport),
    dinerBookingOrder: createClient(DinerBookingOrderService, transport),
    storeMenu: createClient(StoreMenuService, transport),
    article: createClient(ArticleService, transport),
    dinerBookingQuote: createClient(DinerBookingQuoteService, transport),
    dinerBookingOrderShare: createClient(DinerBookingOrderShareService, transport),
    publicBookingOrderShare: createClient(PublicBookingOrderShareService, transport),
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
    // a diner's fapiao titles, captcha before SMS
    dinerFapiaoTitle: createClient(DinerFapiaoTitleService, transport),
    captcha: createClient(CaptchaService, transport),
  };
}

/** The clients of createApi: what every store built at start may call. */
export type Api = ReturnType<typeof createApi>;
