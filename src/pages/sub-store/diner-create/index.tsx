import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { DinerForm } from '@/components/diner-form';
import { PageShell } from '@/components/page-shell';
import { useSetupLoad } from '@/components/setup-state';
import { staffUrl } from '@/routing/staff-routes';
import { STAFF_SETUP_ROUTES } from '@/routing/staff-setup-routes';
import { showToast } from '@/services/feedback';
import type { DinerFields } from '@/stores/staff-setup';
import { useRootStore } from '@/stores';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** A new diner record (spec: diner-create); a phone already on file is refused by the server. */
function DinerCreatePage() {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();
  // Membership levels to choose from.
  useSetupLoad(staffSetup.membership.load);

  const save = async (fields: DinerFields) => {
    const diner = await staffSetup.diners.create(fields);
    if (!diner) return false;
    showToast(t('staffSetup.common.saved'));
    await navigator.redirectTo(staffUrl(STAFF_SETUP_ROUTES.dinerDetail, { id: diner.model!.id }));
    return true;
  };

  return (
    <PageShell title={t('staffSetup.diner.createTitle')}>
      <DinerForm onSave={save} />
    </PageShell>
  );
}

export default observer(DinerCreatePage);
