import { ADMIN_ROUTES } from '@/routing/admin-routes';

/** One entry of the administrator's home: a label (any area's i18n key) and the page it opens. */
export interface AdminEntry {
  key: string;
  labelKey: string;
  route: string;
}

/**
 * The administrator's home, one list: an area adds its entry here (settlement,
 * reports, articles...) and the home shows it, in this order.
 */
export const ADMIN_ENTRIES: AdminEntry[] = [
  { key: 'clientConfigs', labelKey: 'adminConsole.configs', route: ADMIN_ROUTES.clientConfigList },
  { key: 'shortLinks', labelKey: 'adminLinks.title', route: ADMIN_ROUTES.shortLinks },
  { key: 'staff', labelKey: 'adminPeople.staffEntry', route: ADMIN_ROUTES.staffAccess },
  { key: 'feastCreators', labelKey: 'adminPeople.creatorsEntry', route: ADMIN_ROUTES.feastCreators },
  { key: 'feastAudit', labelKey: 'adminPeople.auditEntry', route: ADMIN_ROUTES.feastAudit },
  { key: 'regions', labelKey: 'adminContent.regionsTitle', route: ADMIN_ROUTES.regions },
  { key: 'articles', labelKey: 'adminContent.articlesTitle', route: ADMIN_ROUTES.articles },
];
