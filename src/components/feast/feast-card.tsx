import { Image, Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import type { Feast } from '@/gen/feast/v1/feast_pb';
import { feastWhen, seatsLeftOf, statusName } from './feast-format';
import './feast.scss';
import '@/i18n/feast-texts';

export function FeastBadge({ feast }: { feast: Feast }) {
  const { t } = useTranslation();
  const status = statusName(feast);
  return <Text className={`feast-badge feast-badge--${status}`}>{t(`feast.status.${status}`)}</Text>;
}

/** A feast in a list: cover, title, status, time and place, seats left, deposit. */
export function FeastCard({ feast, onClick }: { feast: Feast; onClick: () => void }) {
  const { t } = useTranslation();
  const cover = feast.shareCover?.url || feast.imageList[0]?.url;
  const left = seatsLeftOf(feast);
  return (
    <View className={`feast-card${feast.theme === 1 ? ' feast-card--dark' : ''}`} onClick={onClick}>
      {cover ? (
        <Image className='feast-card__cover' src={cover} mode='aspectFill' />
      ) : (
        <View className='feast-card__cover' />
      )}
      <View className='feast-card__body'>
        <Text className='feast-card__title'>{feast.title}</Text>
        <FeastBadge feast={feast} />
        <Text className='feast-card__meta'>{feastWhen(feast)}</Text>
        <Text className='feast-card__meta'>{feast.place || feast.storeName}</Text>
        <Text className='feast-card__meta'>
          {left > 0 ? t('feast.info.seatsLeft', { left, total: feast.participantCount }) : t('feast.info.full')}
          {' · '}
          {t('feast.info.depositPerSeat', { amount: feast.depositPerPerson, currency: feast.currency })}
        </Text>
      </View>
    </View>
  );
}
