import { makeAutoObservable } from 'mobx';
import type { BookingChannel } from '@/gen/booking/v1/booking_channel_service_pb';
import type { StaffApi } from '@/services/staff-api';
import { attempt, LoadState } from './load-state';
import type { SetupStoreChoice } from './setup-store-choice';

/**
 * The store's booking channels (phone, walk-in, a partner…), in the order staff
 * pick them on a new booking. Orders keep naming a channel after it is removed.
 */
export class ChannelsStore {
  list: BookingChannel[] = [];
  readonly state = new LoadState();

  constructor(
    private readonly api: StaffApi,
    private readonly choice: SetupStoreChoice,
  ) {
    makeAutoObservable<this, 'api' | 'choice'>(this, { api: false, choice: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.state.run(
      () => this.api.bookingChannel.queryBookingChannels({ storeId }),
      (answer) => (this.list = answer.list.slice().sort((a, b) => a.sort - b.sort)),
    );
  }

  /** Creates (id null) or renames a channel; true when the server kept it. */
  async save(id: string | null, name: string): Promise<boolean> {
    const storeId = this.choice.storeId;
    const channel = { name: name.trim() };
    const saved = await attempt(async () =>
      id
        ? (await this.api.bookingChannel.updateBookingChannel({ storeId, channelId: id, channel })).channel
        : (await this.api.bookingChannel.createBookingChannel({ storeId, channel })).channel,
    );
    if (saved) await this.load();
    return Boolean(saved);
  }

  async remove(id: string): Promise<boolean> {
    const done = await attempt(() =>
      this.api.bookingChannel.deleteBookingChannel({ storeId: this.choice.storeId, channelId: id }),
    );
    if (done) await this.load();
    return done !== null;
  }

  /** Moves a channel one place up (-1) or down (1) and saves the new order. */
  async move(id: string, step: -1 | 1): Promise<boolean> {
    const ids = this.list.map((c) => c.model!.id);
    const from = ids.indexOf(id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) return false;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    const done = await attempt(() =>
      this.api.bookingChannel.sortBookingChannels({ storeId: this.choice.storeId, channelIdList: ids }),
    );
    if (done) await this.load();
    return done !== null;
  }

  find(id: string): BookingChannel | undefined {
    return this.list.find((c) => c.model?.id === id);
  }
}
