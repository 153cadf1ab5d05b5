import { Button } from '@nutui/nutui-react-taro';
import { Image, Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { atStore, saleState, sessionWhen, ticketsLeft } from '@/components/ticketing/ticketing-format';
import { useMoney } from '@/i18n/use-money';
import { StoreTimeNote } from '@/components/ticketing/store-time-note';
import { useLocalName } from '@/i18n/use-local-name';
import { useTicketingText } from '@/components/ticketing/use-ticketing-text';
import { ticketingApi } from '@/services/ticketing-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { eventDetail } from '@/stores/ticketing/diner-ticketing';
import { TICKETING_ROUTES, ticketingUrl } from '@/stores/ticketing/ticketing-routes';
import '../../../components/diner/diner.scss';
import '../../../components/ticketing/ticketing.scss';

/** ticketing-event-detail: the event, its sessions and tickets left, and the way to buy. */
function TicketingEventDetailPage() {
  const tt = useTicketingText();
  const money = useMoney();
  const { local } = useLocalName();
  const { id = '' } = useRouter().params;
  const root = useRootStore();
  const detail = useViewModel(() => eventDetail(ticketingApi(root.transport), id));
  const event = detail.value;
  const sale = event ? saleState(event, Date.now()) : 'onSale';
  const soldOut = !!event && event.ticketList.every((t) => ticketsLeft(t) === 0);
  return (
    <PageShell title={tt('page.eventDetail')} onRefresh={detail.load} wide>
      {detail.state === 'loading' && <StateView state='loading' />}
      {detail.state === 'error' && <StateView state='error' onRetry={() => void detail.load()} />}
      {event && (
        <View className='ticketing ticketing--wide'>
          <View className='section'>
            {event.imageList[0]?.url && (
              <Image className='ticketing__cover' src={event.imageList[0].url} mode='aspectFill' />
            )}
            <Text className='section__title'>{local(event.title, event.intlTitle)}</Text>
            <Text className='section__text'>{local(event.storeName, event.storeIntlName)}</Text>
            {event.description && (
              <Text className='section__text'>{local(event.description, event.intlDescription)}</Text>
            )}
            <View className='section__row'>
              <Text className='section__label'>{tt('event.sale')}</Text>
              <Text>
                {atStore(event.saleStartTime, event.timezone)} – {atStore(event.saleEndTime, event.timezone)}
              </Text>
            </View>
            <Text className='section__text'>{tt('event.limit', { count: event.perDinerLimit })}</Text>
            <StoreTimeNote timezone={event.timezone} />
          </View>
          <View className='section'>
            {event.ticketList.map((t) => (
              <View key={t.id} className={`ticketing__ticket${ticketsLeft(t) ? '' : ' ticketing__ticket--disabled'}`}>
                <View className='ticketing__ticket-main'>
                  <Text>{local(t.name, t.intlName)}</Text>
                  <Text className='section__label'>
                    {tt('event.session')} {sessionWhen(t)}
                  </Text>
                  <Text className='section__label'>
                    {ticketsLeft(t) ? tt('event.left', { count: ticketsLeft(t) }) : tt('event.soldOut')}
                  </Text>
                </View>
                <Text className='ticketing__price'>{money(t.price, event.currency)}</Text>
              </View>
            ))}
            <Button
              type='primary'
              className='ticketing__buy'
              disabled={sale !== 'onSale' || soldOut}
              onClick={() =>
                void root.navigator.navigateTo(ticketingUrl(TICKETING_ROUTES.ticketCreate, { id: event.model?.id }))
              }
            >
              {sale === 'notStarted'
                ? tt('event.notStarted')
                : sale === 'ended'
                  ? tt('event.ended')
                  : soldOut
                    ? tt('event.soldOut')
                    : tt('event.buy')}
            </Button>
            <Button
              className='ticketing__mine'
              onClick={() => void root.navigator.navigateTo(TICKETING_ROUTES.ticketHistory)}
            >
              {tt('event.myTickets')}
            </Button>
          </View>
        </View>
      )}
    </PageShell>
  );
}

export default observer(TicketingEventDetailPage);
