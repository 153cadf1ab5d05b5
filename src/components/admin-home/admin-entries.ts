import { ADMIN_ROUTES } from '@/routing/admin-routes';
import { ROUTES } from '@/routing/routes';

/** One entry of the administrator's home: a label (any area's i18n key) and the page it opens. */
export interface AdminEntry {
  key: string;
  labelKey: string;
  route: string;
  /** The route is a tab page: reached by relaunching, as the tab bar does. */
  tab?: boolean;
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
  // the platform's chat inbox: the message tab answering as ADMIN (docs/messages.md)
  { key: 'inbox', labelKey: 'adminConsole.inbox', route: `${ROUTES.im}?operator=ADMIN`, tab: true },
];
