import { useMoney } from '@/i18n/use-money';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useDidShow, useRouter, useUnload } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { formatCountdown, useSecondsUntil } from '@/components/diner/countdown-text';
import { StateView } from '@/components/diner/state-view';
import { withDinerLogin } from '@/components/login-required';
import { AddressSummary } from '@/components/mall/address-summary';
import { CartLine } from '@/components/mall/cart-line';
import { atStore, closeReasonKey, orderStatusKey } from '@/components/mall/mall-format';
import { ShipmentList } from '@/components/mall/shipment-list';
import { mallText, useMallText } from '@/components/mall/use-mall-text';
import { PageShell } from '@/components/page-shell';
import { MallOrder_Status as Status } from '@/gen/mall/v1/mall_order_pb';
import { askConfirm, showToast } from '@/services/feedback';
import { mallApi } from '@/services/mall-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { cancellable, MallOrderView } from '@/stores/mall/mall-orders';
import { PaymentChecking, PaymentWatchNote } from '@/components/diner/payment-watch-note';
import '../../../components/diner/diner.scss';
import '../../../components/mall/mall-shop.scss';

/**
 * mall-order-detail (?id=): status, items, address, shipments with tracking
 * numbers; pay while it waits for payment, cancel (asked first) before the
 * seller accepts, confirm receipt once delivered.
 */
function MallOrderDetailPage() {
  const mt = useMallText();
  const money = useMoney();
  const { id = '', transactionNo = '' } = useRouter().params;
  const root = useRootStore();
  const view = useViewModel(() => new MallOrderView(mallApi(root.transport), root.platform, id, transactionNo));
  useUnload(() => view.payment.stop());
  // Back from the cashier: read the status again.
  useDidShow(() => {
    if (view.order.state !== 'idle' && view.payment.state !== 'checking') void view.load();
  });
  const o = view.order.value;
  const expireMs = o?.paymentExpireTime ? timestampDate(o.paymentExpireTime).getTime() : null;
  const seconds = useSecondsUntil(expireMs);

  if (!o) {
    return (
      <PageShell title={mt('page.orderDetail')} onRefresh={view.load}>
        {view.order.state === 'loading' && <StateView state='loading' />}
        {(view.order.state === 'error' || !id) && (
          <StateView state='empty' text={mt('order.missing')} onRetry={id ? () => void view.load() : undefined} />
        )}
      </PageShell>
    );
  }
  const pay = async () => {
    const outcome = await view.pay();
    if (outcome === 'unavailable') showToast(mt('checkout.paymentUnavailable'));
    if (outcome === 'failed') showToast(mt('checkout.payFailed'));
  };
  const cancel = async () => {
    if (!(await askConfirm(mt('order.cancelAsk'), mt('order.cancel'), mt('order.keep')))) return;
    if (await view.cancel()) showToast(mt('order.cancelled'));
  };
  const receive = async () => {
    if (!(await askConfirm(mt('order.confirmReceiptAsk'), mt('order.confirmReceipt'), mt('order.notYet')))) return;
    if (await view.confirmReceipt()) showToast(mt('order.received'));
  };
  const closeKey = o.status === Status.CLOSED ? closeReasonKey(o.closeReason) : null;
  const canPay = view.canPay && (expireMs === null || seconds > 0);
  const checking = view.payment.state === 'checking' && o.status === Status.WAIT_PAYMENT;
  return (
    <PageShell title={mt('page.orderDetail')} onRefresh={view.load} wide hideContactButton>
      <View className='mall-page'>
        <View className='section'>
          <Text className='section__title mall-order__status' data-testid='mall-order-status'>
            {checking ? <PaymentChecking /> : mt(orderStatusKey(o.status))}
            {closeKey ? ` · ${mt(closeKey)}` : ''}
          </Text>
          {o.status === Status.WAIT_PAYMENT && (
            <PaymentWatchNote state={view.payment.state} onCheckAgain={() => void view.checkAgain()} />
          )}
          {canPay && expireMs !== null && (
            <Text className='section__text'>{mt('order.payBy', { time: formatCountdown(seconds) })}</Text>
          )}
          {o.status === Status.WAIT_BUYER_CONFIRM_RECEIVE && o.autoReceiveTime && (
            <Text className='section__text'>
              {mt('order.autoReceive', { time: atStore(o.autoReceiveTime, o.timezone) })}
            </Text>
          )}
          {o.refundedAmount !== '0' && o.refundedAmount !== '' && (
            <View className='section__row'>
              <Text className='section__label'>{mt('order.refunded')}</Text>
              <Text>{money(o.refundedAmount, o.currency)}</Text>
            </View>
          )}
        </View>
        {o.address && (
          <View className='section'>
            <Text className='section__title'>{mt('checkout.address')}</Text>
            <AddressSummary address={o.address} />
          </View>
        )}
        <View className='section'>
          <Text className='section__title'>{o.storeName}</Text>
          {o.itemList.map((i) => (
            <CartLine
              key={i.id}
              title={i.productTitle}
              specText={i.specText}
              intlTitle={i.productIntlTitle}
              specIntlText={i.specIntlText}
              coverUrl={i.cover?.url}
              unitPrice={i.unitPrice}
              currency={o.currency}
              side={
                <>
                  <Text>× {i.quantity}</Text>
                  {i.shippedQuantity > 0 && i.shippedQuantity < i.quantity && (
                    <Text className='section__label'>
                      {mt('order.shippedOf', { shipped: i.shippedQuantity, quantity: i.quantity })}
                    </Text>
                  )}
                </>
              }
            />
          ))}
          <View className='section__row'>
            <Text className='section__label'>{mt('checkout.total')}</Text>
            <Text data-testid='mall-order-total'>{money(o.totalAmount, o.currency)}</Text>
          </View>
          {o.remark && (
            <View className='section__row'>
              <Text className='section__label'>{mt('order.remark')}</Text>
              <Text>{o.remark}</Text>
            </View>
          )}
          <View className='section__row'>
            <Text className='section__label'>{mt('order.number')}</Text>
            <Text>{o.model?.id}</Text>
          </View>
          <View className='section__row'>
            <Text className='section__label'>{mt('order.createTime')}</Text>
            <Text>{atStore(o.model?.createTime, o.timezone)}</Text>
          </View>
        </View>
        {o.status !== Status.WAIT_PAYMENT && <ShipmentList order={o} />}
        {(canPay || cancellable(o) || o.status === Status.WAIT_BUYER_CONFIRM_RECEIVE) && (
          <View className='mall-bar'>
            <View className='mall-bar__grow' />
            {cancellable(o) && (
              <Button className='mall-order__cancel' disabled={view.busy} onClick={() => void cancel()}>
                {mt('order.cancel')}
              </Button>
            )}
            {canPay && (
              <Button className='mall-order__pay' type='primary' loading={view.busy} onClick={() => void pay()}>
                {mt('order.pay')}
              </Button>
            )}
            {o.status === Status.WAIT_BUYER_CONFIRM_RECEIVE && (
              <Button className='mall-order__receive' type='primary' loading={view.busy} onClick={() => void receive()}>
                {mt('order.confirmReceipt')}
              </Button>
            )}
          </View>
        )}
      </View>
    </PageShell>
  );
}

export default withDinerLogin(observer(MallOrderDetailPage), { title: () => mallText('page.orderDetail') });
