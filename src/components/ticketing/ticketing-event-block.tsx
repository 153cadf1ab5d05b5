import { Cell } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
// money-format, not money: comparing needs no decimal.js, which home would bring into the mini-programs' main package.
import { compareCents } from '@/common/money-format';
import type { TicketingEvent } from '@/gen/ticketing/v1/ticketing_pb';
import { useMoney } from '@/i18n/use-money';
import { useTranslation } from '@/i18n/use-translation';
import { useLocalName } from '@/i18n/use-local-name';
import { publicEventsApi } from '@/services/public-events-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { eventsOnSale } from '@/stores/ticketing/events-on-sale';
import { TICKETING_ROUTES, ticketingUrl } from '@/stores/ticketing/ticketing-routes';
import { saleState, sessionWhen } from './ticketing-format';
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
  const { t } = useTranslation();
  const money = useMoney();
  const { local } = useLocalName();
  const root = useRootStore();
  const events = useViewModel(() => eventsOnSale(publicEventsApi(root.transport), { storeId, merchantId }, SHOWN));
  const shown = events.items.filter((e) => saleState(e, Date.now()) !== 'ended');
  if (shown.length === 0) return null;
  const open = (route: string, id?: string) => void root.navigator.navigateTo(ticketingUrl(route, { id }));
  return (
    <View className='section ticketing-block' data-testid='ticketing-block'>
      <Cell
        title={t('diner.home.events')}
        extra={events.total > shown.length ? t('diner.home.eventsOnSale') : ''}
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
              <Text className='ticketing-block__title'>{local(event.title, event.intlTitle)}</Text>
              {!storeId && event.storeName && (
                <Text className='section__label'>{local(event.storeName, event.storeIntlName)}</Text>
              )}
              {about && (
                <Text className='section__label'>{t('diner.home.eventFirstSession', { when: about.when })}</Text>
              )}
              {state === 'notStarted' && <Text className='ticketing__status'>{t('diner.home.eventNotStarted')}</Text>}
            </View>
            {about && (
              <Text className='ticketing__price'>
                {t('diner.home.eventFromPrice', { price: money(about.price, event.currency) })}
              </Text>
            )}
          </View>
        );
      })}
    </View>
  );
}

export const TicketingEventBlock = observer(TicketingEventBlockView);
