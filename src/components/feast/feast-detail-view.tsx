import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { FeastInfo } from '@/components/feast/feast-info';
import { FeastQaList } from '@/components/feast/feast-qa-list';
import { hhmm, statusName } from '@/components/feast/feast-format';
import { ParticipationDeposit } from '@/components/feast/participation-deposit';
import { PageShell } from '@/components/page-shell';
import { FeastParticipant_Status } from '@/gen/feast/v1/feast_pb';
import { askConfirm, showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the feast stores and the login flow are built on first use, and load with this module
import '@/stores/feast-app';
import '@/stores/login-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import '../diner/diner.scss';
import './feast.scss';
import '@/i18n/feast-texts';
import '@/i18n/feast-host-texts';

/**
 * feast-detail: the feast, the diner's place in it (pay, cancel, arrival),
 * questions and answers, members where shown, sharing; its creator may call
 * it off. Pull to refresh.
 */
function FeastDetailView() {
  const { t } = useTranslation();
  const { id = '', token = '' } = useRouter().params;
  const { feast: feasts, navigator, session, login } = useRootStore();
  const detail = useViewModel(() => feasts.detail(id, token));
  const feast = detail.feast;
  const open = detail.open;
  const go = (path: string, query: Record<string, string> = {}) =>
    void navigator.navigateTo(feastUrl(path, { id, token, ...query }));
  const needLogin = () => {
    if (session.loggedIn) return false;
    login.start();
    return true;
  };

  const pay = async () => {
    const outcome = await detail.pay();
    if (!outcome || outcome.kind === 'redirecting') return;
    if (outcome.kind === 'cancelled') return showToast(t('feast.back.cancelled'));
    // The result page waits for this transaction's answer.
    go(FEAST_ROUTES.back, { participantId: open?.model?.id ?? '', transactionNo: outcome.transactionNo });
  };
  const cancel = async () => {
    if (await askConfirm(t('feast.ask.cancel'), t('feast.action.cancel'), t('staffOps.common.cancel'))) {
      await detail.cancel();
    }
  };
  const close = async () => {
    if (await askConfirm(t('feast.ask.close'), t('feast.action.close'), t('staffOps.common.cancel'))) {
      await detail.closeMine('');
    }
  };
  const status = feast ? statusName(feast) : undefined;

  return (
    <PageShell title={t('feast.page.detail')} onRefresh={detail.load}>
      {detail.state === 'loading' && <StateView state='loading' />}
      {detail.state === 'error' && <StateView state='error' onRetry={() => void detail.load()} />}
      {detail.state === 'ready' && feast && (
        <>
          <FeastInfo feast={feast} />
          {detail.mine.length > 0 && (
            <View className='section feast-mine'>
              <Text className='section__title'>{t('feast.deposit.mine')}</Text>
              {detail.mine.map((p) => (
                <View key={p.model?.id} className='feast-mine__item'>
                  <Text className='section__text'>
                    {t(`feast.participantStatus.${FeastParticipant_Status[p.status] as 'SUCCESS'}`)} ·{' '}
                    {t('feast.members.seats', { count: p.seatCount })}
                  </Text>
                  <ParticipationDeposit participant={p} />
                  {p === open && open.arrivalSecond >= 0 && (
                    <Text className='section__text'>
                      {t('feast.members.arrival', { time: hhmm(open.arrivalSecond) })}
                    </Text>
                  )}
                </View>
              ))}
            </View>
          )}
          <FeastQaList list={detail.questions} />
          {detail.members && (
            <View className='section'>
              <Text className='section__title'>{t('feast.members.title')}</Text>
              {detail.members.map((m) => (
                <Text key={m.model?.id} className='section__text'>
                  {m.displayName} · {t('feast.members.seats', { count: m.seatCount })}
                </Text>
              ))}
            </View>
          )}
          <View className='feast-actions'>
            {!open && !feast.isCreator && status === 'FORMING' && (
              <Button type='primary' className='feast-join' onClick={() => !needLogin() && go(FEAST_ROUTES.joinInfo)}>
                {t('feast.action.join')}
              </Button>
            )}
            {detail.waitingPayment && (
              <Button type='primary' className='feast-pay' loading={detail.busy} onClick={() => void pay()}>
                {t('feast.action.pay')}
              </Button>
            )}
            {open && (status === 'FORMING' || status === 'SUCCESS') && (
              <Button className='feast-cancel' onClick={() => void cancel()}>
                {t('feast.action.cancel')}
              </Button>
            )}
            {(open || feast.isCreator) && (status === 'FORMING' || status === 'SUCCESS') && (
              <Button onClick={() => go(FEAST_ROUTES.qaEdit)}>{t('feast.action.ask')}</Button>
            )}
            {(open?.status === FeastParticipant_Status.SUCCESS || feast.isCreator) && !detail.members && (
              <Button onClick={() => void detail.loadMembers().catch(() => undefined)}>
                {t('feast.action.members')}
              </Button>
            )}
            {feast.shareable && <Button onClick={() => go(FEAST_ROUTES.poster)}>{t('feast.action.poster')}</Button>}
            <Button onClick={() => go(FEAST_ROUTES.depositRule)}>{t('feast.action.depositRule')}</Button>
            {feast.isCreator && (
              <Button className='feast-manage' onClick={() => go(FEAST_ROUTES.host)}>
                {t('feastHost.action.manage')}
              </Button>
            )}
            {feast.isCreator && status !== 'CLOSED' && status !== 'FINISHED' && (
              <Button type='danger' onClick={() => void close()}>
                {t('feast.action.close')}
              </Button>
            )}
          </View>
        </>
      )}
    </PageShell>
  );
}

export const FeastDetailPage = observer(FeastDetailView);
