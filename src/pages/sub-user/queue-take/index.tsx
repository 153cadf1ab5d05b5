import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { StateView } from '@/components/diner/state-view';
import { withDinerLogin } from '@/components/login-required';
import { PageShell } from '@/components/page-shell';
import { queueText, rangeText, useQueueText, waitText } from '@/components/queue/use-queue-text';
import { i18n } from '@/i18n/i18n';
import { pageUrl } from '@/routing/diner-routes';
import { QUEUE_ROUTES } from '@/routing/queue-routes';
import { showToast } from '@/services/feedback';
import { queueApi } from '@/services/queue-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { QueueTakeView } from '@/stores/queue/diner-queue.store';
import '../../../components/diner/diner.scss';
import '../../../components/queue/queue.scss';

const SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12];

/**
 * queue-take: a diner takes a number for the store's walk-in queue, from the
 * stand's QR code (?stand=) or, when the store allows it, from the store page;
 * each type shows how many wait and how long a new party would.
 */
function QueueTakePage() {
  const qt = useQueueText();
  const { storeId = '', stand = '' } = useRouter().params;
  const root = useRootStore();
  const view = useViewModel(() => new QueueTakeView(queueApi(root.transport), storeId, stand));
  const [people, setPeople] = useState(2);
  const q = view.queue.value;
  const mine = q?.myTicket;
  const open = (id: string) => void root.navigator.redirectTo(pageUrl(QUEUE_ROUTES.ticket, { id }));
  const take = async () => {
    const ticket = await view.take(people, i18n.language);
    if (ticket) open(ticket.id);
    else showToast(qt('take.failed'));
  };
  return (
    <PageShell title={qt('page.take')} onRefresh={view.load}>
      {view.queue.state === 'loading' && <StateView state='loading' />}
      {view.queue.state === 'error' && <StateView state='error' onRetry={() => void view.load()} />}
      {q && (
        <View className='queue-diner'>
          <View className='section'>
            <Text className='section__title'>{q.storeName}</Text>
            {!q.open && <Text className='queue-diner__note'>{qt('take.closed')}</Text>}
            {q.open && !view.canTake && <Text className='queue-diner__note'>{qt('take.doorOnly')}</Text>}
            {q.typeList.map((type) => (
              <View key={type.id} className='section__row' data-testid={`queue-type-${type.code}`}>
                <Text className='section__label'>{`${type.code} · ${rangeText(qt, type.minPeople, type.maxPeople)}`}</Text>
                <Text>{`${qt('type.waiting', { count: type.waitingCount })} · ${waitText(qt, type.nextWaitSecond)}`}</Text>
              </View>
            ))}
          </View>
          {mine ? (
            <View className='section'>
              <Text className='queue-diner__note'>{qt('take.have', { number: mine.number })}</Text>
              <Button type='primary' block onClick={() => open(mine.id)}>
                {qt('take.view')}
              </Button>
            </View>
          ) : (
            view.canTake && (
              <View className='section'>
                <Text className='section__label'>{qt('take.people')}</Text>
                <View className='queue-diner__sizes'>
                  {SIZES.map((n) => (
                    <View
                      key={n}
                      className={`queue-diner__size${n === people ? ' queue-diner__size--on' : ''}`}
                      onClick={() => setPeople(n)}
                    >
                      <Text>{n}</Text>
                    </View>
                  ))}
                </View>
                <Button type='primary' block loading={view.taking} onClick={() => void take()}>
                  {qt('take.submit')}
                </Button>
              </View>
            )
          )}
        </View>
      )}
    </PageShell>
  );
}

export default withDinerLogin(observer(QueueTakePage), { title: () => queueText('page.take') });
