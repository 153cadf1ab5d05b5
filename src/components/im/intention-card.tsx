import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrderIntention } from '@/gen/im/v1/im_pb';
import { timeOfDay } from './message-text';
import '@/i18n/im-texts';

export interface IntentionCardProps {
  intention: BookingOrderIntention;
  /** Staff of the store: the one-tap order button while no order was made. */
  onCreateOrder?: () => void;
  onViewOrder?: (orderId: string) => void;
  busy?: boolean;
}

/** A diner's draft booking as a card; staff turn it into an order with one tap. */
export function IntentionCard({ intention, onCreateOrder, onViewOrder, busy }: IntentionCardProps) {
  const { t } = useTranslation();
  const row = (label: string, value: string) => (
    <View className='im-card__row'>
      <Text className='im-card__label'>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
  return (
    <View className='im-card'>
      <Text className='im-card__title'>{t('im.card.title')}</Text>
      {row(t('im.card.date'), intention.reservationDate)}
      {row(t('im.card.time'), timeOfDay(intention.reservationStartSecond))}
      {row(
        t('im.card.people'),
        t('im.card.peopleValue', { adults: intention.adultCount, children: intention.childCount }),
      )}
      {intention.dinerName ? row(t('im.card.diner'), intention.dinerName) : null}
      {intention.remark ? row(t('im.card.remark'), intention.remark) : null}
      {intention.bookingOrderId && intention.bookingOrderId !== '0' ? (
        <Text className='im-card__done' onClick={() => onViewOrder?.(intention.bookingOrderId)}>
          {t('im.card.ordered', { orderNo: intention.orderNo })}
        </Text>
      ) : onCreateOrder ? (
        <View className='im-card__button' onClick={() => !busy && onCreateOrder()}>
          <Text>{busy ? t('im.sending') : t('im.card.createOrder')}</Text>
        </View>
      ) : null}
    </View>
  );
}
