import { Code } from '@connectrpc/connect';
import { BookingOrder_CloseReason } from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreDepositService } from '@gen/booking/v1/store_deposit_service_pb';
import { MessageType } from '@gen/im/v1/im_pb';
import { ImService } from '@gen/im/v1/im_service_pb';
import { OfflinePaymentKind } from '@gen/payment/v1/payment_pb';
import { StoreService } from '@gen/store/v1/store_query_service_pb';
import type { RpcError } from '@/services/rpc-error';
import { hm, type BookingFixture, type StoreSetup } from '../../test/helpers/booking-fixture';
import { storeOp } from '../../test/helpers/im-fixture';
import { clientOn, type AppInstance } from './instances';

/** A caller gives up on one call after this long unanswered (the cluster is broken then, not failing over). */
const GIVE_UP_MS = 120_000;
/** Between two bookings of one caller: 20 callers at this pace keep a 2-core machine busy, not saturated. */
const PACE_MS = 300;

export type Kind = 'create' | 'pay' | 'close' | 'message';

/** Everything the callers were told, for the checks against the database afterwards. */
export class Ledger {
  /** Idempotency key of each acknowledged create -> the order id it answered. */
  readonly created = new Map<string, string>();
  readonly paid = new Set<string>();
  readonly closed = new Set<string>();
  /** client message id -> message id. */
  readonly messages = new Map<string, string>();
  /** Each acknowledged write: when its (last) attempt was sent and answered. */
  readonly acks: Array<{ kind: Kind; sentAt: number; at: number }> = [];
  /** Each "try again" answer: 503 with its Retry-After, or no answer at all (status 0). */
  readonly unavailable: Array<{ at: number; status: number; retryAfter?: number; instance: string }> = [];
  /** Answers that were neither success, nor "try again", nor a full booking. */
  readonly refused: Array<{ kind: Kind; code: string; message: string }> = [];
  /** The diner's look at the store's page (a read the standbys serve), when it was answered and whether it was. */
  readonly reads: Array<{ at: number; served: boolean }> = [];
  full = 0;
  retried = 0;
  gaveUp = 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A call made until it is answered, as a client with an idempotency key does:
 * 503 (or no answer) means the outcome is unknown, so the same request is sent
 * again after Retry-After. Returns the answer, or the refusal.
 */
async function answered<T>(
  ledger: Ledger,
  kind: Kind,
  instance: AppInstance,
  call: () => Promise<T>,
): Promise<{ value?: T; error?: RpcError }> {
  const deadline = Date.now() + GIVE_UP_MS;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) ledger.retried++;
    const sentAt = Date.now();
    try {
      const value = await call();
      ledger.acks.push({ kind, sentAt, at: Date.now() });
      return { value };
    } catch (caught) {
      const error = caught as RpcError;
      const tryAgain =
        error.blocked || error.httpStatus === 0 || error.code === Code.Unavailable || error.httpStatus >= 502;
      if (!tryAgain) {
        ledger.refused.push({ kind, code: Code[error.code], message: error.rawMessage ?? error.message });
        return { error };
      }
      if (!error.blocked) {
        ledger.unavailable.push({
          at: sentAt,
          status: error.httpStatus,
          retryAfter: error.retryAfterSeconds,
          instance: instance.name,
        });
      }
      if (Date.now() > deadline) {
        ledger.gaveUp++;
        return { error };
      }
      await sleep(error.blocked ? 200 : Math.max(250, (error.retryAfterSeconds ?? 0) * 1000));
    }
  }
}

export interface CallerSetup {
  fixture: BookingFixture;
  /** One diner session per caller: a diner's own bookings never overlap. */
  diners: Array<{ userId: string; sessionKey: string }>;
  instances: [AppInstance, AppInstance];
}

/**
 * One caller: a diner books, the store's staff take the deposit at the
 * counter and close the order (a store rejection, which refunds it), and the
 * diner writes to the store; each call with its own idempotency key (the
 * message with its client message id), each step through the other instance.
 */
export async function runCaller(
  index: number,
  setup: CallerSetup,
  ledger: Ledger,
  stopped: () => boolean,
): Promise<void> {
  const { fixture: f, instances } = setup;
  const store: StoreSetup = index % 2 === 0 ? f.x : f.y;
  const staff = index % 2 === 0 ? f.staffX : f.staffY;
  const diner = setup.diners[index];
  const device = `failover-${index}`;
  const on = (step: number) => instances[(index + step) % 2];
  for (let i = 0; !stopped(); i++) {
    const key = `fo-${index}-${i}`;
    const day = 1 + ((i * 3 + index) % 58);
    const start = hm(17) + 1800 * (Math.floor(index / 2) % 7);
    const createdOn = on(i);
    const created = await answered(ledger, 'create', createdOn, () =>
      clientOn(createdOn, DinerBookingOrderService, diner.sessionKey, device).createBookingOrder({
        storeId: store.storeId,
        diner: { lastName: 'Failover' },
        reservationDate: f.date(day, store.timezone),
        adultCount: 2,
        storeShiftId: store.dinnerId,
        reservationStartSecond: start,
        idempotencyKey: `${key}-c`,
      }),
    );
    if (created.value) {
      const id = created.value.order!.model!.id;
      ledger.created.set(`${key}-c`, id);
      const ref = { storeId: store.storeId, bookingOrderId: id };
      const paidOn = on(i + 1);
      const paid = await answered(ledger, 'pay', paidOn, () =>
        clientOn(paidOn, StoreDepositService, staff.sessionKey, device).payDepositOffline({
          ...ref,
          offlineKind: OfflinePaymentKind.CASH,
          idempotencyKey: `${key}-p`,
        }),
      );
      if (paid.value) ledger.paid.add(id);
      const closedOn = on(i);
      const closed = await answered(ledger, 'close', closedOn, () =>
        clientOn(closedOn, StoreBookingActionService, staff.sessionKey, device).closeBookingOrder({
          ...ref,
          closeReason: BookingOrder_CloseReason.STORE_REJECT,
          idempotencyKey: `${key}-x`,
        }),
      );
      if (closed.value) ledger.closed.add(id);
    } else if (created.error?.rawMessage === 'Booking is full, please select again') {
      ledger.refused.pop();
      ledger.full++;
    }
    const sentOn = on(i + 1);
    const sent = await answered(ledger, 'message', sentOn, () =>
      clientOn(sentOn, ImService, diner.sessionKey, device).sendMessage({
        member: storeOp(store.storeId),
        clientMessageId: `${key}-m`,
        type: MessageType.TEXT,
        text: `failover ${key}`,
      }),
    );
    if (sent.value) ledger.messages.set(`${key}-m`, sent.value.message!.messageId);
    const served = await clientOn(on(i), StoreService, diner.sessionKey, device)
      .queryStores({ idIn: [store.storeId] })
      .then(
        (answer) => answer.list.length === 1,
        () => false,
      );
    ledger.reads.push({ at: Date.now(), served });
    await sleep(PACE_MS);
  }
}
