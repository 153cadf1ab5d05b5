// Routes follow the spec (section 2): tab pages in the main package, and four
// subpackages whose roots are pages/sub, pages/sub-user, pages/sub-store and
// pages/sub-merchant, so a browser URL reads /app/pages/sub-user/store-detail/index.
// ARCHITECTURE.md draws these as src/sub*/ folders; they live under src/pages/ instead
// because a subpackage root is also its URL prefix.
//
// No native tabBar: diners and merchant staff see different tabs (six distinct tab
// pages in all, over the mini-program limit of five, and a native tabBar cannot change
// its items at run time), so each tab page renders components/tab-bar itself.
export default defineAppConfig({
  pages: [
    'pages/home/index',
    'pages/feast/index',
    'pages/im/index',
    'pages/me/index',
    'pages/store/index',
    'pages/admin/index',
    'pages/web/index',
  ],
  subPackages: [
    {
      root: 'pages/sub',
      pages: [
        // the administrator's home
        'admin-home/index',
        'admin-short-links/index',
        // the administrator's staff and roles, feast creators and feast audit
        'admin-staff/index',
        'admin-feast-creators/index',
        'admin-feast-audit/index',
        // the administrator's regions, holiday dates and articles
        'admin-regions/index',
        'admin-articles/index',
        'store-home/index',
        // the shared pages of spec section 2: a popup page on its own, the redirect,
        // the shared field editor, the store as diners see it (staff's preview)
        'page-modal-item/index',
        'teleport/index',
        'update-cell/index',
        'store-detail/index',
        // feasts
        'feast-detail/index',
        // messages
        'im-detail/index',
      ],
    },
    {
      root: 'pages/sub-user',
      pages: [
        'store-detail/index',
        'login/index',
        'contact-store/index',
        'setting/index',
        'select-language/index',
        // login: phone and code entry, profile completion, the agreement's web page, the profile
        'login-phone/index',
        'login-code/index',
        'completion-user/index',
        'webview/index',
        'user-profile/index',
        'update-cell/index',
        // the redirect page and the first-open welcome
        'teleport/index',
        'welcome-use/index',
        // diner app: search, stores, booking, payment, orders
        'home-search/index',
        'map-collection/index',
        'store-detail-menu/index',
        'menu-detail/index',
        'store-article-list/index',
        'article-detail/index',
        'notice/index',
        'booking-before/index',
        'booking-confirm/index',
        // the waitlist for full booking slots
        'waitlist/index',
        'payment/index',
        'payment-result/index',
        'payment-problem/index',
        'order-detail/index',
        'fapiao-title/index',
        'order-detail-qrcode/index',
        'order-detail-share/index',
        'order-history/index',
        'order-cancel/index',
        // feasts
        'feast-detail/index',
        'feast-back/index',
        'feast-join-confirm/index',
        'feast-join-info/index',
        'feast-qa-edit/index',
        'feast-deposit-rule/index',
        'share-feast-poster/index',
        'brand-feast/index',
        'feast-orders/index',
        // a diner hosting a feast: the form, and the feast as its host runs it
        'feast-host-edit/index',
        'feast-host/index',
        // messages
        'im-detail/index',
        'im-with-admin/index',
        // private dining (book-out) requests
        'book-out-form-create/index',
        'book-out-form-detail/index',
        'book-out-form-history/index',
        // ticketing: events, buying tickets, vouchers and their dynamic codes
        'ticketing-event-detail/index',
        'ticketing-event-ticket-history/index',
        'ticketing-event-ticket-create/index',
        'ticketing-event-ticket-voucher/index',
        // the mall: the diner's delivery addresses
        'delivery-address/index',
        'delivery-address-create/index',
        'delivery-address-update/index',
        // the mall: products, cart, checkout and the diner's mall orders
        'mall-product-list/index',
        'mall-product-detail/index',
        'mall-cart/index',
        'mall-checkout/index',
        'mall-order-history/index',
        'mall-order-detail/index',
        // the walk-in queue: take a number, my number
        'queue-take/index',
        'queue-ticket/index',
      ],
    },
    {
      root: 'pages/sub-store',
      pages: [
        // merchant mode's tab pages (operation, store, feast, management): here rather than
        // in the main package so it carries no staff code; routing/merchant-tab-routes.ts
        'operation-tab/index',
        'store-tab/index',
        'feast-tab/index',
        'management-tab/index',
        // the client config editor
        'client-config-list/index',
        'client-config-editor/index',
        'booking-home/index',
        // staff app: bookings
        'booking-order-search/index',
        'booking-pending/index',
        'store-search/index',
        'store-calendar-picker/index',
        'store-calendar-picker-range/index',
        'store-order-create-select/index',
        'store-order-create/index',
        'store-order-detail/index',
        'store-order-cancel/index',
        'store-order-not-arrive/index',
        'store-order-update-table/index',
        'store-order-reschedule/index',
        'store-order-update-diner/index',
        'store-order-update-booking/index',
        'store-order-share-setting/index',
        'store-order-push/index',
        'store-order-fapiao/index',
        // product items on booking orders
        'store-order-product-add/index',
        'store-order-deposit/index',
        'deposit-payment/index',
        'deposit-refund/index',
        'deposit-modify/index',
        'store-order-amount/index',
        'amount-confirm/index',
        'amount-payment/index',
        'amount-refund/index',
        'amount-forfeit/index',
        'booking-print-preview/index',
        // staff app: store setup and diner CRM; routing/staff-setup-routes.ts
        // names the same pages (a test holds the two equal)
        'store-table/index',
        'store-table-create/index',
        'store-table-update/index',
        'store-table-item-sort/index',
        'store-floor-plan/index',
        'store-shifts/index',
        'store-shifts-create/index',
        'store-shifts-update/index',
        'booking-rules/index',
        'booking-plan/index',
        'store-base/index',
        'store-rules/index',
        'store-images-info/index',
        'store-notice-edit/index',
        'store-official-notification/index',
        'store-description/index',
        'display-setting/index',
        'store-business-config/index',
        'store-deposit-policy/index',
        'auto-push-sms-config/index',
        'booking-order-tag/index',
        'booking-order-tag-create/index',
        'booking-order-tag-update/index',
        'booking-order-taker/index',
        'booking-order-taker-create/index',
        'booking-order-taker-update/index',
        'booking-order-channel/index',
        'store-staff/index',
        'member-ship/index',
        'member-ship-create/index',
        'member-ship-update/index',
        'select-week-start/index',
        'diner-list/index',
        'diner-detail/index',
        'diner-create/index',
        'diner-risk/index',
        'update-cell/index',
        // feasts
        'feast/index',
        'feast-create/index',
        'feast-detail/index',
        'feast-publish/index',
        'feast-close/index',
        'feast-finish/index',
        'feast-images/index',
        'feast-members/index',
        'feast-share/index',
        'feast-qa-answer-edit/index',
        // notifications and invitations; routing/notification-routes.ts names the same pages
        'invitation-style-list/index',
        'invitation-setting/index',
        // private dining (book-out) requests
        'book-out-form-list/index',
        'book-out-form-detail/index',
        // third-party group-buying orders; routing/group-buy-routes.ts names the same pages
        'third-party-orders/index',
        'third-party-order-detail/index',
        'third-party-auth/index',
        'third-party-test-order/index',
        'group-buy-voucher/index',
        // ticketing: the store's events, vouchers, refunds and the door's code entry
        'ticket-voucher-list/index',
        'ticket-voucher-detail/index',
        'ticket-event-list/index',
        'ticket-event-voucher-refund/index',
        // reports and settlement
        'store-report/index',
        'settlement-list/index',
        'store-transactions/index',
        'store-transaction-detail/index',
        'admin-settlement/index',
        // the mall in merchant mode; routing/mall-staff-routes.ts names the same pages
        'mall-product-list/index',
        'mall-product-edit/index',
        'mall-sku-edit/index',
        'mall-sale-plan/index',
        'mall-order-list/index',
        'mall-order-detail/index',
        'mall-config/index',
        // the walk-in queue at the host stand; routing/queue-routes.ts names the same pages
        'queue-board/index',
      ],
    },
    {
      root: 'pages/sub-merchant',
      pages: [
        'store-order-detail/index',
        // messages
        'im-detail/index',
      ],
    },
  ],
  // Every page draws its own navigation bar (components/page-shell), titled in the
  // person's language and coloured by the theme.
  window: {
    navigationStyle: 'custom',
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '',
    navigationBarTextStyle: 'black',
    backgroundColor: '#f5f5f5',
  },
  animation: false,
});
