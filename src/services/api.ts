import type { DescService } from '@bufbuild/protobuf';
import { createClient, type Transport } from '@connectrpc/connect';
// What the first page calls: the session, the client config, /mch/{key} links, staff
// standing, the store list and the home page's articles. (The home page's next booking
// is a block of its own beside the store cards, so its client is a lazy one.)
import { ArticleService } from '../gen/content/v1/article_pb';
import { SessionService } from '../gen/identity/v1/session_service_pb';
import { StaffStandingService } from '../gen/identity/v1/staff_standing_service_pb';
import { ClientConfigService } from '../gen/platform/v1/client_config_pb';
import { ShortLinkService } from '../gen/platform/v1/short_link_pb';
import { PermittedStoreService, StoreService } from '../gen/store/v1/store_query_service_pb';
import { lazyClient } from './lazy-client';

// The services the first page does not call, one chunk per area.
const account = () => import(/* webpackChunkName: "api-account" */ './lazy-services/account-services');
const payment = () => import(/* webpackChunkName: "api-payment" */ './lazy-services/payment-services');
const store = () => import(/* webpackChunkName: "api-store" */ './lazy-services/store-services');
const booking = () => import(/* webpackChunkName: "api-booking" */ './lazy-services/booking-services');
const feast = () => import(/* webpackChunkName: "api-feast" */ './lazy-services/feast-services');
const im = () => import(/* webpackChunkName: "api-im" */ './lazy-services/im-services');
const push = () => import(/* webpackChunkName: "api-push" */ './lazy-services/push-services');

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
    referenceData: lazy(() => account().then((m) => m.ReferenceDataService)),
    // app shell: /mch/{key} links
    shortLink: createClient(ShortLinkService, transport),
    // private group
    account: lazy(() => account().then((m) => m.AccountService)),
    // identity: login (public), the user's own account, sessions and diners,
    // operator info, staff standing
    login: lazy(() => account().then((m) => m.LoginService)),
    userSession: lazy(() => account().then((m) => m.UserSessionService)),
    userDiner: lazy(() => account().then((m) => m.UserDinerService)),
    userMembership: lazy(() => account().then((m) => m.UserMembershipService)),
    operatorInfo: lazy(() => account().then((m) => m.OperatorInfoService)),
    staffStanding: createClient(StaffStandingService, transport),
    // payments: public (paying, result pages, challenges) and the diner's
    publicTransaction: lazy(() => payment().then((m) => m.PublicTransactionService)),
    paymentChallenge: lazy(() => payment().then((m) => m.PaymentChallengeService)),
    dinerTransaction: lazy(() => payment().then((m) => m.DinerTransactionService)),
    dinerPaymentConfig: lazy(() => payment().then((m) => m.DinerPaymentConfigService)),
    // stores (public) and the stores a staff member may act for
    store: createClient(StoreService, transport),
    permittedStore: createClient(PermittedStoreService, transport),
    // the staff side of feasts and of a chat's intention order
    storeShift: lazy(() => store().then((m) => m.StoreShiftService)),
    storeTable: lazy(() => store().then((m) => m.StoreTableService)),
    storeBookingOrder: lazy(() => store().then((m) => m.StoreBookingOrderService)),
    // diner app: availability, bookings, menus and articles (public), quotes and share links
    dinerAvailability: lazy(() => booking().then((m) => m.DinerAvailabilityService)),
    dinerBookingOrder: lazy(() => booking().then((m) => m.DinerBookingOrderService)),
    storeMenu: lazy(() => booking().then((m) => m.StoreMenuService)),
    article: createClient(ArticleService, transport),
    dinerBookingQuote: lazy(() => booking().then((m) => m.DinerBookingQuoteService)),
    dinerBookingOrderShare: lazy(() => booking().then((m) => m.DinerBookingOrderShareService)),
    publicBookingOrderShare: lazy(() => booking().then((m) => m.PublicBookingOrderShareService)),
    // feasts: public lists and Q&A, the diner's feasts, the store's feasts
    publicFeast: lazy(() => feast().then((m) => m.PublicFeastService)),
    dinerFeast: lazy(() => feast().then((m) => m.DinerFeastService)),
    storeFeast: lazy(() => feast().then((m) => m.StoreFeastService)),
    // messages: conversations, messages, read state, the socket ticket
    im: lazy(() => im().then((m) => m.ImService)),
    // notifications and invitations
    pushConfig: lazy(() => push().then((m) => m.PushConfigService)),
    storeOrderPush: lazy(() => push().then((m) => m.StoreOrderPushService)),
    dinerPush: lazy(() => push().then((m) => m.DinerPushService)),
    invitationTemplate: lazy(() => push().then((m) => m.InvitationTemplateService)),
    publicInvitation: lazy(() => push().then((m) => m.PublicInvitationService)),
    // a diner's fapiao titles, captcha before SMS
    dinerFapiaoTitle: lazy(() => booking().then((m) => m.DinerFapiaoTitleService)),
    captcha: lazy(() => account().then((m) => m.CaptchaService)),
  };
}

/** The clients of createApi: what every store built at start may call. */
export type Api = ReturnType<typeof createApi>;
