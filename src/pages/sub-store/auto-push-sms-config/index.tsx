import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';
import { useConfigLabels } from '@/components/setup-form/config-options';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { STAFF_SETUP_ROUTES } from '@/routing/staff-setup-routes';
import { useRootStore } from '@/stores';
import '../../../components/setup-form/setup-form.scss';

/**
 * Automatic SMS to diners (spec: auto-push-sms-config). Minimal: the push service of
 * the spec (templates, scenes) is not built yet, so this page says what is sent and
 * links the auto-accept timing that decides when a confirmation goes out.
 */
function AutoPushSmsConfigPage() {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();
  const { storeInfo } = staffSetup;
  const labels = useConfigLabels();
  useSetupLoad(storeInfo.loadBusinessConfig);
  const config = storeInfo.businessConfig;
  return (
    <PageShell title={t('staffSetup.config.smsTitle')}>
      <Text className='setup-list__sub'>{t('staffSetup.config.smsHint')}</Text>
      <SetupState state={storeInfo.configState} empty={!config} onRetry={storeInfo.loadBusinessConfig}>
        <View className='setup-list__row'>
          <Text className='auto-push-sms__auto-accept'>
            {t('staffSetup.config.smsAutoAccept', { value: labels.autoAccept(config?.autoAcceptMinute ?? -1) })}
          </Text>
          <Button size='small' onClick={() => void navigator.navigateTo(STAFF_SETUP_ROUTES.storeBusinessConfig)}>
            {t('staffSetup.common.edit')}
          </Button>
        </View>
      </SetupState>
    </PageShell>
  );
}

export default observer(AutoPushSmsConfigPage);
