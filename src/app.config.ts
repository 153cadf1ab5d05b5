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
    { root: 'pages/sub', pages: ['store-home/index'] },
    {
      root: 'pages/sub-user',
      pages: ['store-detail/index', 'login/index', 'contact-store/index', 'setting/index', 'select-language/index'],
    },
    {
      root: 'pages/sub-store',
      pages: [
        // staff app: bookings (issue 8 part A)
        'booking-home/index',
        'booking-order-search/index',
        'store-search/index',
        'store-calendar-picker/index',
        'store-calendar-picker-range/index',
        'store-order-create-select/index',
        'store-order-create/index',
        'store-order-detail/index',
        'store-order-cancel/index',
        'store-order-not-arrive/index',
        'store-order-update-table/index',
        'store-order-update-diner/index',
        'store-order-share-setting/index',
        'store-order-push/index',
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
        // end staff app: bookings
      ],
    },
    { root: 'pages/sub-merchant', pages: ['store-order-detail/index'] },
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
