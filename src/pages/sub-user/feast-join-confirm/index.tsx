import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { FeastRow } from '@/components/feast/feast-info';
import { feastWhen, hhmm } from '@/components/feast/feast-format';
import { useMoney } from '@/i18n/use-money';
import { PageShell } from '@/components/page-shell';
import { FEAST_LIMITS } from '@/common/feast-rules';
import { FeastParticipant_Status } from '@/gen/feast/v1/feast_pb';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';
import '@/i18n/feast-texts';

/**
 * feast-join-confirm: what the diner is about to agree to (seats, deposit,
 * the rules), then the join; with a deposit the feast's page opens where
 * they pay it (their seats are held meanwhile).
 */
function FeastJoinConfirmPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { id = '', token = '' } = useRouter().params;
  const { feast: feasts, navigator } = useRootStore();
  const draft = useViewModel(() => feasts.join(id, token));
  const feast = draft.feast;
  const confirm = async () => {
    const participant = await draft.join();
    if (!participant) return;
    feasts.dropJoin(id);
    showToast(
      participant.status === FeastParticipant_Status.WAIT_DEPOSIT_PAYMENT
        ? t('feast.join.joined', { minutes: FEAST_LIMITS.depositPaymentMinutes })
        : t('feast.join.freeJoined'),
    );
    void navigator.redirectTo(feastUrl(FEAST_ROUTES.detail, { id, token }));
  };
  return (
    <PageShell title={t('feast.page.joinConfirm')} variant='dark'>
      {draft.state === 'loading' && <StateView state='loading' />}
      {draft.state === 'error' && <StateView state='error' onRetry={() => void draft.load()} />}
      {draft.state === 'ready' && feast && (
        <>
          <View className='section'>
            <Text className='section__title'>{feast.title}</Text>
            <FeastRow label={t('feast.info.when')} value={feastWhen(feast)} />
            <FeastRow
              label={t('feast.info.where')}
              value={[feast.storeName, feast.place].filter(Boolean).join(' · ')}
            />
            <FeastRow label={t('feast.info.seats')} value={t('feast.members.seats', { count: draft.seats })} />
            {draft.arrivalSecond >= 0 && <FeastRow label={t('feast.join.arrival')} value={hhmm(draft.arrivalSecond)} />}
            <FeastRow label={t('feast.join.total')} value={money(draft.deposit, feast.currency)} />
          </View>
          <View
            className='section'
            onClick={() => void navigator.navigateTo(feastUrl(FEAST_ROUTES.depositRule, { id, token }))}
          >
            <Text className='section__text'>{t('feast.join.agree')} ›</Text>
          </View>
          <View className='feast-actions'>
            <Button type='primary' className='feast-confirm' loading={draft.joining} onClick={() => void confirm()}>
              {t('feast.action.confirm')}
            </Button>
          </View>
        </>
      )}
    </PageShell>
  );
}

export default observer(FeastJoinConfirmPage);
