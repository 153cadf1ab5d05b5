import { Cell } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ADMIN_ENTRIES, MerchantDetail, MerchantSection, OverviewSection } from '@/components/admin-home';
import { PageShell } from '@/components/page-shell';
import { useRootStore } from '@/stores';
import { adminMerchantStores } from '@/stores/admin-merchants';
import { overviewStore } from '@/stores/admin-overview';
import './index.scss';
// the administrator's texts; the page needs none of the staff app
import '@/i18n/admin-texts';

/** The administrator's home (spec: admin-home): the platform's areas, one list, and its merchants. */
function AdminHomePage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const { navigator } = root;
  const { merchants, merchant } = useMemo(() => adminMerchantStores(root), [root]);
  const overview = useMemo(() => overviewStore(root), [root]);
  useEffect(() => void merchants.load(), [merchants]);
  useEffect(() => void overview.load(), [overview]);
  return (
    <PageShell
      title={t('adminConsole.homeTitle')}
      showBack
      wide
      hideContactButton
      onRefresh={() => Promise.all([merchants.load(), overview.load()])}
    >
      <View className='admin-home'>
        <View className='admin-home__section'>
          <OverviewSection overview={overview} />
          <Text className='admin-home__title'>{t('adminConsole.entries')}</Text>
          {ADMIN_ENTRIES.map((entry) => (
            <Cell
              key={entry.key}
              className={`admin-home__entry admin-home__entry--${entry.key}`}
              title={t(entry.labelKey as 'adminConsole.configs')}
              clickable
              onClick={() => void (entry.tab ? navigator.reLaunch(entry.route) : navigator.navigateTo(entry.route))}
            />
          ))}
        </View>
        <MerchantSection merchants={merchants} openedId={merchant.id} onOpen={merchant.open} />
        <MerchantDetail detail={merchant} />
      </View>
    </PageShell>
  );
}

export default observer(AdminHomePage);
