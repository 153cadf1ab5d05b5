import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { statusName } from '@/components/feast/feast-format';
import { useMoney } from '@/i18n/use-money';
import { FeastInfo } from '@/components/feast/feast-info';
import { FeastQaList } from '@/components/feast/feast-qa-list';
import { PageShell } from '@/components/page-shell';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { askConfirm } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';
import '@/i18n/feast-texts';

/**
 * sub-store/feast-detail: the feast as staff run it: what it holds in
 * deposits, and the actions its status allows (review, publish, members,
 * share, finish, close), its questions to answer, and its booking on the board.
 */
function StoreFeastDetailPage() {
  const { t } = useTranslation();
  const format = useMoney();
  const { id = '' } = useRouter().params;
  const { feast: feasts, navigator } = useRootStore();
  const vm = useViewModel(() => feasts.staffFeast(id));
  const feast = vm.feast;
  const go = (path: string, query: Record<string, string> = {}) =>
    void navigator.navigateTo(feastUrl(path, { id, ...query }));
  const status = feast ? statusName(feast) : undefined;
  const reject = async () => {
    if (await askConfirm(t('feast.ask.reject'), t('feast.action.reject'), t('staffOps.common.cancel')))
      await vm.audit(false);
  };
  const money = vm.money;
  return (
    <PageShell title={t('feast.page.storeDetail')} onRefresh={vm.load}>
      {vm.state === 'loading' && <StateView state='loading' />}
      {vm.state === 'error' && <StateView state='error' onRetry={() => void vm.load()} />}
      {vm.state === 'ready' && feast && (
        <>
          <FeastInfo feast={feast} />
          {money && (
            <View className='section'>
              <Text className='section__title'>{t('feast.money.title')}</Text>
              <View className='feast-money'>
                {(
                  [
                    ['paid', money.paidAmount],
                    ['refunding', money.refundingAmount],
                    ['refunded', money.refundAmount],
                    ['forfeited', money.forfeitAmount],
                    ['held', money.heldAmount],
                  ] as const
                ).map(([key, value]) => (
                  <View key={key} className={`feast-money__cell feast-money--${key}`}>
                    <Text className='feast-money__value'>{format(value, money.currency)}</Text>
                    <Text>{t(`feast.money.${key}`)}</Text>
                  </View>
                ))}
              </View>
              <Text className='feast-note'>{t('feast.info.paidSeats', { count: feast.paidSeats })}</Text>
            </View>
          )}
          <FeastQaList
            list={vm.questions}
            onAnswer={(q) => go(FEAST_ROUTES.storeAnswer, { questionId: q.model?.id ?? '' })}
          />
          <View className='feast-actions'>
            {status === 'WAIT_AUDIT' && (
              <>
                <Button type='primary' className='feast-approve' onClick={() => void vm.audit(true)}>
                  {t('feast.action.approve')}
                </Button>
                <Button type='danger' onClick={() => void reject()}>
                  {t('feast.action.reject')}
                </Button>
              </>
            )}
            {status === 'WAIT_PUBLISH' && (
              <Button type='primary' className='feast-publish' onClick={() => go(FEAST_ROUTES.storePublish)}>
                {t('feast.action.publish')}
              </Button>
            )}
            {(status === 'WAIT_AUDIT' || status === 'WAIT_PUBLISH' || status === 'FORMING' || status === 'SUCCESS') && (
              <Button onClick={() => go(FEAST_ROUTES.storeCreate)}>{t('feast.action.edit')}</Button>
            )}
            <Button onClick={() => go(FEAST_ROUTES.storeImages)}>{t('feast.page.storeImages')}</Button>
            <Button className='feast-members' onClick={() => go(FEAST_ROUTES.storeMembers)}>
              {t('feast.action.members')}
            </Button>
            {feast.shareable && <Button onClick={() => go(FEAST_ROUTES.storeShare)}>{t('feast.action.share')}</Button>}
            {feast.bookingOrderId !== '0' && (
              <Button
                className='feast-board'
                onClick={() => void navigator.navigateTo(`${STAFF_ROUTES.bookingHome}?date=${feast.reservationDate}`)}
              >
                {t('feast.action.viewBoard')}
              </Button>
            )}
            {status === 'SUCCESS' && (
              <Button type='primary' onClick={() => go(FEAST_ROUTES.storeFinish)}>
                {t('feast.action.finish')}
              </Button>
            )}
            {status !== 'CLOSED' && status !== 'FINISHED' && (
              <Button type='danger' className='feast-close' onClick={() => go(FEAST_ROUTES.storeClose)}>
                {t('feast.action.close')}
              </Button>
            )}
          </View>
        </>
      )}
    </PageShell>
  );
}

export default observer(StoreFeastDetailPage);
