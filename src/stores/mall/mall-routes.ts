import { DINER_ROUTES } from '@/routing/diner-routes';

// The mall's diner pages of spec section 2, in sub-user.
export const MALL_ROUTES = {
  addresses: DINER_ROUTES.deliveryAddress,
  addressCreate: '/pages/sub-user/delivery-address-create/index',
  // ?id= the address
  addressUpdate: '/pages/sub-user/delivery-address-update/index',
  // ?storeId=
  productList: '/pages/sub-user/mall-product-list/index',
  // ?storeId=&productId=
  productDetail: '/pages/sub-user/mall-product-detail/index',
  // ?storeId=
  cart: '/pages/sub-user/mall-cart/index',
  // ?storeId=
  checkout: '/pages/sub-user/mall-checkout/index',
  orderHistory: DINER_ROUTES.mallOrderHistory,
  // ?id= the order
  orderDetail: '/pages/sub-user/mall-order-detail/index',
} as const;
