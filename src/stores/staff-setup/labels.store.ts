import { makeAutoObservable } from 'mobx';
import type { BookingOrderTag } from '@/gen/booking/v1/booking_tag_service_pb';
import type { BookingOrderTaker, BookingOrderTakerInput } from '@/gen/booking/v1/booking_taker_service_pb';
import type { StaffApi } from '@/services/staff-api';
import { attempt, LoadState } from './load-state';
import type { SetupStoreChoice } from './setup-store-choice';

type TakerFields = Partial<Omit<BookingOrderTakerInput, '$typeName'>>;

/** The store's booking-order tags and order takers. */
export class LabelsStore {
  tags: BookingOrderTag[] = [];
  takers: BookingOrderTaker[] = [];
  readonly tagState = new LoadState();
  readonly takerState = new LoadState();

  constructor(
    private readonly api: StaffApi,
    private readonly choice: SetupStoreChoice,
  ) {
    makeAutoObservable<this, 'api' | 'choice'>(this, { api: false, choice: false }, { autoBind: true });
  }

  async loadTags(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.tagState.run(
      () => this.api.bookingTag.queryBookingOrderTags({ storeId }),
      (answer) => (this.tags = answer.list),
    );
  }

  async saveTag(id: string | null, content: string, color: string): Promise<BookingOrderTag | null> {
    const storeId = this.choice.storeId;
    const tag = { content: content.trim(), color };
    const saved = await attempt(async () =>
      id
        ? (await this.api.bookingTag.updateBookingOrderTag({ storeId, tagId: id, tag })).tag
        : (await this.api.bookingTag.createBookingOrderTag({ storeId, tag })).tag,
    );
    if (saved) await this.loadTags();
    return saved ?? null;
  }

  async deleteTag(id: string): Promise<boolean> {
    const done = await attempt(() =>
      this.api.bookingTag.deleteBookingOrderTag({ storeId: this.choice.storeId, tagId: id }),
    );
    if (done) await this.loadTags();
    return done !== null;
  }

  /**
   * Moves a tag one place up (-1) or down (1): the order staff pick tags in, and the
   * order the board's cards show them. Shown at once, then as the server answers.
   */
  async moveTag(id: string, step: -1 | 1): Promise<boolean> {
    const ids = this.tags.map((t) => t.model?.id ?? '');
    const from = ids.indexOf(id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) return false;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    const byId = new Map(this.tags.map((t) => [t.model?.id ?? '', t]));
    this.tags = ids.map((x) => byId.get(x)!);
    const done = await attempt(() =>
      this.api.bookingTag.sortBookingOrderTags({ storeId: this.choice.storeId, tagIdList: ids }),
    );
    await this.loadTags();
    return done !== null;
  }

  async loadTakers(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.takerState.run(
      () => this.api.bookingTaker.queryBookingOrderTakers({ storeId }),
      (answer) => (this.takers = answer.list),
    );
  }

  async saveTaker(id: string | null, taker: TakerFields): Promise<BookingOrderTaker | null> {
    const storeId = this.choice.storeId;
    const saved = await attempt(async () =>
      id
        ? (await this.api.bookingTaker.updateBookingOrderTaker({ storeId, takerId: id, taker })).taker
        : (await this.api.bookingTaker.createBookingOrderTaker({ storeId, taker })).taker,
    );
    if (saved) await this.loadTakers();
    return saved ?? null;
  }

  async deleteTaker(id: string): Promise<boolean> {
    const done = await attempt(() =>
      this.api.bookingTaker.deleteBookingOrderTaker({ storeId: this.choice.storeId, takerId: id }),
    );
    if (done) await this.loadTakers();
    return done !== null;
  }
}
