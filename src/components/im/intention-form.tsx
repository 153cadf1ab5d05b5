import { Input, Picker, Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { IntentionDraft } from '@/stores/im/conversation.store';
import { timeOfDay } from './message-text';
import '@/i18n/im-texts';

export interface IntentionFormProps {
  storeId: string;
  /** The first date offered (today in the store's zone, YYYY-MM-DD). */
  today: string;
  onSend(draft: IntentionDraft): void;
  onCancel(): void;
}

const TIMES = Array.from({ length: 48 }, (_, i) => i * 1800).filter((s) => s >= 9 * 3600 && s <= 22 * 3600);

/** What a diner fills in to send a booking intention to the store. */
export function IntentionForm({ storeId, today, onSend, onCancel }: IntentionFormProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState(today);
  const [timeIndex, setTimeIndex] = useState(TIMES.indexOf(18 * 3600));
  const [adults, setAdults] = useState('2');
  const [children, setChildren] = useState('0');
  const [remark, setRemark] = useState('');
  const count = (text: string) => Math.max(0, Math.min(200, Math.floor(Number(text) || 0)));
  return (
    <View className='im-form'>
      <Text className='im-form__title'>{t('im.form.title')}</Text>
      <Picker mode='date' value={date} start={today} onChange={(e) => setDate(String(e.detail.value))}>
        <View className='im-form__field'>
          <Text>{t('im.form.date')}</Text>
          <Text>{date}</Text>
        </View>
      </Picker>
      <Picker
        mode='selector'
        range={TIMES.map(timeOfDay)}
        value={timeIndex}
        onChange={(e) => setTimeIndex(Number(e.detail.value))}
      >
        <View className='im-form__field'>
          <Text>{t('im.form.time')}</Text>
          <Text>{timeOfDay(TIMES[timeIndex])}</Text>
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
              reservationStartSecond: TIMES[timeIndex],
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
