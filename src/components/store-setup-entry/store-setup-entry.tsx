import { Text, View } from '@tarojs/components';
import { Cell } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { SHARED_ROUTES } from '@/routing/shared-routes';
import { STAFF_SETUP_ROUTES } from '@/routing/staff-setup-routes';
import { useRootStore } from '@/stores';
import './store-setup-entry.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

type EntryKey =
  | 'tables'
  | 'floorPlans'
  | 'shifts'
  | 'bookingRules'
  | 'bookingPlan'
  | 'businessConfig'
  | 'depositPolicy'
  | 'autoPushSms'
  | 'tags'
  | 'takers'
  | 'channels'
  | 'membership'
  | 'storeBase'
  | 'storePreview'
  | 'storeRules'
  | 'storeImages'
  | 'notice'
  | 'officialNotification'
  | 'description'
  | 'displaySetting'
  | 'weekStart'
  | 'diners'
  | 'dinerCreate'
  | 'staff';

const GROUPS: ReadonlyArray<{
  title: 'groupTables' | 'groupBooking' | 'groupStore' | 'groupDiners';
  entries: Array<[EntryKey, string]>;
}> = [
  {
    title: 'groupTables',
    entries: [
      ['tables', STAFF_SETUP_ROUTES.storeTable],
      ['floorPlans', STAFF_SETUP_ROUTES.storeFloorPlan],
      ['shifts', STAFF_SETUP_ROUTES.storeShifts],
    ],
  },
  {
    title: 'groupBooking',
    entries: [
      ['bookingRules', STAFF_SETUP_ROUTES.bookingRules],
      ['bookingPlan', STAFF_SETUP_ROUTES.bookingPlan],
      ['businessConfig', STAFF_SETUP_ROUTES.storeBusinessConfig],
      ['depositPolicy', STAFF_SETUP_ROUTES.storeDepositPolicy],
      ['autoPushSms', STAFF_SETUP_ROUTES.autoPushSmsConfig],
      ['tags', STAFF_SETUP_ROUTES.bookingOrderTag],
      ['takers', STAFF_SETUP_ROUTES.bookingOrderTaker],
      ['channels', STAFF_SETUP_ROUTES.bookingOrderChannel],
    ],
  },
  {
    title: 'groupStore',
    entries: [
      ['storeBase', STAFF_SETUP_ROUTES.storeBase],
      // the store page as diners see it
      ['storePreview', SHARED_ROUTES.storeDetail],
      ['storeRules', STAFF_SETUP_ROUTES.storeRules],
      ['storeImages', STAFF_SETUP_ROUTES.storeImagesInfo],
      ['notice', STAFF_SETUP_ROUTES.storeNoticeEdit],
      ['description', STAFF_SETUP_ROUTES.storeDescription],
      ['officialNotification', STAFF_SETUP_ROUTES.storeOfficialNotification],
      ['displaySetting', STAFF_SETUP_ROUTES.displaySetting],
      ['weekStart', STAFF_SETUP_ROUTES.selectWeekStart],
      ['staff', STAFF_SETUP_ROUTES.storeStaff],
    ],
  },
  {
    title: 'groupDiners',
    entries: [
      ['diners', STAFF_SETUP_ROUTES.dinerList],
      ['dinerCreate', STAFF_SETUP_ROUTES.dinerCreate],
      ['membership', STAFF_SETUP_ROUTES.memberShip],
    ],
  },
];

/**
 * The entry to store setup and the diner CRM on the management tab:
 * the store being set up (the one chosen in the operation tabs, else the first
 * permitted) and a link to each setup page.
 */
function StoreSetupEntryView() {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();
  const { choice } = staffSetup;
  useEffect(() => {
    void choice.load();
  }, [choice]);

  if (choice.state.status !== 'ready' && choice.stores.length === 0) {
    return <Text className='store-setup-entry__state'>{t('staffSetup.common.loading')}</Text>;
  }
  if (!choice.storeId) {
    return <Text className='store-setup-entry__state'>{t('staffSetup.common.noStore')}</Text>;
  }
  return (
    <View className='store-setup-entry'>
      <Text className='store-setup-entry__store'>
        {t('staffSetup.entry.storeName', { name: choice.store?.name ?? '' })}
      </Text>
      {GROUPS.map((group) => (
        <Cell.Group key={group.title} title={t(`staffSetup.entry.${group.title}`)}>
          {group.entries.map(([key, route]) => (
            <Cell
              key={key}
              className={`store-setup-entry__link store-setup-entry__link--${key}`}
              title={t(`staffSetup.entry.${key}`)}
              extra='›'
              clickable
              onClick={() => void navigator.navigateTo(route)}
            />
          ))}
        </Cell.Group>
      ))}
    </View>
  );
}

export const StoreSetupEntry = observer(StoreSetupEntryView);
