import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { FeastInfo } from '@/components/feast/feast-info';
import { PageShell } from '@/components/page-shell';
import { askConfirm } from '@/services/feedback';
import { useRootStore } from '@/stores';
// the feast stores are built on first use, and load with this module
import '@/stores/feast-app';
import { useViewModel } from '@/stores/diner/use-view-model';
import { FEAST_ROUTES, feastUrl } from '@/stores/feast/feast-routes';
import '../../../components/diner/diner.scss';
import '../../../components/feast/feast.scss';
// a staff page: the staff app's stores and texts load with it (the mini-programs' root
// store cannot fetch them, see platform/on-demand-loader.weapp.ts)
import '@/stores/staff-app';
import '@/i18n/feast-texts';

/**
 * feast-publish: the feast as diners will see it (preview), and the tables
 * it takes; publishing holds them through the booking engine and opens joining.
 */
function FeastPublishPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouter().params;
  const { feast: feasts, navigator } = useRootStore();
  const vm = useViewModel(() => feasts.staffFeast(id));
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    void vm.loadTables().catch(() => undefined);
  }, [vm]);
  const feast = vm.feast;
  const seats = vm.tables.reduce(
    (n, table) => n + table.itemList.filter((i) => chosen.includes(i.model?.id ?? '')).length * table.seatCapacity,
    0,
  );
  const toggle = (itemId: string) =>
    setChosen((list) => (list.includes(itemId) ? list.filter((x) => x !== itemId) : [...list, itemId]));
  const publish = async () => {
    if (!(await askConfirm(t('feast.ask.publish'), t('feast.action.publish'), t('staffOps.common.cancel')))) return;
    if (await vm.publish(chosen)) void navigator.redirectTo(feastUrl(FEAST_ROUTES.storeDetail, { id }));
  };
  return (
    <PageShell title={t('feast.page.storePublish')}>
      {vm.state === 'loading' && <StateView state='loading' />}
      {vm.state === 'error' && <StateView state='error' onRetry={() => void vm.load()} />}
      {vm.state === 'ready' && feast && (
        <>
          <View className='section'>
            <Text className='section__title'>{t('feast.publish.chooseTables')}</Text>
            {vm.tables.map((table) => (
              <View key={table.model?.id} className='feast-field'>
                <Text className='feast-field__label'>
                  {table.name} · {t('feast.members.seats', { count: table.seatCapacity })}
                  {table.minSeatsPerFeast > 0
                    ? ` · ${t('feast.publish.minSeats', { count: table.minSeatsPerFeast })}`
                    : ''}
                </Text>
                <View className='chip-list'>
                  {table.itemList.map((item) => (
                    <Text
                      key={item.model?.id}
                      className={`feast-table-item${chosen.includes(item.model?.id ?? '') ? ' feast-table-item--on' : ''}`}
                      onClick={() => toggle(item.model?.id ?? '')}
                    >
                      {item.name}
                    </Text>
                  ))}
                </View>
              </View>
            ))}
            <Text className='feast-note feast-seats-chosen'>
              {t('feast.publish.seatsChosen', { count: seats, need: feast.participantCount })}
            </Text>
          </View>
          <View className='feast-actions'>
            <Button type='primary' className='feast-publish-submit' loading={vm.busy} onClick={() => void publish()}>
              {t('feast.action.publish')}
            </Button>
          </View>
          <Text className='feast-note' style={{ padding: '0 16px' }}>
            {t('feast.publish.preview')}
          </Text>
          <FeastInfo feast={feast} />
        </>
      )}
    </PageShell>
  );
}

export default observer(FeastPublishPage);
