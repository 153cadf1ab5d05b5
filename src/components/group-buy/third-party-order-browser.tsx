import { Input, Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { ThirdPartyOrder_Status } from '@/gen/booking/v1/third_party_order_pb';
import { GROUP_BUY_ROUTES } from '@/routing/group-buy-routes';
import { STATUS_FILTERS } from '@/stores/group-buy';
import { useRootStore } from '@/stores';
import { ThirdPartyOrderList } from './third-party-order-list';
import { useGroupBuy } from './use-group-buy';

/**
 * The store's platform orders: status chips, a search by order number, name
 * or phone, the cards and more on demand. Used by the group-buying orders
 * page (with the filter) and the order search's third-party tab (search only).
 */
function ThirdPartyOrderBrowserView({ filters = true }: { filters?: boolean }) {
  const { t } = useTranslation();
  const { navigator } = useRootStore();
  const { orders } = useGroupBuy();
  const open = (id: string) => void navigator.navigateTo(`${GROUP_BUY_ROUTES.orderDetail}?id=${id}`);
  // The search tab lists the newest orders until something is searched; the orders page loads on each show.
  useEffect(() => {
    if (!filters) void orders.load();
  }, [filters, orders]);
  return (
    <View>
      {filters && (
        <View className='group-buy-filters'>
          {STATUS_FILTERS.map((s) => (
            <Text
              key={s}
              className={
                s === orders.status ? 'group-buy-filters__chip group-buy-filters__chip--on' : 'group-buy-filters__chip'
              }
              onClick={() => void orders.setStatus(s)}
            >
              {t(`groupBuy.status.${ThirdPartyOrder_Status[s]}` as 'groupBuy.status.waitProcess')}
            </Text>
          ))}
        </View>
      )}
      <View className='group-buy-search'>
        <Input
          className='group-buy-search__input'
          type='text'
          confirmType='search'
          value={orders.keyword}
          placeholder={t('groupBuy.list.search')}
          onInput={(e) => orders.setKeyword(e.detail.value)}
          onConfirm={() => void orders.load()}
        />
        <Button size='small' type='primary' onClick={() => void orders.load()}>
          {t('groupBuy.list.searchAction')}
        </Button>
      </View>
      <LoadState
        status={orders.listStatus}
        empty={orders.list.length === 0}
        emptyText={t(orders.status || orders.keyword ? 'groupBuy.list.emptyFiltered' : 'groupBuy.list.empty')}
        onRetry={() => void orders.load()}
      >
        <ThirdPartyOrderList orders={orders.list} onOpen={open} />
        {orders.hasMore && (
          <Text className='group-buy-note' onClick={() => void orders.loadMore()}>
            {t('groupBuy.list.more')}
          </Text>
        )}
      </LoadState>
    </View>
  );
}

export const ThirdPartyOrderBrowser = observer(ThirdPartyOrderBrowserView);
