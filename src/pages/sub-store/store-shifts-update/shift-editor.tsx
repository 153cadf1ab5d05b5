import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { confirmAction } from '@/components/setup-form';
import { SetupState } from '@/components/setup-state';
import { StoreShiftForm, type ShiftInput } from '@/components/store-shift-form';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/server-message-texts';

export interface ShiftEditorProps {
  id: string;
  /** After a delete: leave the page, or close the panel beside the list. */
  onDeleted(): void;
}

/**
 * Edits a shift (spec: store-shifts update); one with orders cannot be deleted (pause
 * it instead). Its own page on a phone; beside the shift list on wide windows.
 */
function ShiftEditorView({ id, onDeleted }: ShiftEditorProps) {
  const { t } = useTranslation();
  const { shifts } = useRootStore().staffSetup;
  const shift = shifts.find(id);

  const save = async (input: ShiftInput) => {
    const current = shifts.find(id);
    const saved = await shifts.save(id, {
      ...input,
      skippedStartSecondList: current?.skippedStartSecondList ?? [],
      openTableIdList: current?.openTableIdList ?? [],
      hiddenTableIdList: current?.hiddenTableIdList ?? [],
      partySizeDurationList: current?.partySizeDurationList ?? [],
      sort: current?.sort ?? 0,
    });
    if (saved) showToast(t('staffSetup.common.saved'));
    return saved !== null;
  };

  const remove = async () => {
    if (!shift || !(await confirmAction(t('staffSetup.common.confirmDelete', { name: shift.name })))) return;
    if (await shifts.delete(id)) {
      showToast(t('staffSetup.common.deleted'));
      onDeleted();
    }
  };

  return (
    <SetupState state={shifts.state} empty={!shift} emptyText={t('serverMessage.shiftNotFound')} onRetry={shifts.load}>
      {shift && (
        <StoreShiftForm key={`${id}-${shift.model?.updateTime?.seconds ?? ''}`} shift={shift} onSave={save}>
          <Button block type='danger' onClick={() => void remove()}>
            {t('staffSetup.common.delete')}
          </Button>
        </StoreShiftForm>
      )}
    </SetupState>
  );
}

export const ShiftEditor = observer(ShiftEditorView);
