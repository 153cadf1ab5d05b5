import { Tabs } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { OrderCard } from '@/components/diner/order-card';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { withDinerLogin } from '@/components/login-required';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { useRootStore } from '@/stores';
import { OrderHistoryStore } from '@/stores/diner/order-history.store';
import { useViewModel } from '@/stores/diner/use-view-model';
import { ORDER_TABS, type OrderTab } from '@/utils/diner/order-rules';
import '../../../components/diner/diner.scss';
import { useLocalName } from '@/i18n/use-local-name';
import '@/i18n/diner-orders-texts';
import '@/i18n/waitlist-texts';

/** order-history: pending payment, in progress and after-sales, each paged; pull to refresh. */
function OrderHistoryPage() {
  const { t } = useTranslation();
  const { storeName } = useLocalName();
  const { tab } = useRouter().params;
  const { diner, navigator } = useRootStore();
  const history = useViewModel(
    () =>
      new OrderHistoryStore(
        diner.context,
        (ORDER_TABS as readonly string[]).includes(tab ?? '') ? (tab as OrderTab) : undefined,
      ),
  );
  const list = history.current;
  return (
    <PageShell title={t('diner.page.orderHistory')} onRefresh={list.refresh} onReachBottom={() => void list.loadMore()}>
      <Tabs value={history.tab} onChange={(value) => void history.selectTab(value as OrderTab)}>
        {ORDER_TABS.map((key) => (
          <Tabs.TabPane key={key} value={key} title={t(`diner.order.tab.${key}`)} />
        ))}
      </Tabs>
      <View
        className='section section__row order-history__waitlist'
        onClick={() => void navigator.navigateTo(DINER_ROUTES.waitlist)}
      >
        <Text>{t('waitlist.entry')}</Text>
        <Text className='section__text'>›</Text>
      </View>
      <View className='order-history__list'>
        {list.items.map((order) => (
          <OrderCard
            key={order.model?.id}
            order={order}
            storeName={storeName(diner.catalog.get(order.storeId))}
            onClick={() => void navigator.navigateTo(pageUrl(DINER_ROUTES.orderDetail, { id: order.model?.id }))}
          />
        ))}
      </View>
      {list.loading && <StateView state='loading' />}
      {list.failed && <StateView state='error' onRetry={() => void list.refresh()} />}
      {list.isEmpty && <StateView state='empty' text={t('diner.order.empty')} />}
      {list.loaded && !list.hasMore && list.items.length > 0 && (
        <Text className='section__text order-history__end'>{t('diner.state.noMore')}</Text>
      )}
    </PageShell>
  );
}

export default withDinerLogin(observer(OrderHistoryPage), { title: (t) => t('diner.page.orderHistory') });
