import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { OrderDetailStore } from '@/stores/diner/order-detail.store';
import { useViewModel } from '@/stores/diner/use-view-model';
import '../../../components/diner/diner.scss';
import '@/i18n/diner-payment-texts';

const REASONS = ['failed', 'notPaid', 'missing', 'noRecord'] as const;
type Reason = (typeof REASONS)[number];

/** payment-problem: what went wrong, what to do, and the store's phone. */
function PaymentProblemPage() {
  const { t } = useTranslation();
  const { orderId = '', reason = '' } = useRouter().params;
  const { diner, navigator, platform } = useRootStore();
  const detail = useViewModel(() => new OrderDetailStore(diner.context, orderId));
  const known = (REASONS as readonly string[]).includes(reason) ? (reason as Reason) : null;
  const phone = detail.store?.profile?.phone ?? '';
  return (
    <PageShell title={t('diner.page.paymentProblem')} variant='dark'>
      {known && (
        <View className='section result'>
          <Text className='result__title problem__reason'>{t(`diner.result.${known}`)}</Text>
          {known === 'notPaid' && <Text className='section__text'>{t('diner.result.notPaidNote')}</Text>}
        </View>
      )}
      <View className='section'>
        <Text className='section__title'>{t('diner.problem.intro')}</Text>
        <Text className='section__text'>{t('diner.problem.tipPaid')}</Text>
        <Text className='section__text'>{t('diner.problem.tipFailed')}</Text>
        <Text className='section__text'>{t('diner.problem.tipExpired')}</Text>
      </View>
      {phone && (
        <Button
          block
          className='problem__contact'
          onClick={async () => {
            if (!(await platform.makePhoneCall(phone))) showToast(t('common.callFailed'));
          }}
        >
          {t('diner.problem.contactStore')} {phone}
        </Button>
      )}
      {orderId && (
        <Button
          block
          type='primary'
          className='primary-button problem__order'
          onClick={() => void navigator.redirectTo(pageUrl(DINER_ROUTES.orderDetail, { id: orderId }))}
        >
          {t('diner.problem.backToOrder')}
        </Button>
      )}
    </PageShell>
  );
}

export default observer(PaymentProblemPage);
