import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useMoney } from '@/i18n/use-money';
import { StatusTag, clockOf, useGroupBuy, useShownLoad } from '@/components/group-buy';
import { LoadState } from '@/components/load-state';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit';
import { OrderActions } from './order-actions';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <View className='third-party-detail__row'>
      <Text className='third-party-detail__label'>{label}</Text>
      <Text className='third-party-detail__value'>{value || '-'}</Text>
    </View>
  );
}

/** third-party-order-detail: one platform order, its linked booking, and staff's answers. */
function ThirdPartyOrderDetailPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { openOrder } = useStaff();
  const { orders } = useGroupBuy();
  const id = useRouter().params.id ?? '';
  const load = () => orders.open(id);
  useShownLoad(load);
  const order = orders.order?.id === id ? orders.order : null;
  return (
    <PageShell title={t('groupBuy.detail.title')} onRefresh={load} wide>
      <View className='third-party-detail'>
        <LoadState status={order ? 'ready' : orders.detailStatus} onRetry={() => void load()}>
          {order && (
            <View className='third-party-detail__columns'>
              <View className='third-party-detail__card'>
                <View className='third-party-detail__head'>
                  <Text className='third-party-detail__name'>{order.dinerName || order.dinerPhone}</Text>
                  <StatusTag status={order.status} />
                </View>
                <Row label={t('groupBuy.detail.platformOrderId')} value={order.platformOrderId} />
                <Row label={t('groupBuy.detail.phone')} value={order.dinerPhone} />
                <Row
                  label={t('groupBuy.detail.time')}
                  value={`${order.reservationDate} ${clockOf(order.reservationStartSecond)}`}
                />
                <Row label={t('groupBuy.detail.people')} value={String(order.adultCount)} />
                <Row label={t('groupBuy.detail.product')} value={order.productName} />
                <Row label={t('groupBuy.detail.paid')} value={money(order.paidAmount, order.currency)} />
                <Row label={t('groupBuy.detail.remark')} value={order.remark} />
              </View>
              <View className='third-party-detail__card'>
                <Text className='third-party-detail__section'>{t('groupBuy.detail.booking')}</Text>
                {orders.booking ? (
                  <View className='third-party-detail__booking'>
                    <Text>{`${orders.booking.orderNo} · ${orders.booking.reservationDate}`}</Text>
                    <Button size='small' fill='outline' onClick={() => openOrder(orders.booking!.model!.id)}>
                      {t('groupBuy.detail.openBooking')}
                    </Button>
                  </View>
                ) : (
                  <Text className='third-party-detail__muted'>{t('groupBuy.detail.noBooking')}</Text>
                )}
                <OrderActions order={order} />
              </View>
            </View>
          )}
        </LoadState>
      </View>
    </PageShell>
  );
}

export default observer(ThirdPartyOrderDetailPage);
