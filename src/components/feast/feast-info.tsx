import { Image, Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { Feast_CloseReason, type Feast } from '@/gen/feast/v1/feast_pb';
import { FeastBadge } from './feast-card';
import { feastWhen, seatsLeftOf, statusName, storeTime } from './feast-format';
import './feast.scss';
import '@/i18n/feast-texts';

export function FeastRow({ label, value }: { label: string; value: string }) {
  return (
    <View className='feast-row'>
      <Text className='feast-row__label'>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
}

/** The feast's cover and facts, as diners and staff see them on its detail pages. */
export function FeastInfo({ feast }: { feast: Feast }) {
  const { t } = useTranslation();
  const cover = feast.shareCover?.url || feast.imageList[0]?.url;
  const left = seatsLeftOf(feast);
  // NONE and unset carry no reason worth a line.
  const reasonName = Feast_CloseReason[feast.closeReason] as 'AUDIT_REJECT';
  const reasonText = feast.closeReason > Feast_CloseReason.NONE ? t(`feast.closeReason.${reasonName}`) : '';
  // The reviewer's or the store's words (a rejection's reason) are what the creator needs to act on.
  const reason = [reasonText, feast.closeRemark].filter(Boolean).join(' · ');
  return (
    <View>
      {cover ? <Image className='feast-hero__image' src={cover} mode='aspectFill' /> : <View className='feast-hero' />}
      <View className='section'>
        <Text className='feast-title'>{feast.title}</Text>
        <FeastBadge feast={feast} />
        {statusName(feast) === 'CLOSED' && reasonText && (
          <Text className='feast-note'>{t('feast.info.closeReason', { reason })}</Text>
        )}
        <FeastRow label={t('feast.info.when')} value={feastWhen(feast)} />
        <FeastRow label={t('feast.info.where')} value={[feast.storeName, feast.place].filter(Boolean).join(' · ')} />
        {feast.creatorName && <FeastRow label={t('feast.info.host')} value={feast.creatorName} />}
        <FeastRow
          label={t('feast.info.seats')}
          value={`${left > 0 ? t('feast.info.seatsLeft', { left, total: feast.participantCount }) : t('feast.info.full')} · ${t('feast.info.minimum', { count: feast.minParticipantCount })}`}
        />
        <FeastRow
          label={t('feast.info.deposit')}
          value={t('feast.info.depositPerSeat', { amount: feast.depositPerPerson, currency: feast.currency })}
        />
        {feast.estimatedCost !== '0' && (
          <FeastRow
            label=''
            value={t('feast.info.estimated', { amount: feast.estimatedCost, currency: feast.currency })}
          />
        )}
        {feast.serviceChargePercent > 0 && (
          <FeastRow label='' value={t('feast.info.serviceCharge', { percent: feast.serviceChargePercent })} />
        )}
        <FeastRow label={t('feast.info.deadline')} value={storeTime(feast, feast.registrationDeadline)} />
        <Text className='feast-note'>{t('feast.info.number', { number: feast.number })}</Text>
      </View>
      {feast.description && (
        <View className='section'>
          <Text className='section__title'>{t('feast.field.description')}</Text>
          <Text className='section__text'>{feast.description}</Text>
        </View>
      )}
      {feast.menu && (
        <View className='section'>
          <Text className='section__title'>{t('feast.field.menu')}</Text>
          <Text className='section__text'>{feast.menu}</Text>
        </View>
      )}
    </View>
  );
}
