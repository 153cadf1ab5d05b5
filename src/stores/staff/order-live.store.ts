import type { StaffApi } from '../../services/staff-api';
import { silentCall } from '../../services/silent-call';
import { LIVE_POLL_MS } from './booking-day.store';
import type { OrderDetailStore } from './order-detail.store';

/**
 * Keeps the open order current while its page is on screen: the version of
 * its booking day (the board's live poll) moves with every change of an order
 * of that day, made on any device, and the order is then read again.
 */
export class OrderLiveStore {
  private seen = '';
  private version = '';
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly api: StaffApi,
    private readonly detail: OrderDetailStore,
  ) {}

  /** One check: true when the order was read again. */
  async check(): Promise<boolean> {
    const order = this.detail.order;
    if (!order || this.detail.status !== 'ready' || this.detail.busy) return false;
    const day = `${order.storeId}:${order.reservationDate}`;
    try {
      const { version } = await this.api.storeBookingBoard.getBookingDayVersion(
        { storeId: order.storeId, reservationDate: order.reservationDate },
        silentCall(),
      );
      const known = day === this.seen;
      const moved = known && version !== this.version;
      this.seen = day;
      this.version = version;
      if (!moved) return false;
      await this.detail.load(order.model?.id ?? '');
      return true;
    } catch {
      // A missed check is made again by the next one.
      return false;
    }
  }

  start(intervalMs = LIVE_POLL_MS): void {
    this.stop();
    this.timer = setInterval(() => void this.check(), intervalMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
