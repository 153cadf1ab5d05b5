import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { useRootStore } from '@/stores';
import { DinerDetailBody } from './diner-detail-body';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** One diner of the merchant's (spec: diner-detail), on its own page. */
function DinerDetailPage() {
  const { t } = useTranslation();
  const id = useRouter().params.id ?? '';
  const { staffSetup } = useRootStore();
  const refresh = () => Promise.all([staffSetup.diners.loadDetail(id), staffSetup.membership.load()]);
  return (
    <PageShell title={t('staffSetup.diner.detailTitle')} onRefresh={refresh}>
      <DinerDetailBody id={id} />
    </PageShell>
  );
}

export default observer(DinerDetailPage);
