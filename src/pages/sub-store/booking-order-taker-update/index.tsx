import { Button } from '@nutui/nutui-react-taro';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TakerForm, type TakerInput } from '@/components/label-forms';
import { PageShell } from '@/components/page-shell';
import { confirmAction } from '@/components/setup-form';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** Edits or removes an order taker (spec: booking-order-taker update); orders keep naming them. */
function BookingOrderTakerUpdatePage() {
  const { t } = useTranslation();
  const id = useRouter().params.id ?? '';
  const { staffSetup, navigator } = useRootStore();
  const { labels } = staffSetup;
  useSetupLoad(labels.loadTakers);
  const taker = labels.takers.find((x) => x.model?.id === id);

  const save = async (input: TakerInput) => {
    const saved = await labels.saveTaker(id, input);
    if (saved) showToast(t('staffSetup.common.saved'));
    return saved !== null;
  };

  const remove = async () => {
    if (!taker || !(await confirmAction(t('staffSetup.common.confirmDelete', { name: taker.name })))) return;
    if (await labels.deleteTaker(id)) {
      showToast(t('staffSetup.common.deleted'));
      await navigator.back();
    }
  };

  return (
    <PageShell title={t('staffSetup.taker.updateTitle')}>
      <SetupState
        state={labels.takerState}
        empty={!taker}
        emptyText={t('serverMessage.takerNotFound')}
        onRetry={labels.loadTakers}
      >
        {taker && (
          <TakerForm key={id} taker={taker} onSave={save}>
            <Button block type='danger' onClick={() => void remove()}>
              {t('staffSetup.common.delete')}
            </Button>
          </TakerForm>
        )}
      </SetupState>
    </PageShell>
  );
}

export default observer(BookingOrderTakerUpdatePage);
