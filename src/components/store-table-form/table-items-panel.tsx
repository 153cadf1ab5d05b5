import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FormError, TextField } from '@/components/setup-form';
import type { StoreTable } from '@/gen/store/v1/table_pb';
import { staffUrl } from '@/routing/staff-routes';
import { STAFF_SETUP_ROUTES } from '@/routing/staff-setup-routes';
import { useRootStore } from '@/stores';
import { formatSecondOfDay } from '@/common/shift-time';
import { parseTimeOfDay } from '@/utils/setup-form-rules';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The physical tables of a kind: rename one (update-cell), lock one for a time, unlock. */
function TableItemsPanelView({ table }: { table: StoreTable }) {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();
  const { tables } = staffSetup;
  const [lock, setLock] = useState({ date: '', start: '', end: '', remark: '' });
  const [error, setError] = useState('');

  const lockItem = async (itemId: string) => {
    const start = parseTimeOfDay(lock.start);
    const end = parseTimeOfDay(lock.end);
    if (!DATE.test(lock.date) || start === null || end === null || end <= start) {
      setError(t('staffSetup.table.invalidLock'));
      return;
    }
    setError('');
    await tables.lockItem(itemId, lock.date, start, end, lock.remark.trim());
  };

  return (
    <View className='table-items'>
      <Text className='setup-list__title'>{t('staffSetup.table.items')}</Text>
      <TextField
        name='lockDate'
        label={t('staffSetup.table.lockDate')}
        value={lock.date}
        onChange={(date) => {
          setLock((l) => ({ ...l, date }));
          if (DATE.test(date)) void tables.loadLocks(date);
        }}
      />
      <TextField
        name='lockStart'
        label={t('staffSetup.table.lockStart')}
        value={lock.start}
        onChange={(start) => setLock((l) => ({ ...l, start }))}
      />
      <TextField
        name='lockEnd'
        label={t('staffSetup.table.lockEnd')}
        value={lock.end}
        onChange={(end) => setLock((l) => ({ ...l, end }))}
      />
      <TextField
        name='lockRemark'
        label={t('staffSetup.table.lockRemark')}
        value={lock.remark}
        onChange={(remark) => setLock((l) => ({ ...l, remark }))}
      />
      <FormError text={error} />
      <View className='setup-list'>
        {table.itemList.map((item) => (
          <View key={item.model?.id} className='setup-list__row table-items__row'>
            <View className='setup-list__main'>
              <Text className='setup-list__title'>{item.name}</Text>
              {tables.locks
                .filter((l) => l.storeTableItemId === item.model?.id)
                .map((l) => (
                  <View key={l.id} className='table-items__lock'>
                    <Text className='setup-list__sub'>
                      {t('staffSetup.table.locked', {
                        start: formatSecondOfDay(l.startSecond),
                        end: formatSecondOfDay(l.endSecond),
                      })}
                    </Text>
                    <Button size='mini' onClick={() => void tables.unlock(l)}>
                      {t('staffSetup.table.unlock')}
                    </Button>
                  </View>
                ))}
            </View>
            <Button
              size='small'
              onClick={() =>
                void navigator.navigateTo(
                  staffUrl(STAFF_SETUP_ROUTES.updateCell, { kind: 'tableItem', id: item.model!.id, value: item.name }),
                )
              }
            >
              {t('staffSetup.table.rename')}
            </Button>
            <Button size='small' className='table-items__lock-button' onClick={() => void lockItem(item.model!.id)}>
              {t('staffSetup.table.lock')}
            </Button>
          </View>
        ))}
      </View>
    </View>
  );
}

export const TableItemsPanel = observer(TableItemsPanelView);
