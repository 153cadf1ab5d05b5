import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { TabPage } from '@/components/tab-page';
import { TAB_PATHS } from '@/components/tab-bar';
import { ModeSwitch } from '@/components/mode-switch';
// staff app: bookings: stores and the management entries (both parts append to the list)
import { MANAGEMENT_SECTIONS, MerchantEntryList } from '@/components/merchant-entry-list';
import { LoadState } from '@/components/load-state';
import { useStaff } from '@/components/staff-kit';
// staff app: store setup and diner CRM: every setup page, grouped
import { StoreSetupEntry } from '@/components/store-setup-entry';
// reports and settlement
import { ADMIN_SETTLEMENT_ENTRIES } from '@/components/merchant-entry-list/merchant-entries';
import './index.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** Merchant mode's management tab: the stores one may act for (tap to switch), every staff entry by section, the mode switch. */
function ManagementTabPage() {
  const { t } = useTranslation();
  const { staff, root } = useStaff();
  const { stores } = staff;
  useEffect(() => {
    stores.load().catch(() => undefined);
  }, [stores]);
  return (
    <TabPage path={TAB_PATHS.admin} title={t('page.admin.title')}>
      <View className='management'>
        <Text className='management__title'>{t('staffOps.management.stores')}</Text>
        <LoadState
          status={stores.status}
          empty={stores.stores.length === 0}
          emptyText={t('page.admin.empty')}
          onRetry={() => void stores.load()}
        >
          <View className='management__stores'>
            {stores.stores.map((s) => (
              <View
                key={s.model?.id}
                className={
                  s.model?.id === stores.currentId
                    ? 'management__store management__store--current'
                    : 'management__store'
                }
                onClick={() => stores.switchTo(s.model?.id ?? '')}
              >
                <Text>{s.name}</Text>
                {s.model?.id === stores.currentId && (
                  <Text className='management__current'>{t('staffOps.management.current')}</Text>
                )}
              </View>
            ))}
          </View>
        </LoadState>
        {MANAGEMENT_SECTIONS.map((section) => (
          <View key={section.key} className={`management__section management__section--${section.key}`}>
            <Text className='management__title'>{t(section.titleKey as 'staffOps.management.bookings')}</Text>
            <MerchantEntryList entries={section.entries} />
          </View>
        ))}
        <StoreSetupEntry />
        {/* reports and settlement: the administrator's settlement */}
        {root.staffStanding.isAdmin && (
          <View className='management__section management__section--settlement'>
            <MerchantEntryList entries={ADMIN_SETTLEMENT_ENTRIES} />
          </View>
        )}
      </View>
      <ModeSwitch />
    </TabPage>
  );
}

export default observer(ManagementTabPage);
