import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { ListDetail, listRowClass, useListPanel } from '@/components/side-panel';
import { StoreTable_Status } from '@/gen/store/v1/table_pb';
import { TABLE_STATUS_KEY } from '@/components/store-table-form';
import { STAFF_SETUP_ROUTES } from '@/routing/staff-setup-routes';
import { useRootStore } from '@/stores';
import { TableEditor } from '../store-table-update/table-editor';
import '../../../components/setup-form/setup-form.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** The store's tables (spec: store-table): seats, count and status of each kind; pull to refresh. */
function StoreTablePage() {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();
  const { tables } = staffSetup;
  useSetupLoad(tables.load);
  const panel = useListPanel(STAFF_SETUP_ROUTES.storeTableUpdate);

  return (
    <PageShell title={t('staffSetup.table.listTitle')} onRefresh={tables.load} wide>
      <SetupStoreName />
      <ListDetail
        shown={panel.shown}
        panelTitle={t('staffSetup.table.updateTitle')}
        onClose={panel.close}
        renderDetail={(id) => <TableEditor id={id} onDeleted={panel.close} />}
      >
        <View className='setup-list__toolbar'>
          <Button size='small' onClick={() => void navigator.navigateTo(STAFF_SETUP_ROUTES.storeTableItemSort)}>
            {t('staffSetup.table.itemSort')}
          </Button>
          <Button
            size='small'
            type='primary'
            className='store-table__create'
            onClick={() => void navigator.navigateTo(STAFF_SETUP_ROUTES.storeTableCreate)}
          >
            {t('staffSetup.common.create')}
          </Button>
        </View>
        <SetupState
          state={tables.state}
          empty={tables.list.length === 0}
          emptyText={t('staffSetup.table.empty')}
          onRetry={tables.load}
        >
          <View className='setup-list'>
            {tables.list.map((table) => (
              <View
                key={table.model?.id}
                className={listRowClass(panel.shown, table.model?.id, 'store-table__row')}
                onClick={() => panel.open(table.model!.id)}
              >
                <View className='setup-list__main'>
                  <Text className='setup-list__title'>{table.name}</Text>
                  <Text className='setup-list__sub'>
                    {t('staffSetup.table.summary', { seats: table.seatCapacity, count: table.tableCount })}
                  </Text>
                  <Text className='setup-list__sub'>{table.itemList.map((item) => item.name).join(' · ')}</Text>
                </View>
                <Text
                  className={`setup-list__badge store-table__status${table.status === StoreTable_Status.NORMAL ? '' : ' setup-list__badge--warn'}`}
                >
                  {t(`staffSetup.table.${TABLE_STATUS_KEY[table.status]}`)}
                </Text>
              </View>
            ))}
          </View>
        </SetupState>
      </ListDetail>
    </PageShell>
  );
}

export default observer(StoreTablePage);
