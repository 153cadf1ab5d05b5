// The shared pages of spec section 2 (pages/sub) and the diner's redirect and
// welcome pages (pages/sub-user).
export const SHARED_ROUTES = {
  pageModalItem: '/pages/sub/page-modal-item/index',
  teleport: '/pages/sub/teleport/index',
  updateCell: '/pages/sub/update-cell/index',
  storeDetail: '/pages/sub/store-detail/index',
  dinerTeleport: '/pages/sub-user/teleport/index',
  welcomeUse: '/pages/sub-user/welcome-use/index',
} as const;
