import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { StoreShiftForm, type ShiftInput } from '@/components/store-shift-form';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** A new shift (spec: store-shifts create). */
function StoreShiftsCreatePage() {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();

  const save = async (input: ShiftInput) => {
    await staffSetup.choice.ensureStoreId();
    const saved = await staffSetup.shifts.save(null, input);
    if (!saved) return false;
    showToast(t('staffSetup.common.saved'));
    await navigator.back();
    return true;
  };

  return (
    <PageShell title={t('staffSetup.shift.createTitle')}>
      <SetupStoreName />
      <StoreShiftForm onSave={save} />
    </PageShell>
  );
}

export default observer(StoreShiftsCreatePage);
