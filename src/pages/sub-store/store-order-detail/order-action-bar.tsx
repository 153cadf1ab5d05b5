import { Button } from '@nutui/nutui-react-taro';
import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useNow } from '@/components/staff-kit/use-now';
import { useStaff } from '@/components/staff-kit/use-staff';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';
import { actionsFor, presenceHint, type OrderActionKey } from '@/stores/staff';
import type { OrderDetailStore } from '@/stores/staff/order-detail.store';
import { BookingOrder_Status, BookingOrderLog_Type } from '@/gen/booking/v1/booking_order_pb';
import { useManages } from '@/components/staff-kit/use-manages';

const reverted = (byLogId: string) => Boolean(byLogId) && byLogId !== '0';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** Actions that only ask before running; the others open their own page. */
const ASKED: Partial<Record<OrderActionKey, 'finish' | 'turnTable' | 'resumeCanceling' | 'revertToWaitFinalPayment'>> =
  {
    finish: 'finish',
    turnTable: 'turnTable',
    resumeCanceling: 'resumeCanceling',
    revertToWaitFinalPayment: 'revertToWaitFinalPayment',
  };

/** Actions run here, on the open order. */
const DIRECT: Partial<Record<OrderActionKey, (o: OrderDetailStore) => Promise<boolean>>> = {
  confirm: (o) => o.confirm(),
  arrive: (o) => o.arrive(),
  finish: (o) => o.finish(),
  turnTable: (o) => o.turnTable(),
  resumeCanceling: (o) => o.resumeCanceling(),
  revertToWaitFinalPayment: (o) => o.revertToWaitFinalPayment(),
  continueService: (o) => o.continueService(),
};

const PAGES: Partial<Record<OrderActionKey, string>> = {
  reject: STAFF_ROUTES.orderCancel,
  close: STAFF_ROUTES.orderCancel,
  // Granting a cancellation asks what becomes of the deposit still held.
  agreeCancel: STAFF_ROUTES.orderCancel,
  notArrive: STAFF_ROUTES.notArrive,
  setAmount: STAFF_ROUTES.orderAmount,
  finalConfirm: STAFF_ROUTES.amountConfirm,
  updateTable: STAFF_ROUTES.orderUpdateTable,
  reschedule: STAFF_ROUTES.orderReschedule,
  swap: STAFF_ROUTES.orderUpdateTable,
  updateDiner: STAFF_ROUTES.orderUpdateDiner,
  updateBooking: STAFF_ROUTES.orderUpdateBooking,
  deposit: STAFF_ROUTES.orderDeposit,
  amountPayment: STAFF_ROUTES.amountPayment,
  amountRefund: STAFF_ROUTES.amountRefund,
  amountForfeit: STAFF_ROUTES.amountForfeit,
  share: STAFF_ROUTES.orderShareSetting,
  push: STAFF_ROUTES.orderPush,
  fapiao: STAFF_ROUTES.orderFapiao,
};

/** The status's actions as buttons, the rest as a row of links below. */
/** `onDeleted`: where a deleted order leaves the person (default: back; the board's panel closes). */
function OrderActionBarView({ onDeleted }: { onDeleted?: () => void }) {
  const { t } = useTranslation();
  const { staff, open, back } = useStaff();
  const o = staff.order;
  const nowMs = useNow();
  const manager = useManages(staff.stores.currentId);
  if (!o.order) return null;
  const moment = { nowMs, timeZone: o.timezone };
  const { primary, more } = actionsFor(o.order, moment);
  const hint = presenceHint(o.order, moment);
  const id = o.orderId;
  // A manager undoes an arrival marked by mistake (its latest log entry, reverted; the log is newest first).
  const arrival =
    manager && o.order.status === BookingOrder_Status.WAIT_SERVICE && o.order.arrivalTime && !o.order.turnoverTime
      ? o.logs.find((l) => l.type === BookingOrderLog_Type.ARRIVE && l.revertible && !reverted(l.revertedByLogId))
      : undefined;
  const undoArrival = async () => {
    const ask = t('staffOps.ask.undoArrive');
    if (arrival && (await confirmAction(ask, t('staffOps.common.confirm'), t('staffOps.common.cancel')))) {
      if (await o.revertLog(arrival.id)) showToast(t('staffOps.action.done'));
    }
  };

  const run = async (action: OrderActionKey) => {
    if (action === 'deleteOrder') {
      const sure = await confirmAction(
        t('staffOps.ask.deleteOrder'),
        t('staffOps.action.deleteOrder'),
        t('staffOps.common.cancel'),
      );
      if (sure && (await o.deleteOrder())) {
        showToast(t('staffOps.action.deleted'));
        (onDeleted ?? back)();
      }
      return;
    }
    const page = PAGES[action];
    if (page) {
      open(page, {
        id,
        ...(action === 'reject' ? { reason: 'STORE_REJECT' } : {}),
        ...(action === 'agreeCancel' ? { mode: 'agree' } : {}),
        ...(action === 'swap' ? { tab: 'swap' } : {}),
      });
      return;
    }
    const ask = ASKED[action];
    if (
      ask &&
      !(await confirmAction(t(`staffOps.ask.${ask}`), t('staffOps.common.confirm'), t('staffOps.common.cancel')))
    )
      return;
    const direct = DIRECT[action];
    if (direct && (await direct(o))) showToast(t('staffOps.action.done'));
  };

  return (
    <View className='order-actions'>
      {hint && (
        <Text className='order-actions__hint'>
          {hint.kind === 'dayOver'
            ? t('staffOps.presence.dayOver')
            : t('staffOps.presence.arriveFrom', { when: hint.date ? `${hint.date} ${hint.time}` : hint.time })}
        </Text>
      )}
      {primary.length > 0 && (
        <View className='order-actions__primary'>
          {primary.map((action, i) => (
            <Button
              key={action}
              className={`order-actions__button order-actions__button--${action}`}
              type={i === 0 ? 'primary' : 'default'}
              loading={o.busy === action}
              disabled={!!o.busy}
              onClick={() => void run(action)}
            >
              {t(`staffOps.action.${action}`)}
            </Button>
          ))}
        </View>
      )}
      <View className='order-actions__more'>
        {arrival && (
          <Text className='order-actions__link order-actions__link--undoArrive' onClick={() => void undoArrival()}>
            {t('staffOps.action.undoArrive')}
          </Text>
        )}
        {more.map((action) => (
          <Text
            key={action}
            className={`order-actions__link order-actions__link--${action}`}
            onClick={() => void run(action)}
          >
            {t(`staffOps.action.${action}`)}
          </Text>
        ))}
      </View>
    </View>
  );
}

export const OrderActionBar = observer(OrderActionBarView);
