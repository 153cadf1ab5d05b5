import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { useSetupLoad } from '@/components/setup-state';
import { useRootStore } from '@/stores';
import { TableEditor } from './table-editor';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** Edits a kind of table and its items (spec: store-table-update), on its own page. */
function StoreTableUpdatePage() {
  const { t } = useTranslation();
  const id = useRouter().params.id ?? '';
  const { staffSetup, navigator } = useRootStore();
  useSetupLoad(staffSetup.tables.load);
  return (
    <PageShell title={t('staffSetup.table.updateTitle')}>
      <SetupStoreName />
      <TableEditor id={id} onDeleted={() => void navigator.back()} />
    </PageShell>
  );
}

export default observer(StoreTableUpdatePage);
