import { Button } from '@nutui/nutui-react-taro';
import { Input, Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { OrderPage, ToggleRow, useStaff } from '@/components/staff-kit';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { readYuan } from '@/common/amount-input';
import { formatCents } from '@/common/money';

// An observer: it reads the staff stores (busy flags, loaded options).
const NotArriveForm = observer(function NotArriveForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff, back } = useStaff();
  const canForfeit = order.netPaidAmount !== '0' && order.netPaidAmount !== '';
  const [forfeit, setForfeit] = useState(false);
  const [yuan, setYuan] = useState(canForfeit ? formatCents(order.netPaidAmount) : '');
  // What is forfeited: more than 0 and at most the deposit held.
  const kept = readYuan(yuan, { max: order.netPaidAmount || '0' });
  const valid = !forfeit || kept.ok;
  const submit = async () => {
    if (!valid) return;
    if (!(await confirmAction(t('staffOps.ask.notArrive'), t('staffOps.common.confirm'), t('staffOps.common.cancel'))))
      return;
    if (await staff.order.notArrive(forfeit && kept.ok ? kept.cents : '0')) {
      showToast(t('staffOps.action.done'));
      back();
    }
  };
  return (
    <View>
      {canForfeit && <ToggleRow label={t('staffOps.notArrive.forfeit')} on={forfeit} onChange={setForfeit} />}
      {forfeit && (
        <View className='staff-form__field'>
          <Text className='staff-form__label'>{t('staffOps.notArrive.amount')}</Text>
          <Input className='staff-form__input' type='digit' value={yuan} onInput={(e) => setYuan(e.detail.value)} />
          <Text className='staff-form__help'>
            {t('staffOps.notArrive.max', { amount: formatCents(order.netPaidAmount) })}
          </Text>
          {!valid && <Text className='order-page__error'>{t('staffOps.notArrive.badAmount')}</Text>}
        </View>
      )}
      <View className='order-page__actions'>
        <Button
          type='danger'
          disabled={!valid}
          loading={staff.order.busy === 'notArrive'}
          onClick={() => void submit()}
        >
          {t('staffOps.action.notArrive')}
        </Button>
      </View>
    </View>
  );
});

/** Not arrived: closes the booking as a no-show, optionally keeping some of the deposit paid. */
function StoreOrderNotArrivePage() {
  const { t } = useTranslation();
  return <OrderPage title={t('staffOps.notArrive.title')}>{(order) => <NotArriveForm order={order} />}</OrderPage>;
}

export default observer(StoreOrderNotArrivePage);
