import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { StateView } from '@/components/diner/state-view';
import { withDinerLogin } from '@/components/login-required';
import { PageShell } from '@/components/page-shell';
import { sessionWhen, ticketsLeft } from '@/components/ticketing/ticketing-format';
import { useMoney } from '@/i18n/use-money';
import { StoreTimeNote } from '@/components/ticketing/store-time-note';
import { useLocalName } from '@/i18n/use-local-name';
import { ticketingText, useTicketingText } from '@/components/ticketing/use-ticketing-text';
import { showToast } from '@/services/feedback';
import { ticketingApi } from '@/services/ticketing-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { TicketPurchase } from '@/stores/ticketing/diner-ticketing';
import { TICKETING_ROUTES, ticketingUrl } from '@/stores/ticketing/ticketing-routes';
import '../../../components/diner/diner.scss';
import '../../../components/ticketing/ticketing.scss';
import '../../../components/ticketing/ticketing-purchase.scss';

/**
 * ticketing-event-ticket-create: the diner picks a ticket and how many (up to
 * what the event's limit leaves them and what is left) and pays for them all
 * at once through the cashier; the tickets are held for them for 15 minutes meanwhile.
 */
function TicketCreatePage() {
  const tt = useTicketingText();
  const money = useMoney();
  const { local } = useLocalName();
  const { id = '', ticketId = '' } = useRouter().params;
  const root = useRootStore();
  const purchase = useViewModel(() => new TicketPurchase(ticketingApi(root.transport), root.platform, id, ticketId));
  const event = purchase.event.value;
  const buy = async () => {
    const done = await purchase.buy();
    if (!done) return;
    if (done.outcome === 'redirecting') return;
    if (done.outcome === 'unavailable') showToast(tt('create.paymentUnavailable'));
    else if (done.outcome === 'failed') showToast(tt('create.payFailed'));
    // Paid or on its way: the ticket's page waits for the payment's result.
    const waiting = done.outcome === 'paid' || done.outcome === 'pending';
    const query = waiting && done.transactionNo ? { transactionNo: done.transactionNo } : {};
    void root.navigator.redirectTo(ticketingUrl(TICKETING_ROUTES.ticketVoucher, { id: done.voucherId, ...query }));
  };
  return (
    <PageShell title={tt('page.ticketCreate')}>
      {purchase.event.state === 'loading' && <StateView state='loading' />}
      {purchase.event.state === 'error' && <StateView state='error' onRetry={() => void purchase.load()} />}
      {event && (
        <View className='ticketing'>
          <View className='section'>
            <Text className='section__title'>{local(event.title, event.intlTitle)}</Text>
            <Text className='section__text'>{local(event.storeName, event.storeIntlName)}</Text>
            <StoreTimeNote timezone={event.timezone} />
          </View>
          <View className='section'>
            <Text className='section__title'>{tt('create.pick')}</Text>
            {event.ticketList.map((t) => {
              const left = ticketsLeft(t);
              const active = purchase.ticketId === t.id;
              return (
                <View
                  key={t.id}
                  className={`ticketing__ticket${active ? ' ticketing__ticket--active' : ''}${left ? '' : ' ticketing__ticket--disabled'}`}
                  onClick={() => left && purchase.pick(t.id)}
                >
                  <View className='ticketing__ticket-main'>
                    <Text>{local(t.name, t.intlName)}</Text>
                    <Text className='section__label'>{sessionWhen(t)}</Text>
                    <Text className='section__label'>
                      {left ? tt('event.left', { count: left }) : tt('event.soldOut')}
                    </Text>
                  </View>
                  <Text className='ticketing__price'>{money(t.price, event.currency)}</Text>
                </View>
              );
            })}
          </View>
          <View className='section'>
            <View className='section__row'>
              <Text className='section__label'>{tt('create.quantity')}</Text>
              <View className='ticketing__stepper'>
                <Button
                  size='small'
                  className='ticketing__stepper-minus'
                  disabled={purchase.quantity <= 1}
                  onClick={() => purchase.setQuantity(purchase.quantity - 1)}
                >
                  −
                </Button>
                <Text className='ticketing__stepper-value' data-testid='ticket-quantity'>
                  {purchase.quantity}
                </Text>
                <Button
                  size='small'
                  className='ticketing__stepper-plus'
                  disabled={purchase.quantity >= purchase.maxQuantity}
                  onClick={() => purchase.setQuantity(purchase.quantity + 1)}
                >
                  +
                </Button>
              </View>
            </View>
            {purchase.held !== null && (
              <Text className='section__text' data-testid='ticket-quantity-hint'>
                {purchase.leftForDiner > 0
                  ? tt('create.canBuy', { count: purchase.leftForDiner })
                  : tt('create.limitReached', { count: event.perDinerLimit })}
              </Text>
            )}
            <View className='section__row'>
              <Text className='section__label'>{tt('create.total')}</Text>
              <View className='ticketing__total'>
                {purchase.ticket && (
                  <Text className='section__label'>
                    {tt('create.unitTimes', {
                      price: money(purchase.ticket.price, event.currency),
                      count: purchase.quantity,
                    })}
                  </Text>
                )}
                <Text className='ticketing__price' data-testid='ticket-total'>
                  {purchase.total ? money(purchase.total, event.currency) : '—'}
                </Text>
              </View>
            </View>
            <Text className='section__text'>{tt('create.payHint')}</Text>
            <Button
              type='primary'
              className='ticketing__pay'
              disabled={!purchase.canBuy}
              loading={purchase.busy}
              onClick={() => void buy()}
            >
              {tt('create.pay')}
            </Button>
          </View>
        </View>
      )}
    </PageShell>
  );
}

export default withDinerLogin(observer(TicketCreatePage), { title: () => ticketingText('page.ticketCreate') });
