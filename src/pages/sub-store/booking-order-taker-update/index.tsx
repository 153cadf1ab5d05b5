import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { useSetupLoad } from '@/components/setup-state';
import { useRootStore } from '@/stores';
import { TakerEditor } from './taker-editor';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** Edits or removes an order taker (spec: booking-order-taker update), on its own page. */
function BookingOrderTakerUpdatePage() {
  const { t } = useTranslation();
  const id = useRouter().params.id ?? '';
  const { staffSetup, navigator } = useRootStore();
  useSetupLoad(staffSetup.labels.loadTakers);
  return (
    <PageShell title={t('staffSetup.taker.updateTitle')}>
      <SetupStoreName />
      <TakerEditor id={id} onDeleted={() => void navigator.back()} />
    </PageShell>
  );
}

export default observer(BookingOrderTakerUpdatePage);
