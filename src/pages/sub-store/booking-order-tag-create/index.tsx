import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { TagForm } from '@/components/label-forms';
import { PageShell } from '@/components/page-shell';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { useSetupLoad } from '@/components/setup-state';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** A new booking-order tag (spec: booking-order-tag create). */
function BookingOrderTagCreatePage() {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();
  // The store's tags, for the uniqueness check before sending.
  useSetupLoad(staffSetup.labels.loadTags);

  const save = async (content: string, color: string) => {
    await staffSetup.choice.ensureStoreId();
    if (!(await staffSetup.labels.saveTag(null, content, color))) return false;
    showToast(t('staffSetup.common.saved'));
    await navigator.back();
    return true;
  };

  return (
    <PageShell title={t('staffSetup.tag.createTitle')}>
      <SetupStoreName />
      <TagForm onSave={save} />
    </PageShell>
  );
}

export default observer(BookingOrderTagCreatePage);
