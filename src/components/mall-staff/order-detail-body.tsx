import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocalName } from '@/i18n/use-local-name';
import { useMoney } from '@/i18n/use-money';
import { LoadState } from '@/components/load-state';
import { confirmAction, TextField } from '@/components/setup-form';
import { MallOrder_CloseReason as CloseReason, MallOrder_Status as Status } from '@/gen/mall/v1/mall_order_pb';
import { showToast } from '@/services/feedback';
import { atStore } from '@/components/mall/mall-format';
import { ShipmentCard } from './shipment-card';
import { ShipmentForm } from './shipment-form';
import { useMallStaff } from './use-mall-staff';

/**
 * One mall order for staff: items, buyer, address, total, status and parcels;
 * accept, reject or cancel (asked first, with a reason), ship some or all of it,
 * and each parcel's next step (shipment-card). Its own page on a phone;
 * beside the order list on wide windows.
 */
function OrderDetailBodyView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { local } = useLocalName();
  const { orders } = useMallStaff();
  const detail = useMemo(() => orders.detail(id), [orders, id]);
  const [reason, setReason] = useState('');
  useEffect(() => {
    void detail.load();
  }, [detail]);
  const order = detail.order;
  // The order is made and paid in its store's currency.
  const format = useMoney();
  const money = (cents: string) => format(cents, order?.currency ?? '');

  const reject = async () => {
    if (await confirmAction(t('mallStaff.order.confirmReject'))) await detail.reject(reason);
  };
  const cancel = async () => {
    if (await confirmAction(t('mallStaff.order.confirmCancel'))) await detail.cancel(reason);
  };
  const accept = async () => {
    if (await detail.accept()) showToast(t('mallStaff.order.accepted'));
  };

  return (
    <LoadState
      status={detail.state}
      empty={!order}
      emptyText={t('mallStaff.order.notFound')}
      onRetry={() => void detail.load()}
    >
      {order && (
        <View className='mall-staff mall-order-detail'>
          <View className='mall-staff__section'>
            <View className='mall-staff__row'>
              <Text className='mall-staff__section-title'>{t('mallStaff.order.number', { id: order.model?.id })}</Text>
              <Text className='setup-list__badge mall-order-detail__status'>
                {t(`mallStaff.order.status.${Status[order.status] as 'FINISHED'}`)}
              </Text>
            </View>
            {order.status === Status.CLOSED && order.closeReason !== CloseReason.CLOSE_REASON_UNSPECIFIED && (
              <Text className='mall-staff__hint mall-order-detail__close-reason'>
                {t(`mallStaff.order.closeReason.${CloseReason[order.closeReason] as 'PAYMENT_FAIL'}`)}
              </Text>
            )}
            <Text className='mall-staff__hint'>
              {t('mallStaff.order.time')} {atStore(order.model?.createTime, order.timezone)}
            </Text>
          </View>
          <View className='mall-staff__section mall-order-detail__items'>
            <Text className='mall-staff__section-title'>{t('mallStaff.order.items')}</Text>
            {order.itemList.map((item) => (
              <View key={item.id} className='mall-staff__item mall-order-detail__item'>
                <View className='setup-list__main'>
                  <Text>{local(item.productTitle, item.productIntlTitle)}</Text>
                  {item.specText && <Text className='mall-staff__hint'>{local(item.specText, item.specIntlText)}</Text>}
                  <Text className='mall-staff__hint'>
                    {t('mallStaff.order.shipped', { shipped: item.shippedQuantity, count: item.quantity })}
                  </Text>
                </View>
                <Text>
                  {money(item.unitPrice)} {t('mallStaff.order.quantity', { count: item.quantity })}
                </Text>
              </View>
            ))}
            <View className='mall-staff__item'>
              <Text>{t('mallStaff.order.total')}</Text>
              <Text className='mall-staff__total mall-order-detail__total'>{money(order.totalAmount)}</Text>
            </View>
            {order.refundedAmount !== '0' && order.refundedAmount !== '' && (
              <View className='mall-staff__item'>
                <Text>{t('mallStaff.order.refunded')}</Text>
                <Text className='mall-order-detail__refunded'>{money(order.refundedAmount)}</Text>
              </View>
            )}
          </View>
          <View className='mall-staff__section mall-order-detail__buyer'>
            <Text className='mall-staff__section-title'>{t('mallStaff.order.buyer')}</Text>
            <Text>
              {order.buyerNickname} {order.buyerPhone}
            </Text>
            <Text className='mall-staff__section-title'>{t('mallStaff.order.address')}</Text>
            {order.address?.selfDelivery ? (
              <Text>{t('mallStaff.order.selfPickup')}</Text>
            ) : (
              order.address && (
                <Text className='mall-order-detail__address'>
                  {[
                    order.address.contact,
                    order.address.phone,
                    order.address.province,
                    order.address.city,
                    order.address.district,
                    order.address.detail,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                </Text>
              )
            )}
            {order.remark && (
              <Text className='mall-staff__hint'>
                {t('mallStaff.order.remark')}: {order.remark}
              </Text>
            )}
          </View>
          {(detail.canAccept || detail.canCancel) && (
            <View className='mall-staff__section mall-order-detail__decide'>
              <TextField
                name='reason'
                label={t('mallStaff.order.reason')}
                placeholder={t('mallStaff.order.reasonPlaceholder')}
                value={reason}
                maxLength={200}
                onChange={setReason}
              />
              <View className='mall-staff__actions'>
                {detail.canAccept && (
                  <Button
                    type='primary'
                    className='mall-order-detail__accept'
                    disabled={detail.busy}
                    onClick={() => void accept()}
                  >
                    {t('mallStaff.order.accept')}
                  </Button>
                )}
                {detail.canReject && (
                  <Button
                    type='danger'
                    className='mall-order-detail__reject'
                    disabled={detail.busy}
                    onClick={() => void reject()}
                  >
                    {t('mallStaff.order.reject')}
                  </Button>
                )}
                {detail.canCancel && (
                  <Button
                    type='danger'
                    className='mall-order-detail__cancel'
                    disabled={detail.busy}
                    onClick={() => void cancel()}
                  >
                    {t('mallStaff.order.cancel')}
                  </Button>
                )}
              </View>
            </View>
          )}
          {order.shipmentList.length > 0 && (
            <View className='mall-staff__section mall-order-detail__shipments'>
              <Text className='mall-staff__section-title'>{t('mallStaff.shipment.list')}</Text>
              {order.shipmentList.map((s) => (
                <ShipmentCard key={s.id} detail={detail} shipment={s} />
              ))}
            </View>
          )}
          {detail.canShip && !detail.shipment && (
            <Button type='primary' block className='mall-order-detail__ship' onClick={detail.startShipment}>
              {t('mallStaff.shipment.create')}
            </Button>
          )}
          <ShipmentForm detail={detail} />
        </View>
      )}
    </LoadState>
  );
}

export const OrderDetailBody = observer(OrderDetailBodyView);
