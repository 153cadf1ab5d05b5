import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useDidShow, useRouter, useUnload } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { formatCountdown, useSecondsUntil } from '@/components/diner/countdown-text';
import { PaymentChecking, PaymentWatchNote } from '@/components/diner/payment-watch-note';
import { StateView } from '@/components/diner/state-view';
import { withDinerLogin } from '@/components/login-required';
import { PageShell } from '@/components/page-shell';
import { DynamicCodePanel } from '@/components/ticketing/dynamic-code-panel';
import { atStore, sessionWhen, voucherStatusKey } from '@/components/ticketing/ticketing-format';
import { useMoney } from '@/i18n/use-money';
import { StoreTimeNote } from '@/components/ticketing/store-time-note';
import { useLocalName } from '@/i18n/use-local-name';
import { ticketingText, useTicketingText } from '@/components/ticketing/use-ticketing-text';
import { DynamicCodeKind } from '@/gen/booking/v1/dynamic_code_service_pb';
import { TicketVoucher_Status as Status } from '@/gen/ticketing/v1/ticketing_pb';
import { askConfirm, showToast } from '@/services/feedback';
import { ticketingApi } from '@/services/ticketing-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { VoucherView } from '@/stores/ticketing/diner-ticketing';
import '../../../components/diner/diner.scss';
import '../../../components/ticketing/ticketing.scss';
import '../../../components/ticketing/ticketing-purchase.scss';

/**
 * ticketing-event-ticket-voucher: one ticket. Paid and not yet used, it shows
 * the dynamic code staff validate at the door and the event's refund rule
 * (cancel for the price back where the event allows it, or that it does not);
 * waiting for payment, the time left to pay and the way to pay.
 */
function TicketVoucherPage() {
  const tt = useTicketingText();
  const money = useMoney();
  const { local } = useLocalName();
  const { id = '', transactionNo = '' } = useRouter().params;
  const root = useRootStore();
  const api = ticketingApi(root.transport);
  const view = useViewModel(() => new VoucherView(api, root.platform, id, transactionNo));
  useUnload(() => view.payment.stop());
  // Back from the door: read the status again (the cashier's return waits for its result instead).
  useDidShow(() => {
    if (view.voucher.state !== 'idle' && view.payment.state !== 'checking') void view.load();
  });
  const v = view.voucher.value;
  const expireMs = v?.paymentExpireTime ? timestampDate(v.paymentExpireTime).getTime() : null;
  const seconds = useSecondsUntil(expireMs);
  const rule = view.refundRule(Date.now());
  const refundEnd = view.refundEnd && v ? atStore(timestampFromDate(view.refundEnd), v.timezone) : '';
  const cancel = async () => {
    if (!v) return;
    const amount = money(v.price, v.currency);
    const sure = await askConfirm(
      tt('voucher.cancelConfirm', { amount }),
      tt('voucher.cancelConfirmYes'),
      tt('voucher.cancelConfirmNo'),
    );
    if (!sure) return;
    const refunded = await view.cancel();
    if (refunded !== null) showToast(tt('voucher.cancelDone', { amount: money(refunded, v.currency) }));
  };
  const pay = async () => {
    const outcome = await view.pay();
    if (outcome === 'unavailable') showToast(tt('create.paymentUnavailable'));
    if (outcome === 'failed') showToast(tt('create.payFailed'));
  };
  return (
    <PageShell title={tt('page.ticketVoucher')} onRefresh={view.load}>
      {view.voucher.state === 'loading' && <StateView state='loading' />}
      {view.voucher.state === 'error' && <StateView state='error' onRetry={() => void view.load()} />}
      {v && (
        <View className='ticketing'>
          <View className='section'>
            <Text className='section__title'>{local(v.eventTitle, v.eventIntlTitle)}</Text>
            <Text className='ticketing__status' data-testid='voucher-status'>
              {view.waitsForPayment && view.payment.state === 'checking' ? (
                <PaymentChecking />
              ) : (
                tt(voucherStatusKey(v.status))
              )}
            </Text>
            <View className='section__row'>
              <Text className='section__label'>{tt('event.session')}</Text>
              <Text>
                {local(v.ticketName, v.ticketIntlName)} · {sessionWhen(v)}
              </Text>
            </View>
            <StoreTimeNote timezone={v.timezone} />
            <View className='section__row'>
              <Text className='section__label'>{tt('voucher.store')}</Text>
              <Text>{local(v.storeName, v.storeIntlName)}</Text>
            </View>
            <View className='section__row'>
              <Text className='section__label'>{tt('voucher.price')}</Text>
              <Text>{money(v.price, v.currency)}</Text>
            </View>
            <View className='section__row'>
              <Text className='section__label'>{tt('voucher.number')}</Text>
              <Text>{v.model?.id}</Text>
            </View>
            {v.verifyTime && (
              <View className='section__row'>
                <Text className='section__label'>{tt('voucher.verifyTime')}</Text>
                <Text>{atStore(v.verifyTime, v.timezone)}</Text>
              </View>
            )}
            {v.cancelTime && (
              <View className='section__row'>
                <Text className='section__label'>{tt('voucher.cancelTime')}</Text>
                <Text>{atStore(v.cancelTime, v.timezone)}</Text>
              </View>
            )}
          </View>
          {view.waitsForPayment && (
            <PaymentWatchNote state={view.payment.state} onCheckAgain={() => void view.checkAgain()} />
          )}
          {view.canPay && seconds > 0 && (
            <View className='section'>
              <Text className='section__text'>{tt('voucher.payBy', { time: formatCountdown(seconds) })}</Text>
              <Button type='primary' loading={view.paying} onClick={() => void pay()}>
                {tt('voucher.payNow')}
              </Button>
            </View>
          )}
          {v.status === Status.WAIT_VERIFY && (
            <DynamicCodePanel api={api} kind={DynamicCodeKind.TICKETING_EVENT_TICKET_VOUCHER} subjectId={id} />
          )}
          {v.status === Status.WAIT_VERIFY && v.code && (
            <Text className='section__text'>{tt('voucher.staticCode', { code: v.code })}</Text>
          )}
          {rule && (
            <View className='section' data-testid='voucher-refund'>
              {rule === 'notAllowed' && <Text className='ticketing__refund-note'>{tt('voucher.notRefundable')}</Text>}
              {rule === 'deadlinePassed' && (
                <Text className='ticketing__refund-note'>{tt('voucher.refundClosed', { time: refundEnd })}</Text>
              )}
              {rule === 'cancellable' && (
                <>
                  <Text className='ticketing__refund-note'>{tt('voucher.refundUntil', { time: refundEnd })}</Text>
                  <Button loading={view.cancelling} disabled={view.cancelling} onClick={() => void cancel()}>
                    {tt('voucher.cancel')}
                  </Button>
                </>
              )}
            </View>
          )}
        </View>
      )}
    </PageShell>
  );
}

export default withDinerLogin(observer(TicketVoucherPage), { title: () => ticketingText('page.ticketVoucher') });
