import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { FapiaoTitleFields } from '@/common/fapiao-title';
import { EMPTY_FAPIAO, FapiaoForm } from '@/components/fapiao-form';
import { OrderPage, useStaff } from '@/components/staff-kit';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { fapiaoFields } from '@/stores/diner/fapiao-title.store';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import { GuestTitles } from './guest-titles';
import './index.scss';
import '@/i18n/fapiao-texts';

const FapiaoEditor = observer(function FapiaoEditor({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff, back } = useStaff();
  const save = async (fields: FapiaoTitleFields) => {
    if (await staff.order.setFapiao(fields)) {
      showToast(t('staffOps.common.saved'));
      back();
    }
  };
  const remove = async () => {
    if (!(await confirmAction(t('fapiao.staff.removeAsk'), t('fapiao.order.remove'), t('staffOps.common.cancel')))) {
      return;
    }
    if (await staff.order.setFapiao(null)) {
      showToast(t('fapiao.order.removed'));
      back();
    }
  };
  // a title picked from the guest's saved ones refills the form (a new key mounts it afresh)
  const [picked, setPicked] = useState<{ fields: FapiaoTitleFields; n: number } | null>(null);
  return (
    <View className='store-order-fapiao'>
      <Text className='store-order-fapiao__intro'>{t('fapiao.staff.intro')}</Text>
      <GuestTitles order={order} onPick={(fields) => setPicked((p) => ({ fields, n: (p?.n ?? 0) + 1 }))} />
      <FapiaoForm
        key={`${order.model?.id}:${picked?.n ?? 0}`}
        initial={picked ? picked.fields : order.fapiao ? fapiaoFields(order.fapiao) : EMPTY_FAPIAO}
        busy={staff.order.busy === 'fapiao'}
        onSave={(fields) => void save(fields)}
      />
      {order.fapiao && (
        <Button block fill='outline' type='danger' className='store-order-fapiao__remove' onClick={() => void remove()}>
          {t('fapiao.order.remove')}
        </Button>
      )}
    </View>
  );
});

/** store-order-fapiao: the fapiao title the guest asked for on this order, typed by staff; logged on the order. */
function StoreOrderFapiaoPage() {
  const { t } = useTranslation();
  return <OrderPage title={t('fapiao.staff.title')}>{(order) => <FapiaoEditor order={order} />}</OrderPage>;
}

export default observer(StoreOrderFapiaoPage);
