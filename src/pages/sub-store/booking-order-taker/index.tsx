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
import { TakerEditor } from '../booking-order-taker-update/taker-editor';
import '../../../components/setup-form/setup-form.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** The store's order takers (spec: booking-order-taker). */
function BookingOrderTakerPage() {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();
  const { labels } = staffSetup;
  useSetupLoad(labels.loadTakers);
  const panel = useListPanel(STAFF_SETUP_ROUTES.bookingOrderTakerUpdate);

  return (
    <PageShell title={t('staffSetup.taker.listTitle')} onRefresh={labels.loadTakers} wide>
      <SetupStoreName />
      <ListDetail
        shown={panel.shown}
        panelTitle={t('staffSetup.taker.updateTitle')}
        onClose={panel.close}
        renderDetail={(id) => <TakerEditor id={id} onDeleted={panel.close} />}
      >
        <View className='setup-list__toolbar'>
          <Button
            size='small'
            type='primary'
            onClick={() => void navigator.navigateTo(STAFF_SETUP_ROUTES.bookingOrderTakerCreate)}
          >
            {t('staffSetup.common.create')}
          </Button>
        </View>
        <SetupState
          state={labels.takerState}
          empty={labels.takers.length === 0}
          emptyText={t('staffSetup.taker.empty')}
          onRetry={labels.loadTakers}
        >
          <View className='setup-list'>
            {labels.takers.map((taker) => (
              <View
                key={taker.model?.id}
                className={listRowClass(panel.shown, taker.model?.id, 'booking-order-taker__row')}
                onClick={() => panel.open(taker.model!.id)}
              >
                <View className='setup-list__main'>
                  <Text className='setup-list__title'>{taker.name}</Text>
                  {taker.phone && <Text className='setup-list__sub'>{taker.phone}</Text>}
                </View>
                {taker.disabled && <Text className='setup-list__badge'>{t('staffSetup.taker.disabledBadge')}</Text>}
              </View>
            ))}
          </View>
        </SetupState>
      </ListDetail>
    </PageShell>
  );
}

export default observer(BookingOrderTakerPage);
