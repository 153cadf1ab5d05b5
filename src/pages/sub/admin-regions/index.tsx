import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { HolidayPanel } from '@/components/admin-content/holiday-panel';
import { RegionPanel } from '@/components/admin-content/region-panel';
import { PageShell } from '@/components/page-shell';
import { useRootStore } from '@/stores';
import { holidaysStore, regionsStore } from '@/stores/admin-content';
// the administrator's texts; the page needs none of the staff app
import '@/i18n/admin-texts';

/** Phone regions and public holiday dates (spec section 7: regions, holiday dates), for administrators. */
function AdminRegionsPage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const regions = useMemo(() => regionsStore(root), [root]);
  const holidays = useMemo(() => holidaysStore(root), [root]);
  useEffect(() => {
    void regions.load();
    void holidays.load();
  }, [regions, holidays]);
  const refresh = () => Promise.all([regions.load(), holidays.load()]);
  return (
    <PageShell title={t('adminContent.regionsTitle')} showBack wide hideContactButton onRefresh={refresh}>
      <View className='admin-content admin-content--two'>
        <RegionPanel regions={regions} onPick={(iso) => void holidays.show(iso, holidays.year)} />
        <HolidayPanel holidays={holidays} regions={regions} />
      </View>
    </PageShell>
  );
}

export default observer(AdminRegionsPage);
