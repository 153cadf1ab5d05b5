import { Cell } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { compareCents } from '@/common/money';
import type { TicketingEvent } from '@/gen/ticketing/v1/ticketing_pb';
import { useMoney } from '@/i18n/use-money';
import { useLocalName } from '@/i18n/use-local-name';
import { ticketingApi } from '@/services/ticketing-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { eventsOnSale } from '@/stores/ticketing/diner-ticketing';
import { TICKETING_ROUTES, ticketingUrl } from '@/stores/ticketing/ticketing-routes';
import { saleState, sessionWhen } from './ticketing-format';
import { useTicketingText } from './use-ticketing-text';
import './ticketing.scss';

const SHOWN = 3;

/** The event's earliest session and its lowest price: what a diner weighs from a list. */
function summary(event: TicketingEvent) {
  const tickets = [...event.ticketList];
  if (tickets.length === 0) return null;
  const first = tickets.reduce((a, b) => (sessionWhen(b) < sessionWhen(a) ? b : a));
  const cheapest = tickets.reduce((a, b) => (compareCents(b.price, a.price) < 0 ? b : a));
  return { when: sessionWhen(first), price: cheapest.price };
}

/**
 * Events whose sale has not ended, so a diner finds the wine dinner where they look:
 * one store's on its page, the merchant's (or every store's, in the directory) on home,
 * where each says its store. Nothing when none is on sale. The title opens the whole list.
 */
function TicketingEventBlockView({ storeId = '', merchantId = '' }: { storeId?: string; merchantId?: string }) {
  const tt = useTicketingText();
  const money = useMoney();
  const { local } = useLocalName();
  const root = useRootStore();
  const events = useViewModel(() => eventsOnSale(ticketingApi(root.transport), storeId, SHOWN, merchantId));
  const shown = events.items.filter((e) => saleState(e, Date.now()) !== 'ended');
  if (shown.length === 0) return null;
  const open = (route: string, id?: string) => void root.navigator.navigateTo(ticketingUrl(route, { id }));
  return (
    <View className='section ticketing-block' data-testid='ticketing-block'>
      <Cell
        title={tt('event.block')}
        extra={events.total > shown.length ? tt('event.onSale') : ''}
        clickable={events.total > shown.length}
        onClick={() => events.total > shown.length && open(TICKETING_ROUTES.ticketHistory)}
      />
      {shown.map((event) => {
        const about = summary(event);
        const state = saleState(event, Date.now());
        return (
          <View
            key={event.model?.id}
            className='ticketing__ticket ticketing__card ticketing-block__event'
            onClick={() => open(TICKETING_ROUTES.eventDetail, event.model?.id)}
          >
            <View className='ticketing__ticket-main'>
              <Text className='ticketing-block__title'>{event.title}</Text>
              {!storeId && event.storeName && (
                <Text className='section__label'>{local(event.storeName, event.storeIntlName)}</Text>
              )}
              {about && <Text className='section__label'>{tt('event.firstSession', { when: about.when })}</Text>}
              {state === 'notStarted' && <Text className='ticketing__status'>{tt('event.notStarted')}</Text>}
            </View>
            {about && (
              <Text className='ticketing__price'>
                {tt('event.fromPrice', { price: money(about.price, event.currency) })}
              </Text>
            )}
          </View>
        );
      })}
    </View>
  );
}

export const TicketingEventBlock = observer(TicketingEventBlockView);
