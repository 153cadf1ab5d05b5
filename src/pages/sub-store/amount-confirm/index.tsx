import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { OrderPage, useStaff } from '@/components/staff-kit';
import { showToast } from '@/services/feedback';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** amount-confirm: the final payment is settled (paid in the app or at the counter): the booking finishes. */
function AmountConfirmPage() {
  const { t } = useTranslation();
  const { staff, back } = useStaff();
  const submit = async () => {
    if (await staff.order.finalConfirm()) {
      showToast(t('staffOps.action.done'));
      back();
    }
  };
  return (
    <OrderPage title={t('staffOps.amount.confirmTitle')}>
      {(order) => (
        <View>
          <Text className='order-page__note'>
            {t('staffOps.amount.confirmText', { amount: order.finalPaymentAmount || '0', currency: order.currency })}
          </Text>
          <View className='order-page__actions'>
            <Button type='primary' loading={staff.order.busy === 'finalConfirm'} onClick={() => void submit()}>
              {t('staffOps.action.finalConfirm')}
            </Button>
          </View>
        </View>
      )}
    </OrderPage>
  );
}

export default observer(AmountConfirmPage);
