// Staff app routes: the bookings side. The setup and diner
// pages are in staff-setup-routes.ts. Spec section 2 names them.
export const STAFF_ROUTES = {
  bookingHome: '/pages/sub-store/booking-home/index',
  orderSearch: '/pages/sub-store/booking-order-search/index',
  // every booking waiting for the store's confirmation, whatever its date
  pendingOrders: '/pages/sub-store/booking-pending/index',
  storeSearch: '/pages/sub-store/store-search/index',
  calendarPicker: '/pages/sub-store/store-calendar-picker/index',
  calendarPickerRange: '/pages/sub-store/store-calendar-picker-range/index',
  orderCreateSelect: '/pages/sub-store/store-order-create-select/index',
  orderCreate: '/pages/sub-store/store-order-create/index',
  orderDetail: '/pages/sub-store/store-order-detail/index',
  orderCancel: '/pages/sub-store/store-order-cancel/index',
  orderUpdateTable: '/pages/sub-store/store-order-update-table/index',
  orderReschedule: '/pages/sub-store/store-order-reschedule/index',
  orderUpdateDiner: '/pages/sub-store/store-order-update-diner/index',
  orderUpdateBooking: '/pages/sub-store/store-order-update-booking/index',
  orderShareSetting: '/pages/sub-store/store-order-share-setting/index',
  orderPush: '/pages/sub-store/store-order-push/index',
  orderFapiao: '/pages/sub-store/store-order-fapiao/index',
  // product items on booking orders
  orderProductAdd: '/pages/sub-store/store-order-product-add/index',
  orderDeposit: '/pages/sub-store/store-order-deposit/index',
  depositPayment: '/pages/sub-store/deposit-payment/index',
  depositRefund: '/pages/sub-store/deposit-refund/index',
  depositModify: '/pages/sub-store/deposit-modify/index',
  orderAmount: '/pages/sub-store/store-order-amount/index',
  amountConfirm: '/pages/sub-store/amount-confirm/index',
  amountPayment: '/pages/sub-store/amount-payment/index',
  amountRefund: '/pages/sub-store/amount-refund/index',
  amountForfeit: '/pages/sub-store/amount-forfeit/index',
  notArrive: '/pages/sub-store/store-order-not-arrive/index',
  printPreview: '/pages/sub-store/booking-print-preview/index',
  // later modules' pages, shown as 'coming in a later version'
  storeFeast: '/pages/sub-store/feast/index',
  storeFeastCreate: '/pages/sub-store/feast-create/index',
  invitationSetting: '/pages/sub-store/invitation-setting/index',
  // private dining (book-out) requests: the list (?filter=), one request (?id=)
  bookOutList: '/pages/sub-store/book-out-form-list/index',
  bookOutDetail: '/pages/sub-store/book-out-form-detail/index',
} as const;

/** A route with its query. */
export function staffUrl(route: string, query: Record<string, string | number | undefined> = {}): string {
  const pairs = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return pairs.length ? `${route}?${pairs.join('&')}` : route;
}
