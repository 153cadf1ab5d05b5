import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import '../../../components/setup-form/setup-form.scss';

/**
 * Official-account notifications to staff (spec: store-official-notification).
 * Minimal: the push service (operator push config, scenes) is another issue's; until
 * it exists the page says what will be sent and that nothing is bound.
 */
function StoreOfficialNotificationPage() {
  const { t } = useTranslation();
  return (
    <PageShell title={t('staffSetup.store.officialTitle')}>
      <Text className='setup-list__sub'>{t('staffSetup.store.officialHint')}</Text>
      <View className='setup-list__row'>
        <Text>{t('staffSetup.store.officialStatus')}</Text>
        <Text className='setup-list__badge'>{t('staffSetup.store.officialNotBound')}</Text>
      </View>
    </PageShell>
  );
}

export default observer(StoreOfficialNotificationPage);
