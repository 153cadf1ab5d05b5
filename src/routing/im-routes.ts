// Messages: the chat pages of spec section 2.
export const IM_ROUTES = {
  tab: '/pages/im/index',
  /** Shared: ?id= a conversation (as the person themself, or ?operator= a store or ADMIN). */
  detail: '/pages/sub/im-detail/index',
  /** Diners: ?id=, or ?name= the other member's key for a conversation that may not exist yet. */
  userDetail: '/pages/sub-user/im-detail/index',
  /** Staff: ?id= and ?operator=STORE:{id}, or ?name=USER:{id} to start one about a booking. */
  merchantDetail: '/pages/sub-merchant/im-detail/index',
  withAdmin: '/pages/sub-user/im-with-admin/index',
  contactStore: '/pages/sub-user/contact-store/index',
} as const;
