import { timestampDate } from '@bufbuild/protobuf/wkt';
import { Text, View } from '@tarojs/components';
import { Button } from '@nutui/nutui-react-taro';
import { useDidShow, useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useSecondsUntil } from '@/components/diner/countdown-text';
import { StateView } from '@/components/diner/state-view';
import { withDinerLogin } from '@/components/login-required';
import { PageShell } from '@/components/page-shell';
import { queueText, useQueueText, waitText } from '@/components/queue/use-queue-text';
import { QueueTicket_Status as Status } from '@/gen/booking/v1/queue_pb';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { queueApi } from '@/services/queue-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { MyQueueTicketView } from '@/stores/queue/diner-queue.store';
import '../../../components/diner/diner.scss';
import '../../../components/queue/queue.scss';

/** How often the page reads its place and wait again while it is shown. */
const REFRESH_MS = 20_000;

/**
 * queue-ticket: the diner's number with its live place and estimated wait;
 * once called, the time the table is held, "on my way" and leaving the queue.
 */
function QueueTicketPage() {
  const qt = useQueueText();
  const { id = '' } = useRouter().params;
  const root = useRootStore();
  const view = useViewModel(() => new MyQueueTicketView(queueApi(root.transport), id));
  useDidShow(() => void view.load());
  useEffect(() => {
    const timer = setInterval(() => void view.load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [view]);
  const t = view.ticket.value;
  const holdMs = t?.holdUntil ? timestampDate(t.holdUntil).getTime() : null;
  const holdSeconds = useSecondsUntil(holdMs);
  const live = t && (t.status === Status.WAITING || t.status === Status.CALLED);
  const leave = async () => {
    const ok = await confirmAction(qt('ticket.cancelAsk'), qt('common.confirm'), qt('common.back'));
    if (ok && (await view.cancel())) showToast(qt('ticket.cancelled'));
  };
  const onMyWay = async () => {
    if (await view.onMyWay()) showToast(qt('ticket.onMyWaySent'));
  };
  return (
    <PageShell title={qt('page.ticket')} onRefresh={view.load}>
      {view.ticket.state === 'loading' && <StateView state='loading' />}
      {view.ticket.state === 'error' && <StateView state='error' onRetry={() => void view.load()} />}
      {t && (
        <View className='queue-diner'>
          <View className='section queue-diner__ticket'>
            <Text className='section__label'>{t.storeName}</Text>
            <Text className='section__label'>{qt('ticket.number')}</Text>
            <Text className='queue-diner__number' data-testid='queue-number'>
              {t.number}
            </Text>
            <Text className='queue-diner__status'>{qt(`status.${Status[t.status] as 'WAITING'}`)}</Text>
            <Text>{qt('ticket.people', { count: t.people })}</Text>
          </View>
          {t.status === Status.WAITING && (
            <View className='section'>
              <View className='section__row'>
                <Text className='section__label'>{qt('ticket.place', { place: t.place })}</Text>
                <Text>{qt('ticket.ahead', { count: Math.max(0, t.place - 1) })}</Text>
              </View>
              <View className='section__row'>
                <Text className='section__label'>{qt('ticket.wait')}</Text>
                <Text className='queue-diner__wait' data-testid='queue-wait'>
                  {waitText(qt, t.estimatedWaitSecond)}
                </Text>
              </View>
            </View>
          )}
          {t.status === Status.CALLED && (
            <View className='section queue-diner__called'>
              <Text>
                {holdSeconds !== null && holdSeconds > 0
                  ? qt('ticket.called', { count: Math.ceil(holdSeconds / 60) })
                  : qt('ticket.calledLapsed')}
              </Text>
              {t.tableName && <Text>{t.tableName}</Text>}
            </View>
          )}
          {t.status === Status.SEATED && <Text className='queue-diner__note'>{qt('ticket.seated')}</Text>}
          {live && (
            <View className='section queue-diner__actions'>
              {t.onMyWayTime ? (
                <Text className='queue-diner__note'>{qt('ticket.onMyWaySent')}</Text>
              ) : (
                <Button type='primary' block disabled={view.busy} onClick={() => void onMyWay()}>
                  {qt('ticket.onMyWay')}
                </Button>
              )}
              <Button fill='outline' block disabled={view.busy} onClick={() => void leave()}>
                {qt('ticket.cancel')}
              </Button>
            </View>
          )}
        </View>
      )}
    </PageShell>
  );
}

export default withDinerLogin(observer(QueueTicketPage), { title: () => queueText('page.ticket') });
