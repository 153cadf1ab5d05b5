import type { Kysely } from 'kysely';
import type { ServerMessageKey } from '@common/server-messages';
import { maskedPhone } from '@common/phone-number';
import type { Database } from '../../db/schema';
import { OrderRepository } from '../booking/order.repository';
import { domainError } from '../errors';
import { orderEvent } from './booking-events';
import { planEvent, type ChannelApps } from './delivery-planner';
import { NotificationOutbox } from './notification-outbox';
import { NotificationRepository, type DeliveryRecord, type EventRecord } from './notification.repository';
import { isChannel, isEventType, type Channel, type DeliveryReason, type EventType } from './notification-types';
import { loadPlanContext } from './plan-context';

/** What staff may send to a diner from the order (the diner's booking messages). */
export const STAFF_SENDABLE: readonly EventType[] = [
  'CREATE_BOOKING_ORDER',
  'STORE_CONFIRM',
  'STORE_CLOSE',
  'CLOSE_BOOKING_ORDER',
  'REMIND_ARRIVAL',
  'REMIND_DEPOSIT_PAYMENT',
  'REMIND_DEPOSIT_CHANGE',
];

/** Messages that make sense before the deposit is paid. */
const BEFORE_PAYMENT: readonly EventType[] = [
  'CREATE_BOOKING_ORDER',
  'REMIND_DEPOSIT_PAYMENT',
  'REMIND_DEPOSIT_CHANGE',
];

/** The spec's push errors (section 8) for the reasons a delivery would be skipped. */
const REFUSAL: Partial<Record<DeliveryReason, ServerMessageKey>> = {
  NO_PHONE: 'dinerHasNoPhone',
  PHONE_FORMAT_ERROR: 'phoneFormatError',
  NOT_FOLLOWING: 'notFollowingOfficialAccount',
  NOT_SUBSCRIBED: 'notSubscribedMiniProgram',
  TEMPLATE_NOT_CONFIGURED: 'templateNotConfigured',
  TEMPLATE_NOT_FOUND: 'templateNotFound',
  DINER_MUTED: 'pushEventNotForDiner',
};

export interface SendInput {
  storeId: string;
  orderId: string;
  eventType: string;
  channel: string;
  params: Record<string, string>;
  templateId: string;
}

export interface NotificationView {
  event: EventRecord;
  deliveries: Array<DeliveryRecord & { recipientLabel: string }>;
}

function recipientLabel(d: DeliveryRecord): string {
  if (!d.address) return '';
  if (d.channel === 'SMS') {
    const [region, phone] = d.address.split(' ');
    return maskedPhone(region ?? '', phone ?? '');
  }
  return d.channel;
}

/**
 * Staff and the notifications of one order: "send with params" to its diner
 * (store-order-push) and the order's events with their deliveries (its log).
 * Another store's order does not exist for the caller.
 */
export class OrderPushService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly channels: ChannelApps,
    private readonly now: () => Date,
  ) {}

  /**
   * Decides the send as the dispatcher will (a dry run: nothing used up), so
   * each refusal comes back at once with the spec's message and nothing is
   * written; then raises the event for the named channel in one transaction.
   */
  async send(input: SendInput): Promise<NotificationView> {
    if (!input.eventType || input.eventType === 'NOTIFICATION_EVENT_TYPE_UNSPECIFIED')
      throw domainError('invalid', 'pushTemplateRequired');
    if (!input.channel || input.channel === 'PUSH_CHANNEL_UNSPECIFIED')
      throw domainError('invalid', 'pushPlatformRequired');
    if (!isEventType(input.eventType) || !(STAFF_SENDABLE as readonly string[]).includes(input.eventType)) {
      throw domainError('invalid', 'pushEventTypeInvalid');
    }
    if (!isChannel(input.channel) || this.channels.appIdOf(input.channel) === null) {
      throw domainError('invalid', 'pushPlatformRequired');
    }
    const params = Object.fromEntries(
      Object.entries(input.params)
        .filter(([key]) => /^[A-Za-z][A-Za-z0-9]{0,31}$/.test(key))
        .map(([key, value]) => {
          if (value.length > 100) throw domainError('invalid', 'pushParamTooLong');
          return [key, value];
        }),
    );
    const type = input.eventType;
    const channel: Channel = input.channel;
    const eventId = await this.db.transaction().execute(async (trx) => {
      const order = /^\d+$/.test(input.orderId) ? await new OrderRepository(trx).find(input.orderId) : undefined;
      if (!order || order.storeId !== input.storeId) throw domainError('not_found', 'orderNotFound');
      if (order.status === 'WAIT_DEPOSIT_PAYMENT' && !BEFORE_PAYMENT.includes(type)) {
        throw domainError('precondition', 'orderNotPaidYet');
      }
      const now = this.now();
      const raised = orderEvent(type, order, now, {
        params: {
          ...params,
          _channel: channel,
          ...(input.templateId.trim() ? { _templateId: input.templateId.trim() } : {}),
        },
      });
      const dry = toRecord(raised, now);
      const context = await loadPlanContext(trx, this.channels, [dry], now, true);
      const [planned] = await planEvent(dry, context);
      if (!planned) throw domainError('precondition', 'dinerHasNoPhone');
      if (planned.status === 'SKIP')
        throw domainError('precondition', REFUSAL[planned.reason as DeliveryReason] ?? 'templateNotFound');
      return new NotificationOutbox(trx).raise(raised);
    });
    const [view] = (await this.ofOrder(input.storeId, input.orderId)).filter((v) => v.event.id === eventId);
    return view;
  }

  async ofOrder(storeId: string, orderId: string): Promise<NotificationView[]> {
    const order = /^\d+$/.test(orderId) ? await new OrderRepository(this.db).find(orderId) : undefined;
    if (!order || order.storeId !== storeId) throw domainError('not_found', 'orderNotFound');
    const events = await new NotificationRepository(this.db).ofOrder(orderId);
    return events.map(({ event, deliveries }) => ({
      event,
      deliveries: deliveries.map((d) => ({ ...d, recipientLabel: recipientLabel(d) })),
    }));
  }
}

/** The event row a raise would write, for a dry run of its plan. */
function toRecord(e: ReturnType<typeof orderEvent>, now: Date): EventRecord {
  return {
    id: '0',
    type: e.type,
    audience: 'DINER',
    merchant_id: e.merchantId ?? null,
    store_id: e.storeId ?? null,
    subject_kind: e.subject.kind,
    subject_id: e.subject.id,
    booking_order_id: e.bookingOrderId ?? null,
    user_id: e.recipient?.userId ?? null,
    phone_region_code: e.recipient?.phoneRegionCode ?? '',
    phone: e.recipient?.phone ?? '',
    language: e.recipient?.language ?? '',
    params: e.params ?? {},
    dedupe_key: null,
    useful_until: null,
    occur_time: now,
    plan_time: null,
    create_time: now,
  };
}
