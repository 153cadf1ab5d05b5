import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { ChoiceField } from '@/components/setup-form';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { STAFF_SETUP_ROUTES } from '@/routing/staff-setup-routes';
import { useRootStore } from '@/stores';
import { StoreBusinessConfig_BlacklistPolicy as BlacklistPolicy } from '@/gen/store/v1/store_pb';
import { AUTO_ACCEPT_MINUTES, DEPOSIT_EXPIRY_MINUTES, useConfigLabels } from '@/components/setup-form/config-options';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * The store's booking automation (spec: store-business-config): auto-accept timing
 * (by hand, at once, 5, 15, 30 minutes, 1 or 2 hours) and the deposit payment time
 * limit (30 minutes to 7 days, or unlimited), and what blacklisted diners' online
 * bookings meet (never auto-accepted, or refused). Each choice saves at once. The deposit
 * rules themselves (how much, for which bookings) are a page of their own, linked here.
 */
function StoreBusinessConfigPage() {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();
  const { storeInfo } = staffSetup;
  const labels = useConfigLabels();
  useSetupLoad(storeInfo.loadBusinessConfig);
  const config = storeInfo.businessConfig;

  return (
    <PageShell title={t('staffSetup.config.title')}>
      <SetupStoreName />
      <SetupState state={storeInfo.configState} empty={!config} onRetry={storeInfo.loadBusinessConfig}>
        {config && (
          <>
            <ChoiceField<number>
              name='autoAccept'
              label={t('staffSetup.config.autoAccept')}
              value={config.autoAcceptMinute ?? -1}
              onChange={(minute) =>
                void storeInfo.saveBusinessConfig({ ...config, autoAcceptMinute: minute < 0 ? undefined : minute })
              }
              options={[-1, ...AUTO_ACCEPT_MINUTES].map((value) => ({ value, label: labels.autoAccept(value) }))}
            />
            <ChoiceField<number>
              name='depositExpiry'
              label={t('staffSetup.config.depositExpiry')}
              value={config.depositExpiryMinute ?? -1}
              onChange={(minute) =>
                void storeInfo.saveBusinessConfig({ ...config, depositExpiryMinute: minute < 0 ? undefined : minute })
              }
              options={[...DEPOSIT_EXPIRY_MINUTES, -1].map((value) => ({ value, label: labels.duration(value) }))}
            />
            <ChoiceField<BlacklistPolicy>
              name='blacklistPolicy'
              label={t('staffSetup.config.blacklistPolicy')}
              value={
                config.blacklistPolicy === BlacklistPolicy.REFUSE ? BlacklistPolicy.REFUSE : BlacklistPolicy.REVIEW
              }
              onChange={(blacklistPolicy) => void storeInfo.saveBusinessConfig({ ...config, blacklistPolicy })}
              options={[
                { value: BlacklistPolicy.REVIEW, label: t('staffSetup.config.blacklistReview') },
                { value: BlacklistPolicy.REFUSE, label: t('staffSetup.config.blacklistRefuse') },
              ]}
            />
            <Text className='setup-list__sub'>{t('staffSetup.config.blacklistHint')}</Text>
            <Text className='setup-list__sub'>
              {t('staffSetup.config.smsAutoAccept', { value: labels.autoAccept(config.autoAcceptMinute ?? -1) })}
            </Text>
          </>
        )}
      </SetupState>
      <View
        className='setup-list__row store-business-config__deposit-policy'
        onClick={() => void navigator.navigateTo(STAFF_SETUP_ROUTES.storeDepositPolicy)}
      >
        <View className='setup-list__main'>
          <Text className='setup-list__title'>{t('staffSetup.depositPolicy.title')}</Text>
          <Text className='setup-list__sub'>{t('staffSetup.depositPolicy.linkHint')}</Text>
        </View>
        <Text className='setup-list__sub'>›</Text>
      </View>
    </PageShell>
  );
}

export default observer(StoreBusinessConfigPage);
