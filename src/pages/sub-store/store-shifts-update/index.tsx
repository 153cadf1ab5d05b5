import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { useSetupLoad } from '@/components/setup-state';
import { useRootStore } from '@/stores';
import { ShiftEditor } from './shift-editor';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** Edits a shift (spec: store-shifts update), on its own page. */
function StoreShiftsUpdatePage() {
  const { t } = useTranslation();
  const id = useRouter().params.id ?? '';
  const { staffSetup, navigator } = useRootStore();
  useSetupLoad(staffSetup.shifts.load);
  return (
    <PageShell title={t('staffSetup.shift.updateTitle')}>
      <SetupStoreName />
      <ShiftEditor id={id} onDeleted={() => void navigator.back()} />
    </PageShell>
  );
}

export default observer(StoreShiftsUpdatePage);
