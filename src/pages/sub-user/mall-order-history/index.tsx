import { Text, View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { StateView } from '@/components/diner/state-view';
import { withDinerLogin } from '@/components/login-required';
import { MallOrderCard } from '@/components/mall/order-card';
import { mallText, useMallText } from '@/components/mall/use-mall-text';
import { PageShell } from '@/components/page-shell';
import { pageUrl } from '@/routing/diner-routes';
import { mallApi } from '@/services/mall-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { MallOrderHistory, ORDER_TABS, type OrderTab } from '@/stores/mall/mall-orders';
import { MALL_ROUTES } from '@/stores/mall/mall-routes';
import '../../../components/diner/diner.scss';
import '../../../components/mall/mall-shop.scss';

const TABS = Object.keys(ORDER_TABS) as OrderTab[];

/** mall-order-history: the diner's mall orders by status tab, newest first. */
function MallOrderHistoryPage() {
  const mt = useMallText();
  const root = useRootStore();
  const history = useViewModel(() => new MallOrderHistory(mallApi(root.transport)));
  // Back from an order that was paid, cancelled or received.
  useDidShow(() => {
    if (history.list.loaded) void history.list.refresh();
  });
  const list = history.list;
  return (
    <PageShell
      title={mt('page.orderHistory')}
      onRefresh={() => list.refresh()}
      onReachBottom={() => void list.loadMore()}
      wide
    >
      <View className='mall-page'>
        <View className='mall-tabs chip-list'>
          {TABS.map((tab) => (
            <Text
              key={tab}
              className={`chip mall-tab mall-tab--${tab}${history.tab === tab ? ' chip--active' : ''}`}
              onClick={() => void history.show(tab)}
            >
              {mt(`orders.tab.${tab}`)}
            </Text>
          ))}
        </View>
        {!list.loaded && list.loading && <StateView state='loading' />}
        {list.failed && !list.loaded && <StateView state='error' onRetry={() => void list.refresh()} />}
        {list.isEmpty && <StateView state='empty' text={mt('orders.empty')} />}
        {list.items.map((o) => (
          <MallOrderCard
            key={o.model?.id}
            order={o}
            onOpen={() => void root.navigator.navigateTo(pageUrl(MALL_ROUTES.orderDetail, { id: o.model?.id }))}
          />
        ))}
        {list.loaded && list.items.length > 0 && (
          <Text className='mall-list__foot'>{list.hasMore ? mt('shop.loadMore') : mt('shop.end')}</Text>
        )}
      </View>
    </PageShell>
  );
}

export default withDinerLogin(observer(MallOrderHistoryPage), { title: () => mallText('page.orderHistory') });
