import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { FapiaoSummary } from '@/components/fapiao-form';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { askConfirm, showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { fapiaoFields } from '@/stores/diner/fapiao-title.store';
import type { OrderDetailStore } from '@/stores/diner/order-detail.store';
import './order-fapiao.scss';
import '@/i18n/fapiao-texts';

/** The order's fapiao title (a copy): choose or change one of the diner's titles, or remove it. */
export const OrderFapiao = observer(function OrderFapiao(props: { order: BookingOrder; detail: OrderDetailStore }) {
  const { t } = useTranslation();
  const { navigator } = useRootStore();
  const { order, detail } = props;
  const id = order.model?.id ?? '';
  const choose = () => void navigator.navigateTo(pageUrl(DINER_ROUTES.fapiaoTitle, { orderId: id }));
  const remove = async () => {
    if (!(await askConfirm(t('fapiao.order.removeAsk'), t('fapiao.order.remove'), t('fapiao.cancel')))) return;
    if (await detail.removeFapiao()) showToast(t('fapiao.order.removed'));
  };
  return (
    <View className='section order-detail__fapiao'>
      <View className='section__row'>
        <Text className='section__label'>{t('fapiao.order.section')}</Text>
        {!order.fapiao && <Text className='order-detail__fapiao-none'>{t('fapiao.order.none')}</Text>}
      </View>
      {order.fapiao && <FapiaoSummary fields={fapiaoFields(order.fapiao)} />}
      <View className='order-detail__fapiao-actions'>
        <Text className='order-detail__fapiao-choose' onClick={choose}>
          {order.fapiao ? t('fapiao.order.change') : t('fapiao.order.choose')}
        </Text>
        {order.fapiao && (
          <Text className='order-detail__fapiao-remove' onClick={() => void remove()}>
            {t('fapiao.order.remove')}
          </Text>
        )}
      </View>
    </View>
  );
});
