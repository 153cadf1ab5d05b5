import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { withDinerLogin } from '@/components/login-required';
import { PageShell } from '@/components/page-shell';
import { ParticipationListView } from '@/components/feast/participation-list-view';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';
import '@/i18n/feast-texts';

/** feast-orders (from Me): every feast the diner joined, newest first, with where each deposit stands. */
function FeastOrdersPage() {
  const { t } = useTranslation();
  const { feast: feasts, navigator } = useRootStore();
  const list = useViewModel(() => feasts.participations());
  // Back from a feast where the diner paid or cancelled: its deposit changed.
  useDidShow(() => {
    if (list.loaded) void list.refresh();
  });
  return (
    <PageShell
      title={t('feast.deposit.orders')}
      onRefresh={() => list.refresh()}
      onReachBottom={() => void list.loadMore()}
    >
      <ParticipationListView
        list={list}
        onOpen={(id) => void navigator.navigateTo(feastUrl(FEAST_ROUTES.detail, { id }))}
      />
    </PageShell>
  );
}

export default withDinerLogin(observer(FeastOrdersPage), { title: (t) => t('feast.deposit.orders') });
