import type { DescService } from '@bufbuild/protobuf';
import { createClient, type Transport } from '@connectrpc/connect';
// What the first page calls: the session, the client config, /mch/{key} links, staff
// standing, the store list and the home page's feed (articles, the diner's bookings).
import { DinerBookingOrderService } from '../gen/booking/v1/diner_booking_order_service_pb';
import { ArticleService } from '../gen/content/v1/article_pb';
import { SessionService } from '../gen/identity/v1/session_service_pb';
import { StaffStandingService } from '../gen/identity/v1/staff_standing_service_pb';
import { ClientConfigService } from '../gen/platform/v1/client_config_pb';
import { ShortLinkService } from '../gen/platform/v1/short_link_pb';
import { PermittedStoreService, StoreService } from '../gen/store/v1/store_query_service_pb';
import { lazyClient } from './lazy-client';

/**
 * The generated clients the app's stores call, over one transport: the diner app,
 * login, feasts, messages and notifications. A client made with createClient brings
 * its service's descriptors into the H5 entry, so only the services the first page
 * calls are made that way; every other one is a lazy client (lazy-client.ts) whose
 * descriptors arrive as a chunk on its first call, one chunk per area. Staff-only
 * clients belong in staff-api.ts and a new diner feature's in its own
 * services/<feature>-api.ts (docs/client.md, "Keeping new code out of the entry").
 * Stores call these; pages never reach the network themselves.
 */
export function createApi(transport: Transport) {
  const lazy = <S extends DescService>(load: () => Promise<S>) => lazyClient(load, transport);
  return {
    // public group
    session: createClient(SessionService, transport),
    clientConfig: createClient(ClientConfigService, transport),
    referenceData: lazy(() =>
      import(
        /* webpackChunkName: "api-account", webpackExports: ["ReferenceDataService"] */ '../gen/platform/v1/reference_data_pb'
      ).then((m) => m.ReferenceDataService),
    ),
    // app shell: /mch/{key} links
    shortLink: createClient(ShortLinkService, transport),
    // private group
    account: lazy(() =>
      import(
        /* webpackChunkName: "api-account", webpackExports: ["AccountService"] */ '../gen/identity/v1/account_service_pb'
      ).then((m) => m.AccountService),
    ),
    // identity: login (public), the user's own account, sessions and diners,
    // operator info, staff standing
    login: lazy(() =>
      import(
        /* webpackChunkName: "api-account", webpackExports: ["LoginService"] */ '../gen/identity/v1/login_service_pb'
      ).then((m) => m.LoginService),
    ),
    userSession: lazy(() =>
      import(
        /* webpackChunkName: "api-account", webpackExports: ["UserSessionService"] */ '../gen/identity/v1/user_session_service_pb'
      ).then((m) => m.UserSessionService),
    ),
    userDiner: lazy(() =>
      import(
        /* webpackChunkName: "api-account", webpackExports: ["UserDinerService"] */ '../gen/identity/v1/user_diner_service_pb'
      ).then((m) => m.UserDinerService),
    ),
    userMembership: lazy(() =>
      import(
        /* webpackChunkName: "api-account", webpackExports: ["UserMembershipService"] */ '../gen/crm/v1/user_membership_service_pb'
      ).then((m) => m.UserMembershipService),
    ),
    operatorInfo: lazy(() =>
      import(
        /* webpackChunkName: "api-account", webpackExports: ["OperatorInfoService"] */ '../gen/identity/v1/operator_info_service_pb'
      ).then((m) => m.OperatorInfoService),
    ),
    staffStanding: createClient(StaffStandingService, transport),
    // payments: public (paying, result pages, challenges) and the diner's
    publicTransaction: lazy(() =>
      import(
        /* webpackChunkName: "api-payment", webpackExports: ["PublicTransactionService"] */ '../gen/payment/v1/public_transaction_service_pb'
      ).then((m) => m.PublicTransactionService),
    ),
    paymentChallenge: lazy(() =>
      import(
        /* webpackChunkName: "api-payment", webpackExports: ["PaymentChallengeService"] */ '../gen/payment/v1/payment_challenge_service_pb'
      ).then((m) => m.PaymentChallengeService),
    ),
    dinerTransaction: lazy(() =>
      import(
        /* webpackChunkName: "api-payment", webpackExports: ["DinerTransactionService"] */ '../gen/payment/v1/diner_transaction_service_pb'
      ).then((m) => m.DinerTransactionService),
    ),
    dinerPaymentConfig: lazy(() =>
      import(
        /* webpackChunkName: "api-payment", webpackExports: ["DinerPaymentConfigService"] */ '../gen/payment/v1/diner_payment_config_service_pb'
      ).then((m) => m.DinerPaymentConfigService),
    ),
    // stores (public) and the stores a staff member may act for
    store: createClient(StoreService, transport),
    permittedStore: createClient(PermittedStoreService, transport),
    // the staff side of feasts and of a chat's intention order
    storeShift: lazy(() =>
      import(
        /* webpackChunkName: "api-store", webpackExports: ["StoreShiftService"] */ '../gen/store/v1/shift_pb'
      ).then((m) => m.StoreShiftService),
    ),
    storeTable: lazy(() =>
      import(
        /* webpackChunkName: "api-store", webpackExports: ["StoreTableService"] */ '../gen/store/v1/table_pb'
      ).then((m) => m.StoreTableService),
    ),
    storeBookingOrder: lazy(() =>
      import(
        /* webpackChunkName: "api-store", webpackExports: ["StoreBookingOrderService"] */ '../gen/booking/v1/store_booking_order_service_pb'
      ).then((m) => m.StoreBookingOrderService),
    ),
    // diner app: availability, bookings, menus and articles (public), quotes and share links
    dinerAvailability: lazy(() =>
      import(
        /* webpackChunkName: "api-booking", webpackExports: ["DinerAvailabilityService"] */ '../gen/booking/v1/availability_service_pb'
      ).then((m) => m.DinerAvailabilityService),
    ),
    dinerBookingOrder: createClient(DinerBookingOrderService, transport),
    storeMenu: lazy(() =>
      import(
        /* webpackChunkName: "api-booking", webpackExports: ["StoreMenuService"] */ '../gen/content/v1/menu_pb'
      ).then((m) => m.StoreMenuService),
    ),
    article: createClient(ArticleService, transport),
    dinerBookingQuote: lazy(() =>
      import(
        /* webpackChunkName: "api-booking", webpackExports: ["DinerBookingQuoteService"] */ '../gen/booking/v1/diner_booking_extra_service_pb'
      ).then((m) => m.DinerBookingQuoteService),
    ),
    dinerBookingOrderShare: lazy(() =>
      import(
        /* webpackChunkName: "api-booking", webpackExports: ["DinerBookingOrderShareService"] */ '../gen/booking/v1/diner_booking_extra_service_pb'
      ).then((m) => m.DinerBookingOrderShareService),
    ),
    publicBookingOrderShare: lazy(() =>
      import(
        /* webpackChunkName: "api-booking", webpackExports: ["PublicBookingOrderShareService"] */ '../gen/booking/v1/diner_booking_extra_service_pb'
      ).then((m) => m.PublicBookingOrderShareService),
    ),
    // feasts: public lists and Q&A, the diner's feasts, the store's feasts
    publicFeast: lazy(() =>
      import(
        /* webpackChunkName: "api-feast", webpackExports: ["PublicFeastService"] */ '../gen/feast/v1/public_feast_service_pb'
      ).then((m) => m.PublicFeastService),
    ),
    dinerFeast: lazy(() =>
      import(
        /* webpackChunkName: "api-feast", webpackExports: ["DinerFeastService"] */ '../gen/feast/v1/diner_feast_service_pb'
      ).then((m) => m.DinerFeastService),
    ),
    storeFeast: lazy(() =>
      import(
        /* webpackChunkName: "api-feast", webpackExports: ["StoreFeastService"] */ '../gen/feast/v1/store_feast_service_pb'
      ).then((m) => m.StoreFeastService),
    ),
    // messages: conversations, messages, read state, the socket ticket
    im: lazy(() =>
      import(/* webpackChunkName: "api-im", webpackExports: ["ImService"] */ '../gen/im/v1/im_service_pb').then(
        (m) => m.ImService,
      ),
    ),
    // notifications and invitations
    pushConfig: lazy(() =>
      import(
        /* webpackChunkName: "api-push", webpackExports: ["PushConfigService"] */ '../gen/push/v1/push_config_service_pb'
      ).then((m) => m.PushConfigService),
    ),
    storeOrderPush: lazy(() =>
      import(
        /* webpackChunkName: "api-push", webpackExports: ["StoreOrderPushService"] */ '../gen/push/v1/store_order_push_service_pb'
      ).then((m) => m.StoreOrderPushService),
    ),
    dinerPush: lazy(() =>
      import(
        /* webpackChunkName: "api-push", webpackExports: ["DinerPushService"] */ '../gen/push/v1/diner_push_service_pb'
      ).then((m) => m.DinerPushService),
    ),
    invitationTemplate: lazy(() =>
      import(
        /* webpackChunkName: "api-push", webpackExports: ["InvitationTemplateService"] */ '../gen/booking/v1/invitation_template_service_pb'
      ).then((m) => m.InvitationTemplateService),
    ),
    publicInvitation: lazy(() =>
      import(
        /* webpackChunkName: "api-push", webpackExports: ["PublicInvitationService"] */ '../gen/booking/v1/invitation_template_service_pb'
      ).then((m) => m.PublicInvitationService),
    ),
    // a diner's fapiao titles, captcha before SMS
    dinerFapiaoTitle: lazy(() =>
      import(
        /* webpackChunkName: "api-booking", webpackExports: ["DinerFapiaoTitleService"] */ '../gen/booking/v1/fapiao_title_service_pb'
      ).then((m) => m.DinerFapiaoTitleService),
    ),
    captcha: lazy(() =>
      import(
        /* webpackChunkName: "api-account", webpackExports: ["CaptchaService"] */ '../gen/platform/v1/captcha_pb'
      ).then((m) => m.CaptchaService),
    ),
  };
}

/** The clients of createApi: what every store built at start may call. */
export type Api = ReturnType<typeof createApi>;
