import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { ListDetail, listRowClass, useListPanel } from '@/components/side-panel';
import { STAFF_SETUP_ROUTES } from '@/routing/staff-setup-routes';
import { useRootStore } from '@/stores';
import { formatSecondOfDay } from '@/common/shift-time';
import { ShiftEditor } from '../store-shifts-update/shift-editor';
import '../../../components/setup-form/setup-form.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** The store's shifts (spec: store-shifts): times and slot count of each; pull to refresh. */
function StoreShiftsPage() {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();
  const { shifts } = staffSetup;
  useSetupLoad(shifts.load);
  const panel = useListPanel(STAFF_SETUP_ROUTES.storeShiftsUpdate);

  return (
    <PageShell title={t('staffSetup.shift.listTitle')} onRefresh={shifts.load} wide>
      <SetupStoreName />
      <ListDetail
        shown={panel.shown}
        panelTitle={t('staffSetup.shift.updateTitle')}
        onClose={panel.close}
        renderDetail={(id) => <ShiftEditor id={id} onDeleted={panel.close} />}
      >
        <View className='setup-list__toolbar'>
          <Button
            size='small'
            type='primary'
            className='store-shifts__create'
            onClick={() => void navigator.navigateTo(STAFF_SETUP_ROUTES.storeShiftsCreate)}
          >
            {t('staffSetup.common.create')}
          </Button>
        </View>
        <SetupState
          state={shifts.state}
          empty={shifts.list.length === 0}
          emptyText={t('staffSetup.shift.empty')}
          onRetry={shifts.load}
        >
          <View className='setup-list'>
            {shifts.list.map((shift) => (
              <View
                key={shift.model?.id}
                className={listRowClass(panel.shown, shift.model?.id, 'store-shifts__row')}
                onClick={() => panel.open(shift.model!.id)}
              >
                <View className='setup-list__main'>
                  <Text className='setup-list__title'>{shift.name}</Text>
                  <Text className='setup-list__sub'>
                    {t('staffSetup.shift.range', {
                      start: formatSecondOfDay(shift.startSecond),
                      end: formatSecondOfDay(shift.endSecond),
                    })}
                    {' · '}
                    {t('staffSetup.shift.slotCount', { count: shift.timeSlotList.length })}
                  </Text>
                </View>
                {shift.globalDisabled && (
                  <Text className='setup-list__badge setup-list__badge--warn'>{t('staffSetup.shift.paused')}</Text>
                )}
              </View>
            ))}
          </View>
        </SetupState>
      </ListDetail>
    </PageShell>
  );
}

export default observer(StoreShiftsPage);
