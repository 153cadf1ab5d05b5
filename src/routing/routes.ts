// App routes the shell itself needs (spec section 2). Paths have no /app prefix:
// that is the H5 router's basename.
export const ROUTES = {
  home: '/pages/home/index',
  feast: '/pages/feast/index',
  im: '/pages/im/index',
  me: '/pages/me/index',
  store: '/pages/store/index',
  admin: '/pages/admin/index',
  webIndex: '/pages/web/index',
  storeHome: '/pages/sub/store-home/index',
  storeDetail: '/pages/sub-user/store-detail/index',
  contactStore: '/pages/sub-user/contact-store/index',
  login: '/pages/sub-user/login/index',
  // login: the login screens, profile completion and the account pages
  loginPhone: '/pages/sub-user/login-phone/index',
  loginCode: '/pages/sub-user/login-code/index',
  completionUser: '/pages/sub-user/completion-user/index',
  webview: '/pages/sub-user/webview/index',
  userProfile: '/pages/sub-user/user-profile/index',
  updateCell: '/pages/sub-user/update-cell/index',
  setting: '/pages/sub-user/setting/index',
  selectLanguage: '/pages/sub-user/select-language/index',
  bookingHome: '/pages/sub-store/booking-home/index',
  storeOrderDetail: '/pages/sub-merchant/store-order-detail/index',
} as const;

/** Where a web-index path that is itself unknown sends people (the store entrance). */
export const STORE_ENTRANCE = ROUTES.storeHome;

/** Spec section 9: an unknown path goes home after this long. */
export const NOT_FOUND_REDIRECT_MS = 500;
