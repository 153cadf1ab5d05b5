import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { type Feast_Status } from '@/gen/feast/v1/feast_pb';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import { STAFF_FEAST_FILTERS, type StaffFeastFilter } from '@/stores/feast/staff-feast.store';
import { FeastListView } from './feast-list-view';
import './feast.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';
import '@/i18n/feast-texts';

const FILTERS = Object.keys(STAFF_FEAST_FILTERS) as StaffFeastFilter[];

/** The store's feasts for staff (the merchant feast tab and sub-store/feast): filters with counts, and a new feast. */
export const StaffFeastList = observer(function StaffFeastList({
  onList,
}: {
  onList?: (refresh: () => Promise<void>) => void;
}) {
  const { t } = useTranslation();
  const { feast: feasts, navigator } = useRootStore();
  const storeId = feasts.staffStoreId;
  const [filter, setFilter] = useState<StaffFeastFilter>('all');
  const [list, setList] = useState(() => feasts.staffList('all'));
  const [counts] = useState(() => feasts.staffCounts());
  useEffect(() => {
    const next = feasts.staffList(filter);
    setList(next);
    void next.load();
    void counts.load();
  }, [filter, storeId, feasts, counts]);
  useEffect(() => onList?.(list.refresh), [list, onList]);
  const count = (f: StaffFeastFilter) =>
    (counts.value ?? [])
      .filter((c) => f === 'all' || (STAFF_FEAST_FILTERS[f] as readonly Feast_Status[]).includes(c.status))
      .reduce((n, c) => n + c.count, 0);
  return (
    <View>
      <View className='feast-tabs chip-list'>
        {FILTERS.map((f) => (
          <View key={f} className={`chip${f === filter ? ' chip--active' : ''}`} onClick={() => setFilter(f)}>
            <Text>
              {t(`feast.filter.${f}`)} {count(f)}
            </Text>
          </View>
        ))}
      </View>
      <View className='feast-actions'>
        <Button
          type='primary'
          className='feast-create'
          onClick={() => void navigator.navigateTo(FEAST_ROUTES.storeCreate)}
        >
          {t('feast.action.create')}
        </Button>
      </View>
      <FeastListView
        list={list}
        empty={t('feast.empty.store')}
        onOpen={(f) => void navigator.navigateTo(feastUrl(FEAST_ROUTES.storeDetail, { id: f.model?.id }))}
      />
    </View>
  );
});
