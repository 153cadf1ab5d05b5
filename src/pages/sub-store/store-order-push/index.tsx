import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { OrderNotifications } from '@/components/notifications/order-notifications';
import { ChoiceField, TextField } from '@/components/setup-form';
import { OrderPage, useStaff } from '@/components/staff-kit';
import { NotificationEventType, PushChannel } from '@/gen/push/v1/push_pb';
import { showToast } from '@/services/feedback';
// the notification stores are built on first use, and load with this module
import '@/stores/push-app';
import { SEND_CHANNELS, SENDABLE_EVENTS } from '@/stores/push/order-push.store';
import '../../../components/setup-form/setup-form.scss';
import '@/i18n/notification-texts';

/**
 * store-order-push: staff send the diner a message with parameters (the template is
 * the event's message, the send platform the channel), or call them. A refusal
 * (order not paid yet, no phone, not following, not subscribed, template not
 * configured or not found, phone format error) comes back as the server's message;
 * below, every message the order has had.
 */
function StoreOrderPushPage() {
  const { t } = useTranslation();
  const { root } = useStaff();
  const push = root.push.orderPush;
  return (
    <OrderPage title={t('notify.push.title')}>
      {(order) => {
        const orderId = order.model?.id ?? '';
        const send = async () => {
          if (push.orderId !== orderId) await push.load(order.storeId, orderId);
          if (await push.send()) showToast(t('notify.push.sent'));
        };
        return (
          <View className='store-order-push'>
            <Text className='order-page__note'>{t('notify.push.hint')}</Text>
            <ChoiceField
              name='push-template'
              label={t('notify.push.template')}
              options={SENDABLE_EVENTS.map((e) => ({
                value: e,
                label: t(`notify.event.${NotificationEventType[e] as 'REMIND_ARRIVAL'}`),
              }))}
              value={push.eventType}
              onChange={(eventType) => push.choose({ eventType })}
            />
            <ChoiceField
              name='push-platform'
              label={t('notify.push.platform')}
              options={SEND_CHANNELS.map((c) => ({ value: c, label: t(`notify.channel.${PushChannel[c] as 'SMS'}`) }))}
              value={push.channel}
              onChange={(channel) => push.choose({ channel })}
            />
            <TextField
              name='push-remark'
              label={t('notify.push.remark')}
              placeholder={t('notify.push.remarkPlaceholder')}
              maxLength={100}
              value={push.remark}
              onChange={(remark) => push.choose({ remark })}
            />
            <View className='order-page__actions'>
              <Button type='primary' loading={push.sending} disabled={push.sending} onClick={() => void send()}>
                {t('notify.push.send')}
              </Button>
              {order.diner?.phone && (
                <Button onClick={() => void root.platform.makePhoneCall(order.diner!.phone)}>
                  {t('notify.push.call')}
                </Button>
              )}
            </View>
            <OrderNotifications storeId={order.storeId} orderId={orderId} />
          </View>
        );
      }}
    </OrderPage>
  );
}

export default observer(StoreOrderPushPage);
