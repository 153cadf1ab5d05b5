import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import '../../../components/diner/diner.scss';
import '@/i18n/feast-texts';

const LINES = ['l1', 'l2', 'l3', 'l4', 'l5', 'l6'] as const;

/** feast-deposit-rule: how deposits are paid, kept and refunded (what the server does, in words). */
export default function FeastDepositRulePage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('feast.page.depositRule')}>
      <View className='section'>
        <Text className='section__title'>{t('feast.rule.title')}</Text>
        {LINES.map((key, i) => (
          <Text key={key} className='section__text feast-rule'>
            {i + 1}. {t(`feast.rule.${key}`)}
          </Text>
        ))}
      </View>
    </PageShell>
  );
}
