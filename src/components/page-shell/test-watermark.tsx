import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';

const REPEAT = 12;

/** Marks every page of a client talking to a development API (its base contains 'dev'). */
export function TestWatermark() {
  const { t } = useTranslation();
  const label = t('shell.testEnvironment');
  return (
    <View className='test-watermark'>
      {Array.from({ length: REPEAT }, (_, i) => (
        <Text key={i} className='test-watermark__label'>
          {label}
        </Text>
      ))}
    </View>
  );
}
