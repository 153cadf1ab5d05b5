import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { hhmm, storeTime } from '@/components/feast/feast-format';
import { ParticipationDeposit } from '@/components/feast/participation-deposit';
import { PageShell } from '@/components/page-shell';
import { FeastParticipant_CloseReason, FeastParticipant_Status, type FeastParticipant } from '@/gen/feast/v1/feast_pb';
import { askConfirm } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';
import '@/i18n/feast-texts';

/**
 * What staff may still give back: what the deposit holds and what the store
 * kept from a late cancel (the server's held amount, one definition with the
 * diner's screens, plus the kept part).
 */
const held = (p: FeastParticipant) => String(BigInt(p.heldAmount || '0') + BigInt(p.forfeitAmount || '0'));

/** feast-members: who joined, their seats, answers and deposits; staff mark arrivals and refund deposits. */
function FeastMembersPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouter().params;
  const { feast: feasts } = useRootStore();
  const vm = useViewModel(() => feasts.staffFeast(id));
  const feast = vm.feast;
  const refund = async (p: FeastParticipant) => {
    const ask = t('feast.ask.refund', { amount: held(p), currency: p.currency });
    if (await askConfirm(ask, t('feast.action.refund'), t('staffOps.common.cancel'))) {
      await vm.refund(p.model?.id ?? '');
    }
  };
  return (
    <PageShell title={t('feast.page.storeMembers')} onRefresh={vm.load}>
      {vm.state === 'loading' && <StateView state='loading' />}
      {vm.state === 'error' && <StateView state='error' onRetry={() => void vm.load()} />}
      {vm.state === 'ready' && feast && (
        <View className='section'>
          <Text className='section__title'>
            {feast.title} · {t('feast.info.paidSeats', { count: feast.paidSeats })}
          </Text>
          {vm.members.length === 0 && <Text className='feast-note'>{t('feast.members.empty')}</Text>}
          {vm.members.map((p) => {
            const status = FeastParticipant_Status[p.status] as 'SUCCESS';
            const reason = FeastParticipant_CloseReason[p.closeReason] as 'PARTICIPANT_CANCEL';
            return (
              <View key={p.model?.id} className='feast-member'>
                <View className='feast-member__main'>
                  <Text className='section__text'>
                    {[p.displayName, t('feast.members.seats', { count: p.seatCount }), p.phone]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <Text className='feast-note'>
                    {t(`feast.participantStatus.${status}`)}
                    {p.closeReason > FeastParticipant_CloseReason.NONE
                      ? ` · ${t(`feast.participantCloseReason.${reason}`)}`
                      : ''}
                  </Text>
                  <ParticipationDeposit participant={p} />
                  {p.arrivalSecond >= 0 && (
                    <Text className='feast-note'>{t('feast.members.arrival', { time: hhmm(p.arrivalSecond) })}</Text>
                  )}
                  {p.arrivalTime && (
                    <Text className='feast-note'>
                      {t('feast.members.arrived')} {storeTime(feast, p.arrivalTime)}
                    </Text>
                  )}
                  {p.answerList.map((a, i) => (
                    <Text key={i} className='feast-note'>
                      {feast.questionList[i]}: {a}
                    </Text>
                  ))}
                </View>
                <View>
                  {p.status === FeastParticipant_Status.SUCCESS && !p.arrivalTime && (
                    <Button size='small' onClick={() => void vm.arrive(p.model?.id ?? '')}>
                      {t('feast.action.arrive')}
                    </Button>
                  )}
                  {p.status !== FeastParticipant_Status.WAIT_DEPOSIT_PAYMENT && held(p) !== '0' && (
                    <Button size='small' type='danger' onClick={() => void refund(p)}>
                      {t('feast.action.refund')}
                    </Button>
                  )}
                </View>
              </View>
            );
          })}
        </View>
      )}
    </PageShell>
  );
}

export default observer(FeastMembersPage);
