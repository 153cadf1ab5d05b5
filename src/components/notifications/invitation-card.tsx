import { Image, Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { invitationLines, type InvitationFacts, type InvitationStyle } from '@/common/invitation-card';
import './notifications.scss';
import '@/i18n/notification-texts';

export interface InvitationCardProps {
  style: InvitationStyle;
  facts: InvitationFacts;
  closed?: boolean;
}

/**
 * A booking as its invitation template draws it: the share page and the staff's live
 * preview render this, with the lines common/invitation-card decides.
 */
export function InvitationCard({ style, facts, closed }: InvitationCardProps) {
  const { t } = useTranslation();
  const lines = invitationLines(style, facts);
  return (
    <View className='invitation-card' style={{ background: style.backgroundColor, color: style.textColor }}>
      {style.coverImageUrl ? (
        <Image className='invitation-card__cover' src={style.coverImageUrl} mode='aspectFill' />
      ) : (
        <View className='invitation-card__cover-band' style={{ background: style.primaryColor, opacity: 0.35 }} />
      )}
      <View
        className='invitation-card__body'
        style={style.backgroundImageUrl ? { backgroundImage: `url(${style.backgroundImageUrl})` } : undefined}
      >
        <Text className='invitation-card__title' style={{ color: style.primaryColor }}>
          {t('notify.card.invite', { host: facts.host || facts.storeName })}
        </Text>
        {style.greeting && <Text className='invitation-card__greeting'>{style.greeting}</Text>}
        {lines.map((line) => (
          <View
            key={line.kind}
            className={`invitation-card__line invitation-card__line--${line.kind}`}
            style={{ borderColor: style.primaryColor }}
          >
            <Text className='invitation-card__label' style={{ color: style.primaryColor }}>
              {t(`notify.card.${line.kind}`)}
            </Text>
            <Text className='invitation-card__value'>
              {line.kind === 'people' ? t('notify.card.peopleValue', { count: Number(line.value) }) : line.value}
            </Text>
          </View>
        ))}
        {style.imageUrls.length > 0 && (
          <View className='invitation-card__images'>
            {style.imageUrls.map((url) => (
              <Image key={url} className='invitation-card__image' src={url} mode='aspectFill' />
            ))}
          </View>
        )}
        {style.parkingImageUrl && (
          <View className='invitation-card__line' style={{ borderColor: style.primaryColor }}>
            <Text className='invitation-card__label' style={{ color: style.primaryColor }}>
              {t('notify.card.parking')}
            </Text>
            <Image className='invitation-card__parking' src={style.parkingImageUrl} mode='aspectFit' />
          </View>
        )}
        {closed && <Text className='invitation-card__closed'>{t('notify.card.closed')}</Text>}
      </View>
    </View>
  );
}
