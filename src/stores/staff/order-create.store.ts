import { makeAutoObservable, runInAction } from 'mobx';
import type { FreeTableItem, ShiftInventory } from '@/gen/booking/v1/availability_pb';
import {
  BookingOrder_Status as Status,
  DinerInfo_Title as Title,
  type BookingOrder,
} from '@/gen/booking/v1/booking_order_pb';
import type { BookingChannel } from '@/gen/booking/v1/booking_channel_service_pb';
import type { BookingOrderTag } from '@/gen/booking/v1/booking_tag_service_pb';
import type { BookingOrderTaker } from '@/gen/booking/v1/booking_taker_service_pb';
import type { MerchantDiner } from '@/gen/crm/v1/merchant_diner_pb';
import type { CheckDinerRiskResponse } from '@/gen/crm/v1/merchant_diner_service_pb';
import { DinerTitle } from '@/gen/identity/v1/user_diner_pb';
import type { StaffApi } from '../../services/staff-api';
import { silentCall } from '../../services/silent-call';
import { sendWithPacingConfirm, type PacingPrompt } from './pacing-confirm';
import { readYuan } from '@/common/amount-input';
import { yuanToCents } from '@/common/money';
import type { StaffStoreListStore } from './store-list.store';

export type DepositChoice = 'none' | 'policy' | 'amount';

/** What staff fill in to book for a diner (store-order-create-select, then store-order-create). */
export interface OrderDraft {
  date: string;
  shiftId: string;
  startSecond: number | null;
  adultCount: number;
  childCount: number;
  /** Chosen items; empty: the server chooses. */
  itemIds: string[];
  phone: string;
  phoneRegionCode: string;
  lastName: string;
  firstName: string;
  title: Title;
  dinerRemark: string;
  storeRemark: string;
  tagIds: string[];
  takerId: string;
  channelId: string;
  deposit: DepositChoice;
  /** Yuan, as typed, when deposit is 'amount'. */
  depositYuan: string;
}

function emptyDraft(date: string): OrderDraft {
  return {
    date,
    shiftId: '',
    startSecond: null,
    adultCount: 2,
    childCount: 0,
    itemIds: [],
    phone: '',
    phoneRegionCode: '86',
    lastName: '',
    firstName: '',
    title: Title.UNKNOWN,
    dinerRemark: '',
    storeRemark: '',
    tagIds: [],
    takerId: '',
    channelId: '',
    deposit: 'none',
    depositYuan: '',
  };
}

export type DraftProblem = 'time' | 'people' | 'phone' | 'name' | 'depositAmount';

/**
 * A new staff booking: the slots of the date for the party (staff inventory, hidden
 * times included), the free tables of the chosen slot, the diner found by phone from
 * the store's earlier orders, the store's tags, takers and channels.
 */
export class OrderCreateStore {
  draft: OrderDraft = emptyDraft('');
  inventory: ShiftInventory[] = [];
  freeItems: FreeTableItem[] = [];
  suggestedItemIds: string[] = [];
  tags: BookingOrderTag[] = [];
  takers: BookingOrderTaker[] = [];
  channels: BookingChannel[] = [];
  /** An order of the diner found by phone, if any: their name and title come from it. */
  knownDiner: BookingOrder | null = null;
  /** The store's orders of the phone looked up. */
  dinerOrders: BookingOrder[] = [];
  /** The merchant's record of a guest who never booked here, found by phone (the CRM). */
  crmDiner: MerchantDiner | null = null;
  /** The risk check of the phone looked up (blacklisted, no-shows), for the warning on the form. */
  risk: CheckDinerRiskResponse | null = null;
  loadingSlots = false;
  submitting = false;
  /** This draft became a booking: its form pages are done, and back passes over them. */
  made = false;
  private idempotencyKey = '';

  constructor(
    private readonly api: StaffApi,
    private readonly storeList: StaffStoreListStore,
    private readonly onCreated: () => void,
  ) {
    makeAutoObservable<this, 'api' | 'storeList' | 'onCreated'>(
      this,
      { api: false, storeList: false, onCreated: false },
      { autoBind: true },
    );
  }

  /** Starts a booking on a date, optionally at a slot and on tables already chosen (from the board). */
  async start(init: Partial<OrderDraft> & { date: string }): Promise<void> {
    this.draft = { ...emptyDraft(init.date), ...init };
    this.made = false;
    this.knownDiner = null;
    this.dinerOrders = [];
    this.crmDiner = null;
    this.risk = null;
    this.idempotencyKey = `staff-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    const storeId = await this.storeList.ensureCurrent();
    const [tags, takers, channels] = await Promise.all([
      this.api.bookingTag.queryBookingOrderTags({ storeId }),
      this.api.bookingTaker.queryBookingOrderTakers({ storeId }),
      this.api.bookingChannel.queryBookingChannels({ storeId }),
    ]);
    runInAction(() => {
      this.tags = tags.list;
      this.takers = takers.list.filter((t) => !t.disabled);
      this.channels = channels.list;
    });
    await this.loadSlots();
  }

  update(patch: Partial<OrderDraft>): void {
    // A warning belongs to the phone it was checked for.
    if (patch.phone !== undefined && patch.phone !== this.draft.phone) this.risk = null;
    this.draft = { ...this.draft, ...patch };
  }

  get peopleCount(): number {
    return this.draft.adultCount + this.draft.childCount;
  }

  async setPeople(adultCount: number, childCount: number): Promise<void> {
    this.update({ adultCount: Math.max(1, adultCount), childCount: Math.max(0, childCount) });
    await this.loadSlots();
  }

  async setDate(date: string): Promise<void> {
    this.update({ date, startSecond: null, itemIds: [] });
    await this.loadSlots();
  }

  async loadSlots(): Promise<void> {
    const storeId = this.storeList.currentId;
    if (!storeId || !this.draft.date) return;
    this.loadingSlots = true;
    try {
      const { list } = await this.api.storeAvailability.queryStoreBookingInventory({
        storeId,
        reservationDate: this.draft.date,
        peopleCount: this.peopleCount,
      });
      runInAction(() => {
        this.inventory = list;
        // A time given without its shift (a table tapped on the board): the first slot from then.
        if (!this.draft.shiftId && this.draft.startSecond !== null) {
          const at = this.draft.startSecond;
          const slots = list.flatMap((sh) =>
            sh.slotList.map((sl) => ({ shiftId: sh.storeShiftId, start: sl.startSecond })),
          );
          const next = slots.filter((x) => x.start >= at).sort((a, b) => a.start - b.start)[0];
          this.draft = { ...this.draft, shiftId: next?.shiftId ?? '', startSecond: next ? next.start : null };
        }
      });
      if (this.draft.shiftId && this.draft.startSecond !== null) await this.loadFreeItems();
    } finally {
      runInAction(() => (this.loadingSlots = false));
    }
  }

  async chooseSlot(shiftId: string, startSecond: number): Promise<void> {
    // Chosen tables stay chosen while they are free at the new time (loadFreeItems drops the rest).
    this.update({ shiftId, startSecond });
    await this.loadFreeItems();
  }

  async loadFreeItems(): Promise<void> {
    const { shiftId, startSecond, date } = this.draft;
    if (!shiftId || startSecond === null) return;
    const result = await this.api.storeAvailability.queryFreeTableItems({
      storeId: this.storeList.currentId,
      reservationDate: date,
      storeShiftId: shiftId,
      reservationStartSecond: startSecond,
      peopleCount: this.peopleCount,
    });
    runInAction(() => {
      this.freeItems = result.list;
      this.suggestedItemIds = result.suggestedItemIdList;
      // Tables chosen on the board stay chosen while they are free.
      const free = new Set(result.list.map((i) => i.storeTableItemId));
      this.draft.itemIds = this.draft.itemIds.filter((id) => free.has(id));
    });
  }

  toggleItem(itemId: string): void {
    const ids = this.draft.itemIds;
    this.update({ itemIds: ids.includes(itemId) ? ids.filter((i) => i !== itemId) : [...ids, itemId] });
  }

  toggleTag(tagId: string): void {
    const ids = this.draft.tagIds;
    this.update({ tagIds: ids.includes(tagId) ? ids.filter((i) => i !== tagId) : [...ids, tagId] });
  }

  /**
   * The guest's last visit before this booking: an order of theirs they came
   * to (arrived, or finished), earlier than the booking being made. A booking
   * still ahead, or one they never came to, is no visit.
   */
  get lastVisit(): BookingOrder | null {
    const { date, startSecond } = this.draft;
    const earlier = (o: BookingOrder) =>
      o.reservationDate < date ||
      (o.reservationDate === date && startSecond !== null && o.reservationStartSecond < startSecond);
    const came = (o: BookingOrder) => !!o.arrivalTime || o.status === Status.FINISHED;
    const visits = this.dinerOrders.filter((o) => came(o) && earlier(o));
    const key = (o: BookingOrder) => `${o.reservationDate} ${String(o.reservationStartSecond).padStart(6, '0')}`;
    return visits.sort((a, b) => key(b).localeCompare(key(a)))[0] ?? null;
  }

  /** Finds the diner by phone among the store's orders, else in the merchant's CRM, and fills in their name. */
  async lookUpPhone(): Promise<BookingOrder | null> {
    const phone = this.draft.phone.replace(/\D/g, '');
    if (phone.length < 5) return null;
    const storeId = this.storeList.currentId;
    // The store's orders, and the merchant's record with its risk (blacklist, no-shows), in one go.
    const [{ list }, risk] = await Promise.all([
      this.api.storeBookingOrder.queryStoreBookingOrders(
        { storeId, keyword: phone, query: { limit: 20 } },
        silentCall(),
      ),
      this.api.merchantDiner
        .checkDinerRisk({ storeId, phone, phoneRegionCode: this.draft.phoneRegionCode }, silentCall())
        .catch(() => null),
    ]);
    const found = list.find((o) => o.diner?.phone === phone) ?? null;
    // Never booked here: the merchant may still know them (a diner added by hand, or booked at a sister store).
    const record = found ? null : (risk?.diner ?? null);
    runInAction(() => {
      this.knownDiner = found;
      this.dinerOrders = list.filter((o) => o.diner?.phone === phone);
      this.crmDiner = record;
      this.risk = risk;
      const d = found?.diner ?? record;
      if (d) {
        // The two title enums share their names, not their type.
        const title = found?.diner ? found.diner.title : Title[DinerTitle[record!.title] as keyof typeof Title];
        this.draft = {
          ...this.draft,
          lastName: this.draft.lastName || d.lastName,
          firstName: this.draft.firstName || d.firstName,
          title: this.draft.title === Title.UNKNOWN ? (title ?? Title.UNKNOWN) : this.draft.title,
          phoneRegionCode: d.phoneRegionCode || this.draft.phoneRegionCode,
        };
      }
    });
    return found;
  }

  /** What stops the booking from being made, first problem first. */
  get problems(): DraftProblem[] {
    const d = this.draft;
    const problems: DraftProblem[] = [];
    if (!d.shiftId || d.startSecond === null) problems.push('time');
    if (d.adultCount < 1) problems.push('people');
    // A walk-in may give no phone; one that is given must look like one.
    const phone = d.phone.replace(/[\s-]/g, '');
    if (phone && !/^\d{5,15}$/.test(phone)) problems.push('phone');
    if (!d.lastName.trim() && !d.firstName.trim()) problems.push('name');
    if (d.deposit === 'amount' && !readYuan(d.depositYuan, { allowZero: true }).ok) problems.push('depositAmount');
    return problems;
  }

  /**
   * Makes the booking; retried taps send the same idempotency key and get the same order.
   * Over the shift's kitchen pacing the server refuses until staff confirm (pacing-confirm.ts).
   */
  async submit(overPacing?: PacingPrompt): Promise<BookingOrder | null> {
    if (this.problems.length > 0 || this.submitting) return null;
    const d = this.draft;
    this.submitting = true;
    const send = (confirmOverPacing: boolean, silent: boolean) =>
      this.api.storeBookingOrder.createStoreBookingOrder(
        {
          storeId: this.storeList.currentId,
          diner: {
            title: d.title,
            lastName: d.lastName.trim(),
            firstName: d.firstName.trim(),
            phone: d.phone.replace(/[\s-]/g, ''),
            phoneRegionCode: d.phoneRegionCode,
          },
          reservationDate: d.date,
          adultCount: d.adultCount,
          childCount: d.childCount,
          storeShiftId: d.shiftId,
          reservationStartSecond: d.startSecond ?? undefined,
          storeTableItemIdList: d.itemIds,
          channelId: d.channelId || '0',
          takerId: d.takerId || '0',
          tagIdList: d.tagIds,
          dinerRemark: d.dinerRemark.trim(),
          storeRemark: d.storeRemark.trim(),
          useDepositPolicy: d.deposit === 'policy',
          depositAmount: d.deposit === 'amount' ? yuanToCents(d.depositYuan) : '0',
          idempotencyKey: this.idempotencyKey,
          confirmOverPacing,
        },
        silent ? silentCall() : undefined,
      );
    try {
      const answer = await sendWithPacingConfirm(send, overPacing);
      if (!answer) return null;
      const { order } = answer;
      this.onCreated();
      runInAction(() => (this.made = true));
      return order ?? null;
    } catch {
      return null;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}
