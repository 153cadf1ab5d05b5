import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import type { MyParticipation } from '@/gen/feast/v1/diner_feast_service_pb';
import { FeastParticipant_Status } from '@/gen/feast/v1/feast_pb';
import type { PagedList } from '@/stores/diner/paged-list';
import { FeastCard } from './feast-card';
import { ParticipationDeposit } from './participation-deposit';
import './feast.scss';
import '@/i18n/feast-texts';

/**
 * The diner's participations: each feast's card with their own standing in
 * it (joined, cancelled, ...) and where its deposit stands, so a cancelled
 * registration never passes for an open one.
 */
export const ParticipationListView = observer(function ParticipationListView({
  list,
  onOpen,
}: {
  list: PagedList<MyParticipation>;
  onOpen: (feastId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <View className='feast-list feast-orders'>
      {list.items.map(({ feast, participant }) =>
        feast && participant ? (
          <View key={participant.model?.id} className='feast-order'>
            <FeastCard feast={feast} onClick={() => onOpen(feast.model?.id ?? '')} />
            <View className='feast-order__mine'>
              <Text className='section__text feast-order__status'>
                {t(`feast.participantStatus.${FeastParticipant_Status[participant.status] as 'SUCCESS'}`)} ·{' '}
                {t('feast.members.seats', { count: participant.seatCount })}
              </Text>
              <ParticipationDeposit participant={participant} />
            </View>
          </View>
        ) : null,
      )}
      {list.loading && <StateView state='loading' />}
      {list.failed && <StateView state='error' onRetry={() => void list.refresh()} />}
      {list.isEmpty && <StateView state='empty' text={t('feast.deposit.ordersEmpty')} />}
      {list.loaded && !list.hasMore && list.items.length > 0 && (
        <Text className='section__text feast-list__end'>{t('diner.state.noMore')}</Text>
      )}
    </View>
  );
});
