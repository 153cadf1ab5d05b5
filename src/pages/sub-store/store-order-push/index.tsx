import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useTranslation } from 'react-i18next';
import { OrderPage, useStaff } from '@/components/staff-kit';

/**
 * store-order-push, minimal until the push service exists: the staff member can call
 * the guest; SMS and message notifications are said to come later.
 */
export default function StoreOrderPushPage() {
  const { t } = useTranslation();
  const { root } = useStaff();
  return (
    <OrderPage title={t('staffOps.push.title')}>
      {(order) => (
        <View>
          <Text className='order-page__note'>{t('staffOps.push.later')}</Text>
          {order.diner?.phone && (
            <View className='order-page__actions'>
              <Button type='primary' onClick={() => void root.platform.makePhoneCall(order.diner!.phone)}>
                {t('staffOps.action.call')}
              </Button>
            </View>
          )}
        </View>
      )}
    </OrderPage>
  );
}
