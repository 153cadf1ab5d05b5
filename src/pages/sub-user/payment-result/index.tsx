import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter, useUnload } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { withDinerLogin } from '@/components/login-required';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { useRootStore } from '@/stores';
import { PaymentResultStore } from '@/stores/diner/payment-result.store';
import { useViewModel } from '@/stores/diner/use-view-model';
import '../../../components/diner/diner.scss';
import '@/i18n/diner-payment-texts';

/**
 * payment-result: where the hosted cashier and the host's payment
 * come back to. It asks for the transaction (by its number, or the order's
 * latest) until the channel has answered, then says what happened.
 */
function PaymentResultPage() {
  const { t } = useTranslation();
  const { transactionNo = '', orderId = '' } = useRouter().params;
  const { diner, navigator } = useRootStore();
  const result = useViewModel(() => new PaymentResultStore(diner.context, transactionNo, orderId));
  useUnload(() => result.stop());
  const id = result.subjectOrderId;
  const verdict = result.verdict;

  if (verdict === 'checking') {
    return (
      <PageShell title={t('diner.page.paymentResult')} variant='dark'>
        <StateView state='loading' text={t('diner.result.checking')} />
      </PageShell>
    );
  }
  const title = {
    paid: t('diner.result.paid'),
    failed: t('diner.result.failed'),
    notPaid: t('diner.result.notPaid'),
    missing: t('diner.result.missing'),
    noRecord: t('diner.result.noRecord'),
  }[verdict];
  return (
    <PageShell title={t('diner.page.paymentResult')} variant='dark'>
      <View className={`section result result--${verdict}`}>
        <Text className='result__title'>{title}</Text>
        {verdict === 'paid' && result.info && (
          <Text className='section__text'>
            {t('diner.result.paidNote', { amount: result.info.amount, currency: result.info.currency })}
          </Text>
        )}
        {verdict === 'notPaid' && <Text className='section__text'>{t('diner.result.notPaidNote')}</Text>}
      </View>
      {id && (
        <Button
          className='primary-button result__view-order'
          type='primary'
          block
          onClick={() => void navigator.redirectTo(pageUrl(DINER_ROUTES.orderDetail, { id }))}
        >
          {t('diner.result.viewOrder')}
        </Button>
      )}
      {verdict === 'notPaid' && (
        <Button block className='result__refresh' onClick={() => void result.load()}>
          {t('diner.result.refresh')}
        </Button>
      )}
      {verdict === 'failed' && id && (
        <Button
          block
          className='result__pay-again'
          onClick={() => void navigator.redirectTo(pageUrl(DINER_ROUTES.payment, { orderId: id }))}
        >
          {t('diner.result.payAgain')}
        </Button>
      )}
      {verdict !== 'paid' && (
        <Button
          block
          fill='none'
          className='result__problem'
          onClick={() =>
            void navigator.navigateTo(pageUrl(DINER_ROUTES.paymentProblem, { orderId: id, reason: verdict }))
          }
        >
          {t('diner.result.problem')}
        </Button>
      )}
    </PageShell>
  );
}

export default withDinerLogin(observer(PaymentResultPage), {
  title: (t) => t('diner.page.paymentResult'),
  variant: 'dark',
});
