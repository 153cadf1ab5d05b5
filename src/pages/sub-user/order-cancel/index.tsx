import { Button, Dialog, TextArea } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { withDinerLogin } from '@/components/login-required';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import { OrderDetailStore } from '@/stores/diner/order-detail.store';
import { useViewModel } from '@/stores/diner/use-view-model';
import { canCancel, cancelIsApplication } from '@/utils/diner/order-rules';
import { storeInstant } from '@/utils/diner/store-time';
import '../../../components/diner/diner.scss';
import '@/i18n/diner-orders-texts';
import { BackCloses } from '@/components/back-closes';

const REASONS = ['plans', 'time', 'people', 'other'] as const;
type Reason = (typeof REASONS)[number];

/**
 * order-cancel: a reason, what cancelling means now (direct before the
 * deadline, an application after it), and a confirmation before anything happens.
 */
function OrderCancelPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouter().params;
  const { diner, navigator } = useRootStore();
  const detail = useViewModel(() => new OrderDetailStore(diner.context, id));
  const [reason, setReason] = useState<Reason | null>(null);
  const [other, setOther] = useState('');
  const [confirming, setConfirming] = useState(false);
  const order = detail.order;
  const application = order ? cancelIsApplication(order, Date.now()) : false;
  const tz = detail.store?.timezone ?? '';

  const ask = () => {
    if (!reason || (reason === 'other' && !other.trim())) return showToast(t('diner.cancel.reasonNeeded'));
    setConfirming(true);
  };
  const cancel = async () => {
    setConfirming(false);
    const text = reason === 'other' ? other.trim() : t(`diner.cancel.reasons.${reason!}`);
    const done = await detail.cancel(text);
    if (!done) return;
    showToast(done.applied ? t('diner.cancel.applied') : t('diner.cancel.done'));
    void navigator.back();
  };

  return (
    <PageShell title={t('diner.page.orderCancel')} variant='dark'>
      {detail.state === 'loading' && <StateView state='loading' />}
      {detail.state === 'error' && <StateView state='error' onRetry={() => void detail.load()} />}
      {order && !canCancel(order) && <StateView state='empty' text={t(`diner.order.hint.CLOSED`)} />}
      {order && canCancel(order) && (
        <>
          <View className='section'>
            <Text className='section__title'>{t('diner.cancel.reason')}</Text>
            <View className='chip-list order-cancel__reasons'>
              {REASONS.map((key) => (
                <View
                  key={key}
                  className={`chip${reason === key ? ' chip--active' : ''}`}
                  onClick={() => setReason(key)}
                >
                  <Text>{t(`diner.cancel.reasons.${key}`)}</Text>
                </View>
              ))}
            </View>
            {reason === 'other' && (
              <TextArea
                value={other}
                maxLength={500}
                placeholder={t('diner.cancel.otherPlaceholder')}
                onChange={setOther}
              />
            )}
          </View>
          <View className='section order-cancel__policy'>
            <Text className='section__text'>
              {application
                ? t('diner.cancel.application')
                : t('diner.cancel.direct', { time: storeInstant(order.cancelDeadlineTime, tz) })}
            </Text>
            {BigInt(order.paidAmount || '0') > 0n && (
              <Text className='section__text'>
                {t('diner.cancel.refund', { amount: order.paidAmount, currency: order.currency })}
              </Text>
            )}
          </View>
          <Button
            type='danger'
            block
            className='primary-button order-cancel__submit'
            loading={detail.busy}
            onClick={ask}
          >
            {application ? t('diner.cancel.submitApplication') : t('diner.cancel.submit')}
          </Button>
          <BackCloses visible={confirming} onBack={() => setConfirming(false)} />
          <Dialog
            className='order-cancel__confirm'
            visible={confirming}
            title={t('diner.cancel.confirmTitle')}
            content={t('diner.cancel.confirmText')}
            confirmText={application ? t('diner.cancel.submitApplication') : t('diner.cancel.submit')}
            cancelText={t('diner.cancel.keep')}
            onConfirm={() => void cancel()}
            onCancel={() => setConfirming(false)}
            onClose={() => setConfirming(false)}
          />
        </>
      )}
    </PageShell>
  );
}

export default withDinerLogin(observer(OrderCancelPage), {
  title: (t) => t('diner.page.orderCancel'),
  variant: 'dark',
});
