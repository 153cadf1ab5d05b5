// The administrator's home (spec: pages/sub/admin-home) and the client config
// editor, a staff page of pages/sub-store.
export const ADMIN_ROUTES = {
  adminHome: '/pages/sub/admin-home/index',
  shortLinks: '/pages/sub/admin-short-links/index',
  staffAccess: '/pages/sub/admin-staff/index',
  feastCreators: '/pages/sub/admin-feast-creators/index',
  feastAudit: '/pages/sub/admin-feast-audit/index',
  regions: '/pages/sub/admin-regions/index',
  articles: '/pages/sub/admin-articles/index',
  clientConfigList: '/pages/sub-store/client-config-list/index',
  clientConfigEditor: '/pages/sub-store/client-config-editor/index',
} as const;
