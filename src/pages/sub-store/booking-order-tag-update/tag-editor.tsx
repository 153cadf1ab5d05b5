import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { TagForm } from '@/components/label-forms';
import { confirmAction } from '@/components/setup-form';
import { SetupState } from '@/components/setup-state';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/server-message-texts';

export interface TagEditorProps {
  id: string;
  /** After a delete: leave the page, or close the panel beside the list. */
  onDeleted(): void;
}

/**
 * Edits or deletes a booking-order tag (spec: booking-order-tag update); deleting
 * takes it off orders too. Its own page on a phone; beside the tag list on wide windows.
 */
function TagEditorView({ id, onDeleted }: TagEditorProps) {
  const { t } = useTranslation();
  const { labels } = useRootStore().staffSetup;
  const tag = labels.tags.find((x) => x.model?.id === id);

  const save = async (content: string, color: string) => {
    const saved = await labels.saveTag(id, content, color);
    if (saved) showToast(t('staffSetup.common.saved'));
    return saved !== null;
  };

  const remove = async () => {
    if (!tag || !(await confirmAction(t('staffSetup.common.confirmDelete', { name: tag.content })))) return;
    if (await labels.deleteTag(id)) {
      showToast(t('staffSetup.common.deleted'));
      onDeleted();
    }
  };

  return (
    <SetupState
      state={labels.tagState}
      empty={!tag}
      emptyText={t('serverMessage.tagNotFound')}
      onRetry={labels.loadTags}
    >
      {tag && (
        <TagForm key={id} tag={tag} onSave={save}>
          <Button block type='danger' className='booking-order-tag__delete' onClick={() => void remove()}>
            {t('staffSetup.common.delete')}
          </Button>
        </TagForm>
      )}
    </SetupState>
  );
}

export const TagEditor = observer(TagEditorView);
