import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { useStaff } from '@/components/staff-kit';
import { EventFormView } from '@/components/ticketing/event-form-view';
import { atStore, sessionWhen } from '@/components/ticketing/ticketing-format';
import { useLocalName } from '@/i18n/use-local-name';
import { useMoney } from '@/i18n/use-money';
import { useTicketingText } from '@/components/ticketing/use-ticketing-text';
import type { TicketingEvent } from '@/gen/ticketing/v1/ticketing_pb';
import { showToast } from '@/services/feedback';
import { EventForm } from '@/stores/ticketing/event-form';
import { storeEvents } from '@/stores/ticketing/staff-ticketing';
import { TICKETING_ROUTES } from '@/stores/ticketing/ticketing-routes';
import '../../../components/diner/diner.scss';
import '../../../components/ticketing/ticketing.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** ticket-event-list: the store's ticketed events, sold per ticket, with create and edit in place. */
function TicketEventListPage() {
  const tt = useTicketingText();
  const { local } = useLocalName();
  const money = useMoney();
  const { staff, open } = useStaff();
  const storeId = staff.stores.currentId;
  const zone = staff.stores.current?.timezone || 'Asia/Shanghai';
  const [list, setList] = useState(() => storeEvents(staff.api, staff.stores));
  const [form, setForm] = useState<EventForm | null>(null);
  useEffect(() => {
    const next = storeEvents(staff.api, staff.stores);
    setList(next);
    void next.load();
  }, [staff, storeId]);
  const edit = (event?: TicketingEvent) => setForm(new EventForm(staff.api, storeId, zone, event));
  return (
    <PageShell
      title={tt('page.eventList')}
      onRefresh={() => list.refresh()}
      onReachBottom={() => void list.loadMore()}
      wide
    >
      <View className='ticketing ticketing--wide'>
        {form ? (
          <EventFormView
            form={form}
            currency={staff.stores.currency}
            onCancel={() => setForm(null)}
            onSaved={() => {
              showToast(tt('form.saved'));
              setForm(null);
              void list.refresh();
            }}
          />
        ) : (
          <View className='section'>
            <Button type='primary' className='ticketing__create' onClick={() => edit()}>
              {tt('eventList.create')}
            </Button>
            <Button onClick={() => open(TICKETING_ROUTES.voucherList)}>{tt('page.voucherList')}</Button>
          </View>
        )}
        <View className='section'>
          {!list.loaded && list.loading && <StateView state='loading' />}
          {list.failed && !list.loaded && <StateView state='error' onRetry={() => void list.refresh()} />}
          {list.isEmpty && <StateView state='empty' text={tt('eventList.empty')} />}
          {list.items.map((e) => (
            <View key={e.model?.id} className='section ticketing__event'>
              <Text className='section__title'>{local(e.title, e.intlTitle)}</Text>
              <Text className='section__text'>
                {tt('event.sale')} {atStore(e.saleStartTime, e.timezone)} – {atStore(e.saleEndTime, e.timezone)}
              </Text>
              {e.ticketList.map((t) => (
                <View key={t.id} className='section__row'>
                  <Text>
                    {local(t.name, t.intlName)} · {sessionWhen(t)} · {money(t.price, e.currency)}
                  </Text>
                  <Text>{tt('eventList.sold', { sold: t.soldCount, quantity: t.quantity })}</Text>
                </View>
              ))}
              <View className='ticketing__actions'>
                <Button size='small' onClick={() => edit(e)}>
                  {tt('eventList.edit')}
                </Button>
                <Button size='small' onClick={() => open(TICKETING_ROUTES.voucherList, { eventId: e.model?.id })}>
                  {tt('eventList.vouchers')}
                </Button>
              </View>
            </View>
          ))}
        </View>
      </View>
    </PageShell>
  );
}

export default observer(TicketEventListPage);
