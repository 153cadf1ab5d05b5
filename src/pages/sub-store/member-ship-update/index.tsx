import { Button } from '@nutui/nutui-react-taro';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MembershipForm, type MembershipInput } from '@/components/label-forms';
import { PageShell } from '@/components/page-shell';
import { confirmAction } from '@/components/setup-form';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** Edits or deletes a membership level (spec: member-ship update); one diners hold stays. */
function MemberShipUpdatePage() {
  const { t } = useTranslation();
  const id = useRouter().params.id ?? '';
  const { staffSetup, navigator } = useRootStore();
  const { membership } = staffSetup;
  useSetupLoad(membership.load);
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
      await navigator.back();
    }
  };

  return (
    <PageShell title={t('staffSetup.membership.updateTitle')}>
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
    </PageShell>
  );
}

export default observer(MemberShipUpdatePage);
