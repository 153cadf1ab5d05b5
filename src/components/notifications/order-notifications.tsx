import { Text, View } from '@tarojs/components';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DeliveryReason, DeliveryStatus, NotificationEventType, PushChannel } from '@/gen/push/v1/push_pb';
import { useDateDisplay } from '@/i18n/use-date-display';
import { useRootStore } from '@/stores';
// the notification stores are built on first use, and load with this module
import '@/stores/push-app';
import './notifications.scss';
import '@/i18n/notification-texts';

/**
 * An order's notifications for its log: each event, and per channel whether it was
 * delivered, is waiting, failed or was not sent, and why.
 */
function OrderNotificationsView({ storeId, orderId }: { storeId: string; orderId: string }) {
  const { t } = useTranslation();
  const { dateTime } = useDateDisplay();
  const { orderPush } = useRootStore().push;
  useEffect(() => {
    if (storeId && orderId) void orderPush.load(storeId, orderId);
  }, [orderPush, storeId, orderId]);
  const events = orderPush.orderId === orderId ? orderPush.events : [];
  return (
    <View className='order-notifications'>
      <Text className='order-notifications__title'>{t('notify.log.title')}</Text>
      {events.length === 0 && <Text className='order-notifications__empty'>{t('notify.log.empty')}</Text>}
      {events.map((event) => (
        <View key={event.id} className='order-notifications__event'>
          <View className='order-notifications__head'>
            <Text>{t(`notify.event.${NotificationEventType[event.type] as 'REMIND_ARRIVAL'}`)}</Text>
            {event.occurTime && (
              <Text className='order-notifications__time'>{dateTime(timestampDate(event.occurTime).getTime())}</Text>
            )}
          </View>
          {event.deliveries.map((d) => {
            const status = DeliveryStatus[d.status] as 'SUCCESS';
            return (
              <View key={d.id} className='order-notifications__delivery'>
                <Text>{t(`notify.channel.${PushChannel[d.channel] as 'SMS'}`)}</Text>
                <Text className={`order-notifications__status order-notifications__status--${status}`}>
                  {t(`notify.status.${status}`)}
                </Text>
                {d.reason !== DeliveryReason.DELIVERY_REASON_UNSPECIFIED && (
                  <Text>{t(`notify.reason.${DeliveryReason[d.reason] as 'NO_PHONE'}`)}</Text>
                )}
                {d.recipient && d.channel === PushChannel.SMS && <Text>{d.recipient}</Text>}
                {d.status === DeliveryStatus.SUCCESS && d.content && (
                  <Text className='order-notifications__content'>{d.content}</Text>
                )}
              </View>
            );
          })}
        </View>
      ))}
    </View>
  );
}

export const OrderNotifications = observer(OrderNotificationsView);
