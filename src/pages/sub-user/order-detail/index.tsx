import { Button, Cell } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useStatusText } from '@/components/diner/order-card';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { withDinerLogin } from '@/components/login-required';
import {
  BookingOrder_CloseReason as CloseReason,
  BookingOrder_Status as Status,
} from '@/gen/booking/v1/booking_order_pb';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
// messages
import { IM_ROUTES } from '@/routing/im-routes';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { OrderDetailStore } from '@/stores/diner/order-detail.store';
import { useViewModel } from '@/stores/diner/use-view-model';
import { canCancel, canModify, dinerHintKey, isBookingOpen, needsDepositPayment } from '@/utils/diner/order-rules';
import { bookingWhen } from '@/utils/diner/store-time';
import { OrderAmounts } from './order-amounts';
import { OrderFapiao } from './order-fapiao';
import { OrderProductItems } from './order-product-items';
import { PartyDialog, RemarkDialog } from './order-edit-dialogs';
import '../../../components/diner/diner.scss';
import { useLocalName } from '@/i18n/use-local-name';
import '@/i18n/im-texts';
import '@/i18n/diner-orders-texts';
import { personName } from '@/common/person-name';

/** order-detail: status and its hint, where and when, amounts, the booking code, and what the diner may do. */
function OrderDetailPage() {
  const { t } = useTranslation();
  const { storeName, orderShift } = useLocalName();
  const { id = '' } = useRouter().params;
  const { diner, navigator } = useRootStore();
  const detail = useViewModel(() => new OrderDetailStore(diner.context, id));
  const statusText = useStatusText();
  const [editing, setEditing] = useState<'remark' | 'party' | null>(null);
  // Back from cancel, payment or a fapiao title: the order as it is now. Not on the
  // first show (the first load is under way), which a page mounted after its show
  // (withDinerLogin, once the session is known) never sees.
  useDidShow(() => {
    if (detail.state !== 'loading') void detail.load();
  });
  const order = detail.order;
  const open = (url: string) => void navigator.navigateTo(url);

  const save = async (change: Promise<true | null>) => {
    setEditing(null);
    if (await change) showToast(t('diner.order.saved'));
  };

  return (
    <PageShell title={t('diner.page.orderDetail')} variant='dark' onRefresh={detail.load}>
      {detail.state === 'loading' && <StateView state='loading' />}
      {detail.state === 'error' && <StateView state='error' onRetry={() => void detail.load()} />}
      {order && (
        <>
          <View className='section order-detail__status'>
            <Text className='result__title order-detail__status-text'>{statusText(order)}</Text>
            <Text className='section__text order-detail__hint'>
              {order.status === Status.CLOSED && order.closeReason > CloseReason.NONE
                ? t(`diner.order.closeReason.${CloseReason[order.closeReason] as 'ABSENT'}`)
                : t(`diner.order.hint.${dinerHintKey(order) as 'CLOSED'}`)}
            </Text>
            {order.isCreatedByOther && <Text className='section__text'>{t('diner.order.createdByOther')}</Text>}
          </View>
          <View className='section'>
            <Cell
              title={storeName(detail.store) || t('diner.order.store')}
              extra={t('diner.store.more')}
              clickable
              onClick={() => open(pageUrl(DINER_ROUTES.storeDetail, { storeId: order.storeId }))}
            />
            <View className='section__row'>
              <Text className='section__label'>{t('diner.order.date')}</Text>
              <Text className='order-detail__when'>{bookingWhen(order, orderShift(order))}</Text>
            </View>
            {order.storeTableItemNameList.length > 0 && (
              <View className='section__row'>
                <Text className='section__label'>{t('diner.order.table')}</Text>
                <Text className='order-detail__tables'>{order.storeTableItemNameList.join(' + ')}</Text>
              </View>
            )}
            <View className='section__row'>
              <Text className='section__label'>{t('diner.order.people')}</Text>
              <Text className='order-detail__people'>
                {t('diner.order.people_count', { count: order.peopleCount })}
              </Text>
            </View>
            <View className='section__row'>
              <Text className='section__label'>{t('diner.order.diner')}</Text>
              <Text>{personName(order.diner)}</Text>
            </View>
            <View className='section__row'>
              <Text className='section__label'>{t('diner.order.remark')}</Text>
              <Text className='order-detail__remark'>{order.dinerRemark || t('diner.order.noRemark')}</Text>
            </View>
            <View className='section__row'>
              <Text className='section__label'>{t('diner.order.orderNo')}</Text>
              <Text>{order.orderNo}</Text>
            </View>
          </View>
          <View className='section'>
            <View className='section__row'>
              <Text className='section__label'>{t('diner.order.bookingCode')}</Text>
              <Text className='order-detail__code'>{order.bookingCode}</Text>
            </View>
            {isBookingOpen(order) && (
              <Button
                block
                className='order-detail__qr'
                onClick={() => open(pageUrl(DINER_ROUTES.orderDetailQrcode, { id }))}
              >
                {t('diner.order.showQr')}
              </Button>
            )}
          </View>
          <OrderAmounts order={order} />
          <OrderProductItems orderId={id} currency={order.currency} />
          <OrderFapiao order={order} detail={detail} />
          <View className='order-detail__actions'>
            {needsDepositPayment(order) && (
              <Button
                type='primary'
                block
                className='order-detail__pay'
                onClick={() => open(pageUrl(DINER_ROUTES.payment, { orderId: id }))}
              >
                {t('diner.order.pay')}
              </Button>
            )}
            {canModify(order) && (
              <>
                <Button block className='order-detail__modify-remark' onClick={() => setEditing('remark')}>
                  {t('diner.order.modifyRemark')}
                </Button>
                <Button block className='order-detail__modify-party' onClick={() => setEditing('party')}>
                  {t('diner.order.modifyParty')}
                </Button>
              </>
            )}
            {/* messages: the conversation with the store, about this booking */}
            <Button
              block
              className='order-detail__chat'
              onClick={() =>
                open(
                  pageUrl(IM_ROUTES.userDetail, {
                    name: `STORE:${order.storeId}`,
                    bookingOrderId: id,
                    orderNo: order.orderNo,
                  }),
                )
              }
            >
              {t('im.chatWithStore')}
            </Button>
            {isBookingOpen(order) && (
              <Button
                block
                className='order-detail__share'
                onClick={() => open(pageUrl(DINER_ROUTES.orderDetailShare, { id }))}
              >
                {t('diner.order.share')}
              </Button>
            )}
            {canCancel(order) && (
              <Button
                block
                fill='outline'
                type='danger'
                className='order-detail__cancel'
                onClick={() => open(pageUrl(DINER_ROUTES.orderCancel, { id }))}
              >
                {t('diner.order.cancel')}
              </Button>
            )}
          </View>
          <RemarkDialog
            visible={editing === 'remark'}
            remark={order.dinerRemark}
            onSave={(remark) => void save(detail.modifyRemark(remark))}
            onClose={() => setEditing(null)}
          />
          <PartyDialog
            visible={editing === 'party'}
            adults={order.adultCount}
            children={order.childCount}
            onSave={(adults, children) => void save(detail.modifyParty(adults, children))}
            onClose={() => setEditing(null)}
          />
        </>
      )}
    </PageShell>
  );
}

export default withDinerLogin(observer(OrderDetailPage), {
  title: (t) => t('diner.page.orderDetail'),
  variant: 'dark',
});
