import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import type { FeastQuestion } from '@/gen/feast/v1/feast_pb';
import './feast.scss';
import '@/i18n/feast-texts';

/** Questions and their answers; staff get an answer button on each. */
export function FeastQaList({ list, onAnswer }: { list: FeastQuestion[]; onAnswer?: (q: FeastQuestion) => void }) {
  const { t } = useTranslation();
  return (
    <View className='section'>
      <Text className='section__title'>{t('feast.qa.title')}</Text>
      {list.length === 0 && <Text className='feast-note'>{t('feast.qa.empty')}</Text>}
      {list.map((q) => (
        <View key={q.model?.id} className='feast-qa' onClick={() => onAnswer?.(q)}>
          <Text className='feast-qa__q'>
            {q.askerName}: {q.content}
          </Text>
          <Text className='feast-qa__a'>{q.answer || t('feast.qa.unanswered')}</Text>
        </View>
      ))}
    </View>
  );
}
