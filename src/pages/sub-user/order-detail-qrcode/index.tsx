import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { QrCode } from '@/components/diner/qr-code';
import { StateView } from '@/components/diner/state-view';
import { DynamicCodePanel } from '@/components/ticketing/dynamic-code-panel';
import { DynamicCodeKind } from '@/gen/booking/v1/dynamic_code_service_pb';
import { BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import { ticketingApi } from '@/services/ticketing-api';
import { PageShell } from '@/components/page-shell';
import { withDinerLogin } from '@/components/login-required';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { OrderDetailStore } from '@/stores/diner/order-detail.store';
import { useViewModel } from '@/stores/diner/use-view-model';
import { isBookingOpen } from '@/utils/diner/order-rules';
import { bookingWhen } from '@/utils/diner/store-time';
import '../../../components/diner/diner.scss';
import { useLocalName } from '@/i18n/use-local-name';
import '@/i18n/diner-orders-texts';

/** order-detail-qrcode: the booking code as a QR code, made on the device, for the store to scan. */
function OrderDetailQrcodePage() {
  const { t } = useTranslation();
  const { storeName, orderShift } = useLocalName();
  const { id = '' } = useRouter().params;
  const { diner, platform, transport } = useRootStore();
  const detail = useViewModel(() => new OrderDetailStore(diner.context, id));
  const order = detail.order;
  return (
    <PageShell title={t('diner.page.orderQrcode')} variant='dark'>
      {detail.state === 'loading' && <StateView state='loading' />}
      {detail.state === 'error' && <StateView state='error' onRetry={() => void detail.load()} />}
      {order && !isBookingOpen(order) && <StateView state='empty' text={t('diner.order.hint.CLOSED')} />}
      {order && isBookingOpen(order) && (
        <View className='section result order-qrcode'>
          <Text className='section__title'>{storeName(detail.store)}</Text>
          <Text>{bookingWhen(order, orderShift(order))}</Text>
          {/* A confirmed booking checks in with a dynamic code (a screenshot expires); the booking code stays for search. */}
          {order.status === BookingOrder_Status.WAIT_SERVICE && (
            <DynamicCodePanel api={ticketingApi(transport)} kind={DynamicCodeKind.BOOKING_ORDER} subjectId={id} />
          )}
          {order.status !== BookingOrder_Status.WAIT_SERVICE && <QrCode text={order.bookingCode} />}
          <Text className='order-detail__code order-qrcode__code'>{order.bookingCode}</Text>
          <Text className='section__text'>{t('diner.order.qrNote')}</Text>
          <Button
            size='small'
            className='order-qrcode__copy'
            onClick={async () =>
              showToast((await platform.copyText(order.bookingCode)) ? t('common.copied') : t('common.copyFailed'))
            }
          >
            {t('diner.order.copyCode')}
          </Button>
        </View>
      )}
    </PageShell>
  );
}

export default withDinerLogin(observer(OrderDetailQrcodePage), {
  title: (t) => t('diner.page.orderQrcode'),
  variant: 'dark',
});
