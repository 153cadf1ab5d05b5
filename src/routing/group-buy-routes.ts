// Third-party group-buying pages of the staff app (sub-store).
export const GROUP_BUY_ROUTES = {
  orders: '/pages/sub-store/third-party-orders/index',
  orderDetail: '/pages/sub-store/third-party-order-detail/index',
  auth: '/pages/sub-store/third-party-auth/index',
  testOrder: '/pages/sub-store/third-party-test-order/index',
  vouchers: '/pages/sub-store/group-buy-voucher/index',
} as const;
