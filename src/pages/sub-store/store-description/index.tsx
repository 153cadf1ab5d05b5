import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { STAFF_SETUP_ROUTES } from '@/routing/staff-setup-routes';
import { useRootStore } from '@/stores';
import { useMoney } from '@/i18n/use-money';
import '../../../components/setup-form/setup-form.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * The store description as diners read it (spec: store-description). The store has no
 * free-text description of its own: it is composed from the store's details, which are
 * edited on store-base.
 */
function StoreDescriptionPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { staffSetup, navigator } = useRootStore();
  const { storeInfo } = staffSetup;
  useSetupLoad(storeInfo.load);
  const store = storeInfo.store;
  const p = store?.profile;
  const lines = p
    ? ([
        ['city', p.city],
        ['address', p.address],
        ['hours', p.hours],
        ['mainCuisine', [p.mainCuisine, p.subCuisine].filter(Boolean).join(' · ')],
        ['chef', p.chef],
        [
          'perCapita',
          p.perCapitaPrice && p.perCapitaPrice !== '0' ? money(p.perCapitaPrice, store?.currency ?? '') : '',
        ],
        ['openingYear', p.openingYear ? String(p.openingYear) : ''],
      ] as const)
    : [];

  return (
    <PageShell title={t('staffSetup.store.descriptionTitle')}>
      <SetupStoreName />
      <Text className='setup-list__sub'>{t('staffSetup.store.descriptionHint')}</Text>
      <SetupState state={storeInfo.state} empty={!store} onRetry={storeInfo.load}>
        <View className='setup-list'>
          <Text className='setup-list__title'>{store?.name}</Text>
          {lines
            .filter(([, value]) => value)
            .map(([key, value]) => (
              <View key={key} className='setup-list__row store-description__line'>
                <Text className='setup-list__sub'>
                  {t(`staffSetup.store.${key}`, { currency: store?.currency ?? '' })}
                </Text>
                <Text>{value}</Text>
              </View>
            ))}
        </View>
        <Button block onClick={() => void navigator.navigateTo(STAFF_SETUP_ROUTES.storeBase)}>
          {t('staffSetup.common.edit')}
        </Button>
      </SetupState>
    </PageShell>
  );
}

export default observer(StoreDescriptionPage);
