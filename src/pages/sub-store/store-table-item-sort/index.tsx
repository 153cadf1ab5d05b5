import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { FormActions } from '@/components/setup-form';
import { SetupStoreName } from '@/components/setup-form/setup-store-name';
import { SetupState, useSetupLoad } from '@/components/setup-state';
import { showToast } from '@/services/feedback';
import { useRootStore } from '@/stores';
import '../../../components/setup-form/setup-form.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * The order of the physical tables (spec: store-table-item-sort): the first ones of a
 * kind are its fixed tables, and allocation tries items in this order.
 */
function StoreTableItemSortPage() {
  const { t } = useTranslation();
  const { staffSetup, navigator } = useRootStore();
  const { tables } = staffSetup;
  useSetupLoad(tables.load);
  const items = useMemo(
    () =>
      tables.list
        .flatMap((table) => table.itemList.map((item) => ({ item, tableName: table.name })))
        .sort((a, b) => a.item.sort - b.item.sort),
    [tables.list],
  );
  const [order, setOrder] = useState<string[] | null>(null);
  const ids = order ?? items.map((i) => i.item.model!.id);
  const byId = new Map(items.map((i) => [i.item.model!.id, i]));
  const [saving, setSaving] = useState(false);

  const move = (index: number, step: -1 | 1) => {
    const next = [...ids];
    const target = index + step;
    if (target < 0 || target >= next.length) return;
    [next[index], next[target]] = [next[target]!, next[index]!];
    setOrder(next);
  };

  const save = async () => {
    setSaving(true);
    const done = await tables.sortItems(ids);
    setSaving(false);
    if (done) {
      showToast(t('staffSetup.common.saved'));
      await navigator.back();
    }
  };

  return (
    <PageShell title={t('staffSetup.table.sortTitle')}>
      <SetupStoreName />
      <SetupState
        state={tables.state}
        empty={items.length === 0}
        emptyText={t('staffSetup.table.empty')}
        onRetry={tables.load}
      >
        <View className='setup-list'>
          {ids.map((id, index) => {
            const entry = byId.get(id);
            if (!entry) return null;
            return (
              <View key={id} className='setup-list__row item-sort__row'>
                <View className='setup-list__main'>
                  <Text className='setup-list__title'>{entry.item.name}</Text>
                  <Text className='setup-list__sub'>{entry.tableName}</Text>
                </View>
                <Button size='small' disabled={index === 0} onClick={() => move(index, -1)}>
                  {t('staffSetup.table.moveUp')}
                </Button>
                <Button size='small' disabled={index === ids.length - 1} onClick={() => move(index, 1)}>
                  {t('staffSetup.table.moveDown')}
                </Button>
              </View>
            );
          })}
        </View>
        <FormActions onSave={() => void save()} saving={saving} saveText={t('staffSetup.common.save')} />
      </SetupState>
    </PageShell>
  );
}

export default observer(StoreTableItemSortPage);
