import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';
// staff app: bookings: the operation tab is staff's home
import { OperationHome } from '@/components/operation-home';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** Merchant mode's operation tab: staff's home (home leads here in merchant mode). */
function OperationTabPage() {
  const { t } = useTranslation();
  const { staff } = useRootStore();
  return (
    <TabPage
      path={TAB_PATHS.operation}
      title={t('page.home.merchantTitle')}
      onRefresh={() => staff.operation.load().catch(() => undefined)}
    >
      <OperationHome />
    </TabPage>
  );
}

export default observer(OperationTabPage);
