import { Input, Picker, Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { IntentionDraft } from '@/stores/im/conversation.store';
import { firstIntentionDate, intentionTimesOn, storeClock } from '@/stores/im/intention-times';
import { timeOfDay } from './message-text';
import '@/i18n/im-texts';

export interface IntentionFormProps {
  storeId: string;
  /** The store's IANA zone: dates and times are the store's. */
  timezone: string;
  onSend(draft: IntentionDraft): void;
  onCancel(): void;
}

/** What a diner fills in to send a booking intention to the store, in the store's time. */
export function IntentionForm({ storeId, timezone, onSend, onCancel }: IntentionFormProps) {
  const { t } = useTranslation();
  const [clock] = useState(() => storeClock(timezone, Date.now()));
  const [date, setDate] = useState(() => firstIntentionDate(clock));
  const times = intentionTimesOn(date, clock);
  const [chosen, setChosen] = useState(18 * 3600);
  // A time gone by on the store's clock is not offered; the nearest later one is.
  const second = times.includes(chosen) ? chosen : (times.find((s) => s > chosen) ?? times[0]);
  const [adults, setAdults] = useState('2');
  const [children, setChildren] = useState('0');
  const [remark, setRemark] = useState('');
  const count = (text: string) => Math.max(0, Math.min(200, Math.floor(Number(text) || 0)));
  return (
    <View className='im-form'>
      <Text className='im-form__title'>{t('im.form.title')}</Text>
      {clock.deviceElsewhere && <Text className='im-form__note'>{t('im.form.storeTime', { zone: timezone })}</Text>}
      <Picker
        mode='date'
        value={date}
        start={firstIntentionDate(clock)}
        onChange={(e) => setDate(String(e.detail.value))}
      >
        <View className='im-form__field'>
          <Text>{t('im.form.date')}</Text>
          <Text>{date}</Text>
        </View>
      </Picker>
      <Picker
        mode='selector'
        range={times.map(timeOfDay)}
        value={Math.max(0, times.indexOf(second))}
        onChange={(e) => setChosen(times[Number(e.detail.value)] ?? second)}
      >
        <View className='im-form__field'>
          <Text>{t('im.form.time')}</Text>
          <Text>{timeOfDay(second)}</Text>
        </View>
      </Picker>
      <View className='im-form__field'>
        <Text>{t('im.form.adults')}</Text>
        <Input className='im-form__input' type='number' value={adults} onInput={(e) => setAdults(e.detail.value)} />
      </View>
      <View className='im-form__field'>
        <Text>{t('im.form.children')}</Text>
        <Input className='im-form__input' type='number' value={children} onInput={(e) => setChildren(e.detail.value)} />
      </View>
      <View className='im-form__field'>
        <Input
          className='im-form__input'
          style={{ textAlign: 'left' }}
          placeholder={t('im.form.remark')}
          maxlength={200}
          value={remark}
          onInput={(e) => setRemark(e.detail.value)}
        />
      </View>
      <View className='im-form__actions'>
        <Button size='small' onClick={onCancel}>
          {t('im.form.cancel')}
        </Button>
        <Button
          size='small'
          type='primary'
          onClick={() =>
            onSend({
              storeId,
              reservationDate: date,
              reservationStartSecond: second,
              adultCount: count(adults),
              childCount: count(children),
              remark: remark.trim(),
            })
          }
        >
          {t('im.form.send')}
        </Button>
      </View>
    </View>
  );
}
