import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocalName } from '@/i18n/use-local-name';
import { useMoney } from '@/i18n/use-money';
import { LoadState } from '@/components/load-state';
import { OrderDetailBody } from '@/components/mall-staff/order-detail-body';
import { atStore } from '@/components/mall/mall-format';
import { useMallStaff } from '@/components/mall-staff/use-mall-staff';
import { PageShell } from '@/components/page-shell';
import { ListDetail, listRowClass, useListPanel } from '@/components/side-panel';
import { MallOrder_Status as Status } from '@/gen/mall/v1/mall_order_pb';
import { MALL_STAFF_ROUTES } from '@/routing/mall-staff-routes';
import { ORDER_TABS, type OrderTab } from '@/stores/mall-staff/mall-orders.store';
import '../../../components/setup-form/setup-form.scss';
import '../../../components/mall-staff/mall-staff.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * The store's mall orders by status, those to confirm first (`?tab=` picks
 * another); pull to refresh, more near the bottom; an order opens beside the
 * list on wide windows.
 */
function MallOrderListPage() {
  const { t } = useTranslation();
  const { local } = useLocalName();
  const money = useMoney();
  const { tab } = useRouter().params;
  const { orders } = useMallStaff();
  const list = orders.list;
  const panel = useListPanel(MALL_STAFF_ROUTES.orderDetail);
  useEffect(() => {
    const initial = (ORDER_TABS as readonly string[]).includes(tab ?? '') ? (tab as OrderTab) : 'WAIT_SELLER_CONFIRM';
    void orders.setTab(initial);
  }, [orders, tab]);
  const chip = (on: boolean) => (on ? 'setup-choice__item setup-choice__item--chosen' : 'setup-choice__item');
  return (
    <PageShell
      title={t('mallStaff.order.listTitle')}
      wide
      onRefresh={list.refresh}
      onReachBottom={() => void list.loadMore()}
    >
      <ListDetail
        shown={panel.shown}
        panelTitle={t('mallStaff.order.detailTitle')}
        onClose={panel.close}
        renderDetail={(id) => <OrderDetailBody id={id} />}
      >
        <View className='mall-staff mall-order-list'>
          <View className='mall-staff__tabs'>
            {ORDER_TABS.map((f) => (
              <Text
                key={f}
                className={`${chip(orders.tab === f)} mall-order-list__tab--${f}`}
                onClick={() => {
                  panel.close();
                  void orders.setTab(f);
                }}
              >
                {t(`mallStaff.order.tab.${f}`)}
              </Text>
            ))}
          </View>
          <LoadState
            status={list.failed ? 'error' : list.loaded ? 'ready' : 'loading'}
            empty={list.isEmpty}
            emptyText={t('mallStaff.order.empty')}
            onRetry={() => void list.refresh()}
          >
            <View className='setup-list'>
              {list.items.map((order) => (
                <View
                  key={order.model?.id}
                  className={listRowClass(panel.shown, order.model?.id, 'mall-order-list__row')}
                  onClick={() => panel.open(order.model!.id)}
                >
                  <View className='setup-list__main'>
                    <Text className='setup-list__title'>
                      {order.itemList
                        .map((i) => `${local(i.productTitle, i.productIntlTitle)} ×${i.quantity}`)
                        .join(', ')}
                    </Text>
                    <Text className='setup-list__sub'>
                      {[
                        t('mallStaff.order.number', { id: order.model?.id }),
                        order.buyerNickname,
                        atStore(order.model?.createTime, order.timezone),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </View>
                  <View className='setup-list__main mall-staff__side mall-order-list__side'>
                    <Text className='setup-list__title'>{money(order.totalAmount || '0', order.currency)}</Text>
                    <Text className='setup-list__badge'>
                      {t(`mallStaff.order.status.${Status[order.status] as 'FINISHED'}`)}
                    </Text>
                  </View>
                </View>
              ))}
            </View>
          </LoadState>
        </View>
      </ListDetail>
    </PageShell>
  );
}

export default observer(MallOrderListPage);
