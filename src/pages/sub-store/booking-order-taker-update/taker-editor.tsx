import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { TakerForm, type TakerInput } from '@/components/label-forms';
import { confirmAction } from '@/components/setup-form';
import { SetupState } from '@/components/setup-state';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/server-message-texts';

export interface TakerEditorProps {
  id: string;
  /** After a delete: leave the page, or close the panel beside the list. */
  onDeleted(): void;
}

/**
 * Edits or removes an order taker (spec: booking-order-taker update); orders keep
 * naming them. Its own page on a phone; beside the taker list on wide windows.
 */
function TakerEditorView({ id, onDeleted }: TakerEditorProps) {
  const { t } = useTranslation();
  const { labels } = useRootStore().staffSetup;
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
      onDeleted();
    }
  };

  return (
    <SetupState
      state={labels.takerState}
      empty={!taker}
      emptyText={t('serverMessage.takerNotFound')}
      onRetry={labels.loadTakers}
    >
      {taker && (
        <TakerForm key={id} taker={taker} onSave={save}>
          <Button block type='danger' className='booking-order-taker__delete' onClick={() => void remove()}>
            {t('staffSetup.common.delete')}
          </Button>
        </TakerForm>
      )}
    </SetupState>
  );
}

export const TakerEditor = observer(TakerEditorView);
