import { Button, Input } from '@nutui/nutui-react-taro';
import { Picker, Text, View } from '@tarojs/components';
import { useState } from 'react';
import { formatSecondOfDay } from '@/common/shift-time';
import { useTranslation } from '@/i18n/use-translation';
import { showToast } from '@/services/feedback';
import type { JoinRequest } from '@/stores/waitlist/diner-waitlist.store';
import '@/i18n/waitlist-texts';

const DEFAULT_FROM = 18 * 3600;
const DEFAULT_TO = 20 * 3600;

/** 'HH:mm' (the time picker's value) as seconds of the day. */
function secondsOf(value: string): number {
  const [h, m] = value.split(':').map(Number);
  return (h || 0) * 3600 + (m || 0) * 60;
}

interface Props {
  storeId: string;
  /** The store date the diner wants (a full day they tapped, or the day chosen). */
  date: string;
  dayFull: boolean;
  adults: number;
  children: number;
  /** The time chosen on the page, if any: the window starts there. */
  fromSecond: number | null;
  defaultName: string;
  busy: boolean;
  onJoin: (request: JoinRequest) => void;
}

/**
 * The booking page's "join the waitlist": a window of the day (store time)
 * for the party chosen above, and the name to book under. Opened from a
 * link so a diner who can book never has it in the way.
 */
export function WaitlistJoinSheet(props: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(props.dayFull);
  const [from, setFrom] = useState(props.fromSecond ?? DEFAULT_FROM);
  const [to, setTo] = useState(Math.max(props.fromSecond ?? DEFAULT_FROM, DEFAULT_TO));
  const [name, setName] = useState(props.defaultName);
  const join = () => {
    if (to < from) return showToast(t('waitlist.join.windowInvalid'));
    props.onJoin({
      storeId: props.storeId,
      date: props.date,
      windowStartSecond: from,
      windowEndSecond: to,
      adults: props.adults,
      children: props.children,
      lastName: name || props.defaultName,
    });
  };
  return (
    <View className='section waitlist-join'>
      {props.dayFull && <Text className='section__title'>{t('waitlist.join.dayFull', { date: props.date })}</Text>}
      {!open ? (
        <Button fill='outline' block className='waitlist-join__open' onClick={() => setOpen(true)}>
          {t('waitlist.join.open')}
        </Button>
      ) : (
        <View className='waitlist-join__form' data-testid='waitlist-join'>
          <Text className='section__title'>{t('waitlist.join.title')}</Text>
          <Text className='section__text'>{t('waitlist.join.hint')}</Text>
          <View className='section__row'>
            <Text>{t('waitlist.join.from')}</Text>
            <Picker mode='time' value={formatSecondOfDay(from)} onChange={(e) => setFrom(secondsOf(e.detail.value))}>
              <Text data-testid='waitlist-from'>{formatSecondOfDay(from)}</Text>
            </Picker>
          </View>
          <View className='section__row'>
            <Text>{t('waitlist.join.to')}</Text>
            <Picker mode='time' value={formatSecondOfDay(to)} onChange={(e) => setTo(secondsOf(e.detail.value))}>
              <Text data-testid='waitlist-to'>{formatSecondOfDay(to)}</Text>
            </Picker>
          </View>
          <View className='section__row'>
            <Text>{t('waitlist.join.name')}</Text>
            <Input
              className='waitlist-join__name'
              value={name}
              maxLength={40}
              placeholder={t('waitlist.join.namePlaceholder')}
              onChange={(v) => setName(v)}
            />
          </View>
          <Button
            type='primary'
            block
            className='waitlist-join__submit'
            disabled={props.busy || !(name || props.defaultName).trim()}
            onClick={join}
          >
            {t('waitlist.join.submit')}
          </Button>
        </View>
      )}
    </View>
  );
}
