import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { FapiaoTitleFields } from '@/common/fapiao-title';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { useStaff } from '@/components/staff-kit';
import { fapiaoFields } from '@/stores/diner/fapiao-title.store';
import { GuestFapiaoTitlesStore } from '@/stores/staff/guest-fapiao-titles.store';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/fapiao-texts';

/** The guest's saved titles above the form: a tap fills the form with one. */
export const GuestTitles = observer(function GuestTitles({
  order,
  onPick,
}: {
  order: BookingOrder;
  onPick: (fields: FapiaoTitleFields) => void;
}) {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const [titles] = useState(() => new GuestFapiaoTitlesStore(staff.api));
  const storeId = staff.order.ref().storeId;
  const orderId = order.model?.id ?? '';
  useEffect(() => {
    if (storeId && orderId) void titles.load(storeId, orderId);
  }, [titles, storeId, orderId]);

  return (
    <View className='store-order-fapiao__guest' data-testid='guest-fapiao-titles'>
      <Text className='store-order-fapiao__guest-head'>{t('fapiao.staff.guestTitles')}</Text>
      {titles.status === 'loading' && titles.list.length === 0 && (
        <Text className='store-order-fapiao__guest-note'>{t('staffOps.common.loading')}</Text>
      )}
      {titles.status === 'error' && (
        <Text
          className='store-order-fapiao__guest-note store-order-fapiao__guest-retry'
          onClick={() => void titles.load(storeId, orderId)}
        >
          {t('fapiao.staff.guestTitlesFailed')}
        </Text>
      )}
      {titles.status === 'ready' && titles.list.length === 0 && (
        <Text className='store-order-fapiao__guest-note'>{t('fapiao.staff.guestTitlesNone')}</Text>
      )}
      {titles.list.map((title) => (
        <View
          key={title.model?.id}
          className='store-order-fapiao__guest-title'
          onClick={() => onPick(fapiaoFields(title.fields))}
        >
          <Text className='store-order-fapiao__guest-name'>{title.fields?.title}</Text>
          {title.isDefault && <Text className='store-order-fapiao__guest-default'>{t('fapiao.isDefault')}</Text>}
          {title.fields?.taxpayerId && <Text className='store-order-fapiao__guest-id'>{title.fields.taxpayerId}</Text>}
          <Text className='store-order-fapiao__guest-use'>{t('fapiao.staff.useGuestTitle')}</Text>
        </View>
      ))}
    </View>
  );
});
