// The mall's staff pages (sub-store subpackage), reached from the merchant area's mall tab.
export const MALL_STAFF_ROUTES = {
  productList: '/pages/sub-store/mall-product-list/index',
  productEdit: '/pages/sub-store/mall-product-edit/index',
  skuEdit: '/pages/sub-store/mall-sku-edit/index',
  salePlans: '/pages/sub-store/mall-sale-plan/index',
  orderList: '/pages/sub-store/mall-order-list/index',
  orderDetail: '/pages/sub-store/mall-order-detail/index',
  config: '/pages/sub-store/mall-config/index',
} as const;
