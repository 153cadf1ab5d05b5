import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { FeastFormView } from '@/components/feast/feast-form-view';
import { PageShell } from '@/components/page-shell';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';
import '@/i18n/feast-texts';

/** feast-create: a new feast of the store (?id= edits one). */
function FeastCreatePage() {
  const { t } = useTranslation();
  const { id = '' } = useRouter().params;
  const { feast: feasts, navigator } = useRootStore();
  const form = useViewModel(() => feasts.form(id));
  const save = async () => {
    const feast = await form.save();
    if (!feast) return;
    showToast(t('feast.form.saved'));
    void navigator.redirectTo(feastUrl(FEAST_ROUTES.storeDetail, { id: feast.model?.id }));
  };
  return (
    <PageShell title={id ? t('feast.page.storeEdit') : t('feast.page.storeCreate')}>
      {form.state === 'loading' && <StateView state='loading' />}
      {form.state === 'error' && <StateView state='error' onRetry={() => void form.load()} />}
      {form.state === 'ready' && <FeastFormView form={form} onSave={() => void save()} />}
    </PageShell>
  );
}

export default observer(FeastCreatePage);
