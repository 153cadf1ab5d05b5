import { Button } from '@nutui/nutui-react-taro';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TagForm } from '@/components/label-forms';
import { PageShell } from '@/components/page-shell';
import { confirmAction } from '@/components/setup-form';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** Edits or deletes a booking-order tag (spec: booking-order-tag update); deleting takes it off orders too. */
function BookingOrderTagUpdatePage() {
  const { t } = useTranslation();
  const id = useRouter().params.id ?? '';
  const { staffSetup, navigator } = useRootStore();
  const { labels } = staffSetup;
  useSetupLoad(labels.loadTags);
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
      await navigator.back();
    }
  };

  return (
    <PageShell title={t('staffSetup.tag.updateTitle')}>
      <SetupState
        state={labels.tagState}
        empty={!tag}
        emptyText={t('serverMessage.tagNotFound')}
        onRetry={labels.loadTags}
      >
        {tag && (
          <TagForm key={id} tag={tag} onSave={save}>
            <Button block type='danger' onClick={() => void remove()}>
              {t('staffSetup.common.delete')}
            </Button>
          </TagForm>
        )}
      </SetupState>
    </PageShell>
  );
}

export default observer(BookingOrderTagUpdatePage);
