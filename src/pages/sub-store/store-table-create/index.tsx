import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { StoreTableForm } from '@/components/store-table-form';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** A new kind of table with its items (spec: store-table-create). */
function StoreTableCreatePage() {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();

  const save = async (input: Record<string, unknown>) => {
    await staffSetup.choice.ensureStoreId();
    const saved = await staffSetup.tables.save(null, input);
    if (!saved) return false;
    showToast(t('staffSetup.common.saved'));
    await navigator.back();
    return true;
  };

  return (
    <PageShell title={t('staffSetup.table.createTitle')}>
      <SetupStoreName />
      <StoreTableForm onSave={save} />
    </PageShell>
  );
}

export default observer(StoreTableCreatePage);
