// Merchant mode's tab pages (spec section 2: operation, message, store, feast,
// management). All but messages live in the staff subpackage: a main-package page
// that showed them would bring the staff app's stores, clients and texts into the
// mini-program's main package, since mini-program builds bundle everything a page
// imports, import() included. The spec's addresses of the store and management tabs
// (/pages/store/index, /pages/admin/index) are main-package pages that lead here, and
// so are home and feast in merchant mode.
export const MERCHANT_TAB_ROUTES = {
  operation: '/pages/sub-store/operation-tab/index',
  store: '/pages/sub-store/store-tab/index',
  feast: '/pages/sub-store/feast-tab/index',
  management: '/pages/sub-store/management-tab/index',
} as const;
