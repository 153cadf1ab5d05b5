import { View } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { StateView } from '@/components/diner/state-view';
import { withDinerLogin } from '@/components/login-required';
import { PageShell } from '@/components/page-shell';
import { useTranslation } from '@/i18n/use-translation';
import { DINER_ROUTES, pageUrl } from '@/routing/diner-routes';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { waitlistApi } from '@/services/waitlist-api';
import { useRootStore } from '@/stores';
import { useViewModel } from '@/stores/diner/use-view-model';
import { MyWaitlistView } from '@/stores/waitlist/diner-waitlist.store';
import '../../../components/diner/diner.scss';
import '@/i18n/waitlist-texts';
import { WaitlistEntryCard } from './waitlist-entry-card';

/** How often the list reads again while shown: an offer may arrive while the diner looks. */
const REFRESH_MS = 30_000;

/**
 * waitlist: the diner's waitlist entries (waiting with their place, a slot
 * held with its countdown and "book now", booked, expired, left). Booking an
 * offer makes the booking and goes on as a booking made on the confirm page
 * does: to its deposit payment when one is due, else to the booking.
 */
function WaitlistPage() {
  const { t } = useTranslation();
  const root = useRootStore();
  const { navigator } = root;
  const view = useViewModel(() => new MyWaitlistView(waitlistApi(root.transport)));
  useDidShow(() => void view.load());
  useEffect(() => {
    const timer = setInterval(() => void view.load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [view]);
  const accept = async (entryId: string) => {
    const outcome = await view.accept(entryId);
    if (outcome.kind === 'slotGone') showToast(t('waitlist.offer.slotGone'));
    if (outcome.kind !== 'booked') return;
    void navigator.navigateTo(
      outcome.depositDue
        ? pageUrl(DINER_ROUTES.payment, { orderId: outcome.orderId })
        : pageUrl(DINER_ROUTES.orderDetail, { id: outcome.orderId }),
    );
  };
  const leave = async (entryId: string) => {
    const ok = await confirmAction(t('waitlist.leaveAsk'), t('waitlist.confirm'), t('waitlist.back'));
    if (ok && (await view.leave(entryId))) showToast(t('waitlist.left'));
  };
  const entries = view.entries.value ?? [];
  return (
    <PageShell title={t('waitlist.page')} onRefresh={view.load}>
      {view.entries.state === 'loading' && <StateView state='loading' />}
      {view.entries.state === 'error' && <StateView state='error' onRetry={() => void view.load()} />}
      {view.entries.state === 'ready' && entries.length === 0 && <StateView state='empty' text={t('waitlist.empty')} />}
      <View className='waitlist'>
        {entries.map((entry) => (
          <WaitlistEntryCard
            key={entry.id}
            entry={entry}
            busy={view.busy}
            onAccept={() => void accept(entry.id)}
            onLeave={() => void leave(entry.id)}
            onOpenBooking={() =>
              void navigator.navigateTo(pageUrl(DINER_ROUTES.orderDetail, { id: entry.bookingOrderId }))
            }
          />
        ))}
      </View>
    </PageShell>
  );
}

export default withDinerLogin(observer(WaitlistPage), { title: (t) => t('waitlist.page') });
