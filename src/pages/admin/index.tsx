import { useTranslation } from '@/i18n/use-translation';
import { TabRedirect } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';

/** The spec's address of the management tab: its page is in the staff subpackage (routing/merchant-tab-routes.ts). */
export default function AdminPage() {
  const { t } = useTranslation();
  return <TabRedirect to={TAB_PATHS.admin} title={t('page.admin.title')} />;
}
