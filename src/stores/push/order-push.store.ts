import { makeAutoObservable } from 'mobx';
import { NotificationEventType, PushChannel, type NotificationEvent } from '@/gen/push/v1/push_pb';
import type { Api } from '@/services/api';
import { attempt, LoadState } from '../staff-setup/load-state';

/** The messages staff may send from an order (the diner's booking messages). */
export const SENDABLE_EVENTS = [
  NotificationEventType.REMIND_ARRIVAL,
  NotificationEventType.STORE_CONFIRM,
  NotificationEventType.CREATE_BOOKING_ORDER,
  NotificationEventType.REMIND_DEPOSIT_PAYMENT,
  NotificationEventType.REMIND_DEPOSIT_CHANGE,
  NotificationEventType.STORE_CLOSE,
] as const;

export const SEND_CHANNELS = [
  PushChannel.SMS,
  PushChannel.WECHAT_MINI_PROGRAM,
  PushChannel.WECHAT_OFFICIAL_ACCOUNT,
  PushChannel.ALIPAY_MINI_PROGRAM,
] as const;

/** One order's notifications (its log) and the staff's "send with params". */
export class OrderPushStore {
  orderId = '';
  storeId = '';
  events: NotificationEvent[] = [];
  readonly state = new LoadState();
  eventType: NotificationEventType = NotificationEventType.REMIND_ARRIVAL;
  channel: PushChannel = PushChannel.SMS;
  remark = '';
  sending = false;

  constructor(private readonly api: Api) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(storeId: string, orderId: string): Promise<void> {
    if (this.orderId !== orderId) this.events = [];
    this.storeId = storeId;
    this.orderId = orderId;
    await this.state.run(
      () => this.api.storeOrderPush.listOrderNotifications({ storeId, bookingOrderId: orderId }),
      (answer) => (this.events = answer.list),
    );
  }

  choose(patch: Partial<Pick<OrderPushStore, 'eventType' | 'channel' | 'remark'>>): void {
    Object.assign(this, patch);
  }

  /** Sends; a refusal (the spec's push errors) is shown by the error catalogue and nothing is sent. */
  async send(): Promise<boolean> {
    this.sending = true;
    const sent = await attempt(() =>
      this.api.storeOrderPush.sendOrderPush({
        storeId: this.storeId,
        bookingOrderId: this.orderId,
        eventType: this.eventType,
        channel: this.channel,
        params: this.remark.trim() ? { remark: this.remark.trim() } : {},
        templateId: '',
      }),
    );
    this.sending = false;
    if (sent) await this.load(this.storeId, this.orderId);
    return Boolean(sent);
  }
}
