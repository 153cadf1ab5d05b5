import { Text, View } from '@tarojs/components';
import { Button, TextArea } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useStaff } from '@/components/staff-kit/use-staff';
import { showToast } from '@/services/feedback';
import './daily-memo.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * The day's note on the board ("wedding party in the hall, no walk-ins after
 * 19:00"): every device at the store sees it for that date; tapping it edits
 * it in place, and saving it empty removes it.
 */
function DailyMemoView() {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const { memo, day } = staff;
  const [draft, setDraft] = useState<string | null>(null);

  useEffect(() => {
    setDraft(null);
    void memo.load(day.date);
  }, [memo, day.date]);

  const save = async () => {
    if (draft === null) return;
    if (await memo.save(draft.trim())) {
      setDraft(null);
      showToast(t('staffOps.memo.saved'));
    }
  };

  if (draft !== null) {
    return (
      <View className='daily-memo daily-memo--editing'>
        <TextArea
          className='daily-memo__input'
          value={draft}
          maxLength={2000}
          autoSize
          placeholder={t('staffOps.memo.placeholder')}
          onChange={(value) => setDraft(String(value))}
        />
        <View className='daily-memo__actions'>
          <Button size='small' onClick={() => setDraft(null)}>
            {t('staffOps.common.cancel')}
          </Button>
          <Button
            className='daily-memo__save'
            size='small'
            type='primary'
            loading={memo.saving}
            onClick={() => void save()}
          >
            {t('staffOps.memo.save')}
          </Button>
        </View>
      </View>
    );
  }
  return (
    <View className='daily-memo' onClick={() => setDraft(memo.content)}>
      <Text className='daily-memo__label'>
        {t(day.date === day.today ? 'staffOps.memo.title' : 'staffOps.memo.dayTitle')}
      </Text>
      <Text className={`daily-memo__text${memo.content ? '' : ' daily-memo__text--empty'}`}>
        {memo.content || t('staffOps.memo.empty')}
      </Text>
    </View>
  );
}

export const DailyMemo = observer(DailyMemoView);
