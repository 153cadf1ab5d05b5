import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { formatCountdown, useSecondsUntil } from '@/components/diner/countdown-text';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { withDinerLogin } from '@/components/login-required';
import { PaymentChannel, PaymentMethod, type PaymentOption } from '@/gen/payment/v1/payment_pb';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { PaymentStore } from '@/stores/diner/payment.store';
import { useViewModel } from '@/stores/diner/use-view-model';
import { serverMessageKey } from '@/common/server-messages';
import { useMoney } from '@/i18n/use-money';
import { bookingWhen } from '@/utils/diner/store-time';
import '../../../components/diner/diner.scss';
import { useLocalName } from '@/i18n/use-local-name';
import '@/i18n/server-message-texts';
import '@/i18n/diner-payment-texts';
import '@/i18n/diner-orders-texts';

const CHANNEL_KEYS = ['SANDBOX', 'WECHATPAY', 'ALIPAY', 'IN_STORE'] as const;
/** The sandbox stands in for a real method: each of its options is named by the method it plays. */
const METHOD_CHANNEL: Partial<Record<PaymentMethod, (typeof CHANNEL_KEYS)[number]>> = {
  [PaymentMethod.WECHAT_PAY]: 'WECHATPAY',
  [PaymentMethod.WECHAT_PARTNER_PAY]: 'WECHATPAY',
  [PaymentMethod.ALIPAY_APP_PAY]: 'ALIPAY',
};

/**
 * payment: the deposit's cashier. It counts down to the deposit's
 * expiry and pays through the host's payment (mini-program payment APIs; on
 * H5 and the web the server's hosted cashier, which returns to payment-result).
 */
function PaymentPage() {
  const { t } = useTranslation();
  const { storeName, orderShift } = useLocalName();
  const { orderId = '' } = useRouter().params;
  const { diner, navigator } = useRootStore();
  const cashier = useViewModel(() => new PaymentStore(diner.context, orderId));
  const money = useMoney();
  const seconds = useSecondsUntil(cashier.expireAtMs);
  const expired = cashier.expireAtMs !== null && seconds === 0;
  const order = cashier.order;

  const channelName = (channel: PaymentChannel) => {
    const name = PaymentChannel[channel] as (typeof CHANNEL_KEYS)[number];
    return CHANNEL_KEYS.includes(name) ? t(`diner.payment.channel.${name}`) : t('diner.payment.channel.OTHER');
  };
  const optionName = (option: PaymentOption) => {
    const played = METHOD_CHANNEL[option.method];
    if (option.channel !== PaymentChannel.SANDBOX || !played) return channelName(option.channel);
    return t('diner.payment.sandboxOf', { method: t(`diner.payment.channel.${played}`) });
  };
  useEffect(() => {
    if (cashier.alreadyPaid) void navigator.redirectTo(pageUrl(DINER_ROUTES.paymentResult, { orderId }));
  }, [cashier.alreadyPaid, navigator, orderId]);
  const problemText = () => {
    const key = serverMessageKey(cashier.problem);
    return key ? t(`serverMessage.${key}`) : t('diner.payment.cannotPay');
  };

  const pay = async () => {
    const outcome = await cashier.pay();
    if (!outcome || outcome.kind === 'redirecting') return;
    if (outcome.kind === 'cancelled') return showToast(t('diner.payment.cancelled'));
    if (outcome.kind === 'failed')
      return void navigator.redirectTo(pageUrl(DINER_ROUTES.paymentProblem, { orderId, reason: 'failed' }));
    void navigator.redirectTo(pageUrl(DINER_ROUTES.paymentResult, { orderId, transactionNo: outcome.transactionNo }));
  };

  return (
    <PageShell title={t('diner.page.payment')} variant='dark' hideContactButton>
      {cashier.state === 'loading' && <StateView state='loading' />}
      {cashier.state === 'error' && <StateView state='error' onRetry={() => void cashier.load()} />}
      {cashier.state === 'ready' && order && !cashier.alreadyPaid && (
        <>
          <View className='section payment__amount'>
            <Text className='section__label'>{t('diner.payment.amount')}</Text>
            <Text className='payment__money'>{money(cashier.amount, cashier.currency)}</Text>
            {cashier.expireAtMs !== null && (
              <Text className='payment__countdown'>
                {expired
                  ? t('diner.payment.expired')
                  : t('diner.payment.countdown', { time: formatCountdown(seconds) })}
              </Text>
            )}
          </View>
          <View className='section'>
            <Text className='section__title payment__store'>{storeName(cashier.store)}</Text>
            <Text>{bookingWhen(order, orderShift(order))}</Text>
            <Text className='section__text'>{t('diner.order.people_count', { count: order.peopleCount })}</Text>
          </View>
          {cashier.problem ? (
            <StateView state='empty' text={problemText()} />
          ) : (
            <View className='section payment__options'>
              <Text className='section__title'>{t('diner.payment.method')}</Text>
              <View className='chip-list'>
                {cashier.options.map((option, i) => (
                  <View
                    key={`${option.channel}-${option.method}`}
                    className={`chip payment__option${i === cashier.optionIndex ? ' chip--active' : ''}`}
                    onClick={() => cashier.chooseOption(i)}
                  >
                    <Text>{optionName(option)}</Text>
                  </View>
                ))}
              </View>
              <Text className='section__text'>{t('diner.payment.policy')}</Text>
            </View>
          )}
          <Button
            className='primary-button payment__pay'
            type='primary'
            block
            loading={cashier.paying}
            disabled={expired || Boolean(cashier.problem) || cashier.options.length === 0}
            onClick={() => void pay()}
          >
            {cashier.paying ? t('diner.payment.paying') : t('diner.payment.pay')}
          </Button>
        </>
      )}
    </PageShell>
  );
}

export default withDinerLogin(observer(PaymentPage), { title: (t) => t('diner.page.payment'), variant: 'dark' });
