import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { StateView } from '@/components/diner/state-view';
import { withDinerLogin } from '@/components/login-required';
import { PageShell } from '@/components/page-shell';
import { saleState, sessionWhen, voucherStatusKey } from '@/components/ticketing/ticketing-format';
import { useMoney } from '@/i18n/use-money';
import { useLocalName } from '@/i18n/use-local-name';
import { ticketingText, useTicketingText } from '@/components/ticketing/use-ticketing-text';
import { ticketingApi } from '@/services/ticketing-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { myVouchers } from '@/stores/ticketing/diner-ticketing';
import { eventsOnSale } from '@/stores/ticketing/events-on-sale';
import { TICKETING_ROUTES, ticketingUrl } from '@/stores/ticketing/ticketing-routes';
import '../../../components/diner/diner.scss';
import '../../../components/ticketing/ticketing.scss';

/** ticketing-event-ticket-history: the diner's tickets, newest first, and the events on sale. */
function TicketHistoryPage() {
  const tt = useTicketingText();
  const money = useMoney();
  const { local } = useLocalName();
  const root = useRootStore();
  const api = ticketingApi(root.transport);
  const vouchers = useViewModel(() => myVouchers(api));
  const events = useViewModel(() => eventsOnSale(api.events));
  const open = (route: string, id?: string) => void root.navigator.navigateTo(ticketingUrl(route, { id }));
  return (
    <PageShell
      title={tt('page.ticketHistory')}
      onRefresh={() => Promise.all([vouchers.refresh(), events.refresh()])}
      onReachBottom={() => void vouchers.loadMore()}
      wide
    >
      <View className='ticketing ticketing--wide'>
        <View className='section'>
          <Text className='section__title'>{tt('page.ticketHistory')}</Text>
          {!vouchers.loaded && vouchers.loading && <StateView state='loading' />}
          {vouchers.failed && !vouchers.loaded && <StateView state='error' onRetry={() => void vouchers.refresh()} />}
          {vouchers.isEmpty && <StateView state='empty' text={tt('history.empty')} />}
          {vouchers.items.map((v) => (
            <View
              key={v.model?.id}
              className='ticketing__ticket ticketing__card'
              onClick={() => open(TICKETING_ROUTES.ticketVoucher, v.model?.id)}
            >
              <View className='ticketing__ticket-main'>
                <Text>{local(v.eventTitle, v.eventIntlTitle)}</Text>
                <Text className='section__label'>
                  {local(v.ticketName, v.ticketIntlName)} · {sessionWhen(v)}
                </Text>
                <Text className='ticketing__status'>{tt(voucherStatusKey(v.status))}</Text>
              </View>
              <Text className='ticketing__price'>{money(v.price, v.currency)}</Text>
            </View>
          ))}
        </View>
        <View className='section'>
          <Text className='section__title'>{tt('event.onSale')}</Text>
          {events.isEmpty && <StateView state='empty' text={tt('event.noneOnSale')} />}
          {events.items
            .filter((e) => saleState(e, Date.now()) !== 'ended')
            .map((e) => (
              <View
                key={e.model?.id}
                className='ticketing__ticket ticketing__card'
                onClick={() => open(TICKETING_ROUTES.eventDetail, e.model?.id)}
              >
                <View className='ticketing__ticket-main'>
                  <Text>{local(e.title, e.intlTitle)}</Text>
                  <Text className='section__label'>{local(e.storeName, e.storeIntlName)}</Text>
                </View>
                <Text className='section__label'>›</Text>
              </View>
            ))}
        </View>
      </View>
    </PageShell>
  );
}

export default withDinerLogin(observer(TicketHistoryPage), { title: () => ticketingText('page.ticketHistory') });
