import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { TakerForm, type TakerInput } from '@/components/label-forms';
import { PageShell } from '@/components/page-shell';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** A new order taker (spec: booking-order-taker create). */
function BookingOrderTakerCreatePage() {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();

  const save = async (input: TakerInput) => {
    await staffSetup.choice.ensureStoreId();
    if (!(await staffSetup.labels.saveTaker(null, input))) return false;
    showToast(t('staffSetup.common.saved'));
    await navigator.back();
    return true;
  };

  return (
    <PageShell title={t('staffSetup.taker.createTitle')}>
      <SetupStoreName />
      <TakerForm onSave={save} />
    </PageShell>
  );
}

export default observer(BookingOrderTakerCreatePage);
