import { Link_Target as Target, type Link } from '@/gen/platform/v1/client_config_pb';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { ROUTES } from '@/routing/routes';

/** Where a page block's link goes (spec section 2, link targets). */
export function linkUrl(link: Link): string {
  const id = link.targetId;
  switch (link.target) {
    case Target.HOMEPAGE:
      return ROUTES.home;
    case Target.FEAST:
      // A link naming one feast opens it; otherwise the feast tab.
      return id && id !== '0' ? pageUrl('/pages/sub-user/feast-detail/index', { id }) : ROUTES.feast;
    case Target.MERCHANT:
      return pageUrl(ROUTES.home, { merchantId: id });
    case Target.STORE_LIST:
      return DINER_ROUTES.homeSearch;
    case Target.STORE_DETAIL:
      return pageUrl(DINER_ROUTES.storeDetail, { storeId: id });
    case Target.IM:
      return ROUTES.im;
    case Target.ME:
      return ROUTES.me;
    case Target.BOOKING_NOTICE:
      return pageUrl(DINER_ROUTES.notice, { storeId: id });
    case Target.ARTICLE:
      return pageUrl(DINER_ROUTES.articleDetail, { id });
    case Target.BOOKING_ORDER_LIST:
      return DINER_ROUTES.orderHistory;
    case Target.BOOKING:
      return pageUrl(DINER_ROUTES.bookingBefore, { storeId: id });
    case Target.LOGIN:
      return ROUTES.login;
    default:
      return ROUTES.home;
  }
}

/** Tab pages are reached by relaunching (components/tab-bar); everything else is pushed. */
export const TAB_TARGETS = new Set([Target.HOMEPAGE, Target.FEAST, Target.IM, Target.ME, Target.MERCHANT]);
