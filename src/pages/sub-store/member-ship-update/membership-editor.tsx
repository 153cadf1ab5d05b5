import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { MembershipForm, type MembershipInput } from '@/components/label-forms';
import { confirmAction } from '@/components/setup-form';
import { SetupState } from '@/components/setup-state';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/server-message-texts';

export interface MembershipEditorProps {
  id: string;
  /** After a delete: leave the page, or close the panel beside the list. */
  onDeleted(): void;
}

/**
 * Edits or deletes a membership level (spec: member-ship update); one diners hold
 * stays. Its own page on a phone; beside the level list on wide windows.
 */
function MembershipEditorView({ id, onDeleted }: MembershipEditorProps) {
  const { t } = useTranslation();
  const { membership } = useRootStore().staffSetup;
  const level = membership.find(id);

  const save = async (input: MembershipInput) => {
    const saved = await membership.save(id, input);
    if (saved) showToast(t('staffSetup.common.saved'));
    return saved !== null;
  };

  const remove = async () => {
    if (!level || !(await confirmAction(t('staffSetup.common.confirmDelete', { name: level.name })))) return;
    if (await membership.delete(id)) {
      showToast(t('staffSetup.common.deleted'));
      onDeleted();
    }
  };

  return (
    <SetupState
      state={membership.state}
      empty={!level}
      emptyText={t('serverMessage.membershipLevelNotFound')}
      onRetry={membership.load}
    >
      {level && (
        <MembershipForm key={id} level={level} onSave={save}>
          <Button block type='danger' onClick={() => void remove()}>
            {t('staffSetup.common.delete')}
          </Button>
        </MembershipForm>
      )}
    </SetupState>
  );
}

export const MembershipEditor = observer(MembershipEditorView);
