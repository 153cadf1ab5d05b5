// diner app: the pages of spec section 2 under pages/sub-user. The
// shared pages/sub/order-detail and order-detail-share of the spec are served
// by these (entry-route.ts sends the pages/sub addresses here).
export const DINER_ROUTES = {
  homeSearch: '/pages/sub-user/home-search/index',
  mapCollection: '/pages/sub-user/map-collection/index',
  storeDetail: '/pages/sub-user/store-detail/index',
  storeDetailMenu: '/pages/sub-user/store-detail-menu/index',
  menuDetail: '/pages/sub-user/menu-detail/index',
  storeArticleList: '/pages/sub-user/store-article-list/index',
  articleDetail: '/pages/sub-user/article-detail/index',
  notice: '/pages/sub-user/notice/index',
  bookingBefore: '/pages/sub-user/booking-before/index',
  bookingConfirm: '/pages/sub-user/booking-confirm/index',
  payment: '/pages/sub-user/payment/index',
  paymentResult: '/pages/sub-user/payment-result/index',
  paymentProblem: '/pages/sub-user/payment-problem/index',
  orderDetail: '/pages/sub-user/order-detail/index',
  orderDetailQrcode: '/pages/sub-user/order-detail-qrcode/index',
  orderDetailShare: '/pages/sub-user/order-detail-share/index',
  orderHistory: '/pages/sub-user/order-history/index',
  orderCancel: '/pages/sub-user/order-cancel/index',
  // the diner's fapiao titles; with ?orderId= it picks the order's
  fapiaoTitle: '/pages/sub-user/fapiao-title/index',
  // private dining (book-out) requests: create (?storeId=), detail (?id=), history
  bookOutCreate: '/pages/sub-user/book-out-form-create/index',
  bookOutDetail: '/pages/sub-user/book-out-form-detail/index',
  bookOutHistory: '/pages/sub-user/book-out-form-history/index',
  // ticketing: the diner's tickets, and the events on sale
  ticketHistory: '/pages/sub-user/ticketing-event-ticket-history/index',
  // the mall: the diner's delivery addresses
  deliveryAddress: '/pages/sub-user/delivery-address/index',
  // the mall: the diner's mall orders (the me page's cell)
  mallOrderHistory: '/pages/sub-user/mall-order-history/index',
  // the waitlist for full booking slots: the diner's entries and offers
  waitlist: '/pages/sub-user/waitlist/index',
} as const;

/** A page URL with its query; empty values are left out. */
export function pageUrl(path: string, query: Record<string, string | number | undefined> = {}): string {
  const pairs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}
