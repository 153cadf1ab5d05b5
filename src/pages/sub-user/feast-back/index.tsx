import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter, useUnload } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { FeastParticipant_Status } from '@/gen/feast/v1/feast_pb';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import '../../../components/diner/diner.scss';
import '@/i18n/feast-texts';

/** Without a transaction to ask about: how many times the page reads the feast before saying it has not gone through. */
const TRIES = 8;

/**
 * feast-back: where the cashier (and the host's payment) sends the diner
 * after paying. With the transaction's number it waits for the channel's
 * answer as the booking's result page does; without one it reads the feast
 * again a few times. A failed payment offers paying again right here.
 */
function FeastBackPage() {
  const { t } = useTranslation();
  const { id = '', token = '', participantId = '', transactionNo = '' } = useRouter().params;
  const { feast: feasts, navigator } = useRootStore();
  const detail = useViewModel(() => feasts.detail(id, token, false));
  const [tries, setTries] = useState(0);
  const [asked, setAsked] = useState(false);
  useUnload(() => detail.payment.stop());
  const mine = detail.mine.find((p) => p.model?.id === participantId) ?? detail.open;
  const paid = mine?.status === FeastParticipant_Status.SUCCESS;
  const ready = detail.state === 'ready';
  useEffect(() => {
    if (!ready || asked || !transactionNo) return;
    setAsked(true);
    if (!paid) void detail.awaitPayment(transactionNo);
  }, [ready, asked, transactionNo, paid, detail]);
  useEffect(() => {
    if (transactionNo || paid || tries >= TRIES || !ready) return;
    const timer = setTimeout(() => {
      void detail.load().then(() => setTries((n) => n + 1));
    }, 1000);
    return () => clearTimeout(timer);
  }, [transactionNo, paid, tries, detail, ready]);

  const watch = detail.payment.state;
  const failed = !paid && watch === 'failed';
  const gaveUp = !paid && (transactionNo ? watch === 'notPaid' : tries >= TRIES);
  const result = paid
    ? t('feast.back.paid')
    : failed
      ? t('feast.back.failed')
      : gaveUp
        ? t('feast.back.unpaid')
        : t('feast.back.waiting');
  const payAgain = async () => {
    const outcome = await detail.pay();
    if (!outcome || outcome.kind === 'redirecting') return;
    if (outcome.kind === 'cancelled') return showToast(t('feast.back.cancelled'));
    const query = { id, token, participantId: mine?.model?.id ?? participantId, transactionNo: outcome.transactionNo };
    void navigator.redirectTo(feastUrl(FEAST_ROUTES.back, query));
  };
  return (
    <PageShell title={t('feast.page.back')} variant='dark' hideContactButton>
      {detail.state === 'loading' && <StateView state='loading' />}
      {detail.state === 'error' && <StateView state='error' onRetry={() => void detail.load()} />}
      {ready && (
        <View className='section feast-back'>
          <Text className='section__title feast-back__result'>{result}</Text>
          {detail.feast && <Text className='section__text'>{detail.feast.title}</Text>}
        </View>
      )}
      <View className='feast-actions'>
        {(failed || gaveUp) && detail.waitingPayment && (
          <Button
            type='primary'
            className='feast-back__pay-again'
            loading={detail.busy}
            onClick={() => void payAgain()}
          >
            {t('feast.back.payAgain')}
          </Button>
        )}
        {transactionNo && gaveUp && (
          <Button className='feast-back__check-again' onClick={() => void detail.awaitPayment(transactionNo)}>
            {t('feast.back.checkAgain')}
          </Button>
        )}
        <Button
          type={failed || gaveUp ? 'default' : 'primary'}
          onClick={() => void navigator.redirectTo(feastUrl(FEAST_ROUTES.detail, { id, token }))}
        >
          {t('feast.action.backToFeast')}
        </Button>
      </View>
    </PageShell>
  );
}

export default observer(FeastBackPage);
