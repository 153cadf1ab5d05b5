import { Image, Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import type { Feast } from '@/gen/feast/v1/feast_pb';
import { FeastBadge } from './feast-card';
import { closeReasonName, feastWhen, headcountOf, seatsLeftOf, statusName, storeTime } from './feast-format';
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
  const reasonName = closeReasonName(feast);
  const reasonText = reasonName ? t(`feast.closeReason.${reasonName}`) : '';
  // Staff see their own note; diners receive only the creator's words, when the creator cancelled.
  const reason = [reasonText, feast.closeRemark].filter(Boolean).join(' · ');
  const headcount = headcountOf(feast);
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
        {headcount && (
          <Text className='feast-headcount' data-testid='feast-headcount'>
            {headcount.missing > 0
              ? t('feast.info.headcountShort', { paid: headcount.paid, count: headcount.missing })
              : t('feast.info.headcountReached', { count: headcount.paid })}
          </Text>
        )}
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
