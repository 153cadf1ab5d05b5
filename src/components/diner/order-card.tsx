import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { BookingOrder_Status as Status, type BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { bookingWhen } from '@/utils/diner/store-time';
import { useLocalName } from '@/i18n/use-local-name';
import '@/i18n/diner-orders-texts';

/** The status name of an order; an unpaid deposit past its expiry reads 'deposit payment expired'. */
export function useStatusText() {
  const { t } = useTranslation();
  return (order: BookingOrder, nowMs = Date.now()) => {
    const expiry = order.depositExpireTime ? Number(order.depositExpireTime.seconds) * 1000 : null;
    if (order.status === Status.WAIT_DEPOSIT_PAYMENT && expiry !== null && expiry <= nowMs)
      return t('diner.order.status.expired');
    return t(`diner.order.status.${Status[order.status] as 'CLOSED'}`);
  };
}

export interface OrderCardProps {
  order: BookingOrder;
  storeName?: string;
  onClick(): void;
}

/** An order in a list: store, status, when (store time) and party. */
export function OrderCard({ order, storeName, onClick }: OrderCardProps) {
  const { t } = useTranslation();
  const { orderShift } = useLocalName();
  const statusText = useStatusText();
  return (
    <View className='section order-card' onClick={onClick}>
      <View className='section__row'>
        <Text className='section__title'>{storeName || order.orderNo}</Text>
        <Text className='order-card__status'>{statusText(order)}</Text>
      </View>
      <Text>{bookingWhen(order, orderShift(order))}</Text>
      <Text className='section__text'>
        {t('diner.order.people_count', { count: order.peopleCount })} · {order.orderNo}
      </Text>
    </View>
  );
}
