import { DINER_ROUTES } from '@/routing/diner-routes';

// The delivery-address pages of spec section 2, in sub-user.
export const MALL_ROUTES = {
  addresses: DINER_ROUTES.deliveryAddress,
  addressCreate: '/pages/sub-user/delivery-address-create/index',
  // ?id= the address
  addressUpdate: '/pages/sub-user/delivery-address-update/index',
} as const;
