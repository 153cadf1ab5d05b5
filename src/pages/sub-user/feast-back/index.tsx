import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { FeastParticipant_Status } from '@/gen/feast/v1/feast_pb';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import '../../../components/diner/diner.scss';
import '@/i18n/feast-texts';

/** How long the page waits for the channel's notification before saying the payment has not gone through. */
const TRIES = 8;

/**
 * feast-back: where the cashier sends the diner after paying. The channel's
 * notification credits the deposit on its own; the page asks again a few
 * times until their place shows paid.
 */
function FeastBackPage() {
  const { t } = useTranslation();
  const { id = '', token = '', participantId = '' } = useRouter().params;
  const { feast: feasts, navigator } = useRootStore();
  const detail = useViewModel(() => feasts.detail(id, token, false));
  const [tries, setTries] = useState(0);
  const mine = detail.mine.find((p) => p.model?.id === participantId) ?? detail.open;
  const paid = mine?.status === FeastParticipant_Status.SUCCESS;
  useEffect(() => {
    if (paid || tries >= TRIES || detail.state !== 'ready') return;
    const timer = setTimeout(() => {
      void detail.load().then(() => setTries((n) => n + 1));
    }, 1000);
    return () => clearTimeout(timer);
  }, [paid, tries, detail, detail.state]);
  return (
    <PageShell title={t('feast.page.back')} variant='dark' hideContactButton>
      {detail.state === 'loading' && <StateView state='loading' />}
      {detail.state === 'error' && <StateView state='error' onRetry={() => void detail.load()} />}
      {detail.state === 'ready' && (
        <View className='section feast-back'>
          <Text className='section__title feast-back__result'>
            {paid ? t('feast.back.paid') : tries >= TRIES ? t('feast.back.unpaid') : t('feast.back.waiting')}
          </Text>
          {detail.feast && <Text className='section__text'>{detail.feast.title}</Text>}
        </View>
      )}
      <View className='feast-actions'>
        <Button type='primary' onClick={() => void navigator.redirectTo(feastUrl(FEAST_ROUTES.detail, { id, token }))}>
          {t('feast.action.backToFeast')}
        </Button>
      </View>
    </PageShell>
  );
}

export default observer(FeastBackPage);
