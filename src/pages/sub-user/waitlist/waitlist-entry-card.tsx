import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { formatSecondOfDay } from '@/common/shift-time';
import { formatCountdown, useSecondsUntil } from '@/components/diner/countdown-text';
import { WaitlistEntry_Status as Status, type WaitlistEntry } from '@/gen/booking/v1/waitlist_pb';
import { useTranslation } from '@/i18n/use-translation';

interface Props {
  entry: WaitlistEntry;
  busy: boolean;
  onAccept: () => void;
  onLeave: () => void;
  onOpenBooking: () => void;
}

/** One waitlist entry: its window and party, its status, and while a slot is held the countdown and "book now". */
export function WaitlistEntryCard({ entry: e, busy, onAccept, onLeave, onOpenBooking }: Props) {
  const { t } = useTranslation();
  const expireMs = e.status === Status.OFFERED && e.offerExpireTime ? timestampDate(e.offerExpireTime).getTime() : null;
  const left = useSecondsUntil(expireMs);
  const status = Status[e.status] as 'WAITING';
  const live = e.status === Status.WAITING || e.status === Status.OFFERED;
  return (
    <View className='section waitlist-entry' data-testid={`waitlist-entry-${e.id}`}>
      <View className='section__row'>
        <Text className='section__title'>{e.storeName}</Text>
        <Text className='waitlist-entry__status'>{t(`waitlist.status.${status}`)}</Text>
      </View>
      <Text className='section__text'>
        {t('waitlist.window', {
          date: e.reservationDate,
          from: formatSecondOfDay(e.windowStartSecond),
          to: formatSecondOfDay(e.windowEndSecond),
        })}{' '}
        · {t('waitlist.people', { count: e.adultCount + e.childCount })}
      </Text>
      {e.status === Status.WAITING && e.place > 0 && (
        <Text className='section__text'>{t('waitlist.place', { place: e.place })}</Text>
      )}
      {e.status === Status.OFFERED && (
        <View className='waitlist-entry__offer'>
          <Text>{t('waitlist.offer.held', { time: formatSecondOfDay(e.offerStartSecond) })}</Text>
          {left > 0 ? (
            <Text className='waitlist-entry__countdown' data-testid='waitlist-countdown'>
              {t('waitlist.offer.countdown', { time: formatCountdown(left) })}
            </Text>
          ) : (
            <Text className='waitlist-entry__countdown'>{t('waitlist.offer.lapsed')}</Text>
          )}
          <Button type='primary' block disabled={busy || left === 0} onClick={onAccept}>
            {t('waitlist.offer.bookNow')}
          </Button>
        </View>
      )}
      {e.status === Status.BOOKED && e.bookingOrderId !== '0' && (
        <Button fill='outline' block onClick={onOpenBooking}>
          {t('waitlist.booked')}
        </Button>
      )}
      {live && (
        <Button fill='none' block disabled={busy} className='waitlist-entry__leave' onClick={onLeave}>
          {t('waitlist.leave')}
        </Button>
      )}
    </View>
  );
}
