// The ticketing pages (spec section 2): four for diners in sub-user, four for staff in sub-store.
export const TICKETING_ROUTES = {
  eventDetail: '/pages/sub-user/ticketing-event-detail/index',
  ticketHistory: '/pages/sub-user/ticketing-event-ticket-history/index',
  ticketCreate: '/pages/sub-user/ticketing-event-ticket-create/index',
  ticketVoucher: '/pages/sub-user/ticketing-event-ticket-voucher/index',
  voucherList: '/pages/sub-store/ticket-voucher-list/index',
  voucherDetail: '/pages/sub-store/ticket-voucher-detail/index',
  eventList: '/pages/sub-store/ticket-event-list/index',
  voucherRefund: '/pages/sub-store/ticket-event-voucher-refund/index',
} as const;

/** A route with its query. */
export function ticketingUrl(route: string, query: Record<string, string | undefined> = {}): string {
  const pairs = Object.entries(query)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${encodeURIComponent(v!)}`);
  return pairs.length ? `${route}?${pairs.join('&')}` : route;
}
