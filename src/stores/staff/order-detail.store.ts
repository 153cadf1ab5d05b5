import { makeAutoObservable, runInAction } from 'mobx';
import {
  BookingOrder_CloseReason as CloseReason,
  type BookingOrder,
  type BookingOrderLog,
  type DinerInfo,
} from '@/gen/booking/v1/booking_order_pb';
import type { BookingChannel } from '@/gen/booking/v1/booking_channel_service_pb';
import type { BookingOrderTag } from '@/gen/booking/v1/booking_tag_service_pb';
import type { BookingOrderTaker } from '@/gen/booking/v1/booking_taker_service_pb';
import { arrivalRefundsDeposit } from '@/common/arrival-refund';
import type { FapiaoTitleFields } from '@/common/fapiao-title';
import { fapiaoInput } from '../diner/fapiao-title.store';
import type { StaffApi } from '../../services/staff-api';
import { silentCall } from '../../services/silent-call';
import type { LoadStatus } from '../client-config.store';
import { settlementOf, type SettlementPick } from './deposit-settlement';
import type { StoreCatalogStore } from './store-catalog.store';
import type { StaffStoreListStore } from './store-list.store';

export interface DinerChange {
  diner: Omit<Partial<DinerInfo>, '$typeName' | '$unknown'>;
  dietPreference?: string;
  dietTaboo?: string;
  serviceRequirement?: string;
}

/**
 * The order staff have open (store-order-detail and the pages it opens) with its log,
 * and every engine action on it. Each action answers the changed order, which
 * replaces the one shown; `onChanged` tells the booking board.
 */
export class OrderDetailStore {
  order: BookingOrder | null = null;
  logs: BookingOrderLog[] = [];
  status: LoadStatus = 'idle';
  /** The action running (its name), so its button shows busy and others wait. */
  busy = '';
  /** The store's labels, to name the order's tags, taker and channel. */
  tags: BookingOrderTag[] = [];
  takers: BookingOrderTaker[] = [];
  channels: BookingChannel[] = [];
  /** The store's deposit setting: confirming arrival refunds the deposit held. */
  refundOnArrival = false;

  constructor(
    private readonly api: StaffApi,
    private readonly storeList: StaffStoreListStore,
    private readonly onChanged: () => void,
    private readonly catalog?: StoreCatalogStore,
  ) {
    makeAutoObservable<this, 'api' | 'storeList' | 'onChanged' | 'catalog'>(
      this,
      { api: false, storeList: false, onChanged: false, catalog: false },
      { autoBind: true },
    );
  }

  /** The store's IANA zone: the order's times and its arrival window are on its clock. */
  get timezone(): string {
    return this.storeList.timezone;
  }

  get orderId(): string {
    return this.order?.model?.id ?? '';
  }

  get tagNames(): string[] {
    return this.order ? this.tagNamesOf(this.order) : [];
  }

  /** The names of an order's tags, in the store's order (the board's cards show them too). */
  tagNamesOf(order: BookingOrder): string[] {
    const ids = new Set(order.tagIdList);
    return this.tags.filter((t) => ids.has(t.model?.id ?? '')).map((t) => t.content);
  }

  /** Whether confirming this order's arrival refunds its deposit (what the hint may promise). */
  get arrivalRefunds(): boolean {
    return !!this.order && arrivalRefundsDeposit(this.order.netPaidAmount, this.refundOnArrival);
  }

  get takerName(): string {
    return this.takers.find((t) => t.model?.id === this.order?.takerId)?.name ?? '';
  }

  get channelName(): string {
    return this.channels.find((c) => c.model?.id === this.order?.channelId)?.name ?? '';
  }

  /** The open order as every action names it. */
  ref() {
    return { storeId: this.storeList.currentId, bookingOrderId: this.orderId };
  }

  /**
   * Loads an order of the current store, or of `linkStoreId` when a link names the
   * order's store (a notification about another of the staff member's stores):
   * the staff screens then work on that store, as if chosen in the store switch.
   */
  async load(orderId: string, linkStoreId = ''): Promise<void> {
    if (this.orderId !== orderId) {
      this.order = null;
      this.logs = [];
    }
    this.status = 'loading';
    try {
      await this.storeList.ensureCurrent();
      if (linkStoreId) this.storeList.switchTo(linkStoreId);
      const storeId = this.storeList.currentId;
      const [{ order }, { list }, tags, takers, channels, deposit] = await Promise.all([
        this.api.storeBookingOrder.getStoreBookingOrder({ storeId, bookingOrderId: orderId }),
        this.api.storeBookingOrder.queryBookingOrderLogs({ storeId, bookingOrderId: orderId }),
        this.api.bookingTag.queryBookingOrderTags({ storeId }),
        this.api.bookingTaker.queryBookingOrderTakers({ storeId }),
        this.api.bookingChannel.queryBookingChannels({ storeId }),
        // Read quietly: without it the hint only promises no refund.
        this.api.storeDeposit.getDepositSettings({ storeId }, silentCall()).catch(() => null),
        this.catalog?.ensure(),
      ]);
      runInAction(() => {
        this.order = order ?? null;
        this.logs = list.slice().reverse();
        this.tags = tags.list;
        this.takers = takers.list;
        this.channels = channels.list;
        this.refundOnArrival = deposit?.settings?.refundOnArrival ?? false;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => (this.status = 'error'));
      throw error;
    }
  }

  /** The store's tags, takers and channels, to name them (the print sheet needs them without an order). */
  async loadLabels(): Promise<void> {
    const storeId = await this.storeList.ensureCurrent();
    const [tags, takers, channels] = await Promise.all([
      this.api.bookingTag.queryBookingOrderTags({ storeId }),
      this.api.bookingTaker.queryBookingOrderTakers({ storeId }),
      this.api.bookingChannel.queryBookingChannels({ storeId }),
    ]);
    runInAction(() => {
      this.tags = tags.list;
      this.takers = takers.list;
      this.channels = channels.list;
    });
  }

  /**
   * Runs one action; on success shows the changed order and its fresh log. Public
   * for the money actions (order-money.store.ts), which share the busy flag.
   */
  async run(name: string, call: () => Promise<{ order?: BookingOrder }>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = name;
    try {
      const { order } = await call();
      const storeId = this.storeList.currentId;
      const id = order?.model?.id ?? this.orderId;
      const { list } = await this.api.storeBookingOrder.queryBookingOrderLogs({ storeId, bookingOrderId: id });
      runInAction(() => {
        if (order) this.order = order;
        this.logs = list.slice().reverse();
      });
      this.onChanged();
      return true;
    } catch {
      // The error catalogue has told the person (a toast or a dialog).
      return false;
    } finally {
      runInAction(() => (this.busy = ''));
    }
  }

  confirm() {
    return this.run('confirm', () => this.api.storeBookingAction.confirmBookingOrder(this.ref()));
  }

  arrive() {
    return this.run('arrive', () => this.api.storeBookingAction.arriveBookingOrder(this.ref()));
  }

  /** Closes as ABSENT; the deposit still held is settled as staff chose. */
  notArrive(pick: SettlementPick) {
    return this.run('notArrive', () =>
      this.api.storeBookingAction.notArriveBookingOrder({ ...this.ref(), depositSettlement: settlementOf(pick) }),
    );
  }

  setFinalPayment(finalPaymentAmount: string, mealCostAmount: string) {
    return this.run('setFinalPayment', () =>
      this.api.storeBookingAction.setFinalPayment({ ...this.ref(), finalPaymentAmount, mealCostAmount }),
    );
  }

  finalConfirm() {
    return this.run('finalConfirm', () => this.api.storeBookingAction.finalConfirmBookingOrder(this.ref()));
  }

  finish() {
    return this.run('finish', () => this.api.storeBookingAction.finishBookingOrder(this.ref()));
  }

  revertToWaitFinalPayment() {
    return this.run('revertToWaitFinalPayment', () => this.api.storeBookingAction.revertToWaitFinalPayment(this.ref()));
  }

  continueService() {
    return this.run('continueService', () => this.api.storeBookingAction.continueService(this.ref()));
  }

  turnTable() {
    return this.run('turnTable', () => this.api.storeBookingAction.turnTable(this.ref()));
  }

  swapTables(otherBookingOrderId: string) {
    return this.run('swapTables', () => this.api.storeBookingAction.swapTables({ ...this.ref(), otherBookingOrderId }));
  }

  /** The remark stays the staff's; the guest note goes out in the close message. */
  close(reason: CloseReason, remark: string, pick?: SettlementPick, guestNote = '') {
    return this.run('close', () =>
      this.api.storeBookingAction.closeBookingOrder({
        ...this.ref(),
        closeReason: reason,
        remark,
        guestNote,
        depositSettlement: pick && settlementOf(pick),
      }),
    );
  }

  /** Grants the diner's cancellation; the deposit still held is settled as staff chose. */
  agreeCancel(pick?: SettlementPick) {
    return this.run('agreeCancel', () =>
      this.api.storeBookingAction.agreeCancel({ ...this.ref(), depositSettlement: pick && settlementOf(pick) }),
    );
  }

  resumeCanceling() {
    return this.run('resumeCanceling', () => this.api.storeBookingAction.resumeCanceling(this.ref()));
  }

  moveTables(itemIds: string[], change: { date?: string; shiftId?: string; startSecond?: number } = {}) {
    return this.run('moveTables', () =>
      this.api.storeBookingModify.modifyTableAllocation({
        ...this.ref(),
        storeTableItemIdList: itemIds,
        reservationDate: change.date ?? '',
        storeShiftId: change.shiftId ?? '0',
        reservationStartSecond: change.startSecond,
      }),
    );
  }

  /** Another date, time or party in one change (availability and the deposit's difference settled by the server). */
  reschedule(change: { date: string; shiftId: string; startSecond: number; adultCount: number; childCount: number }) {
    return this.run('reschedule', () =>
      this.api.storeBookingModify.rescheduleBookingOrder({
        ...this.ref(),
        reservationDate: change.date,
        storeShiftId: change.shiftId || '0',
        reservationStartSecond: change.startSecond,
        adultCount: change.adultCount,
        childCount: change.childCount,
      }),
    );
  }

  modifyPax(adultCount: number, childCount: number) {
    return this.run('modifyPax', () =>
      this.api.storeBookingModify.modifyPax({ ...this.ref(), adultCount, childCount }),
    );
  }

  modifyDiner(change: DinerChange) {
    return this.run('modifyDiner', () =>
      this.api.storeBookingModify.modifyDiner({
        ...this.ref(),
        diner: change.diner,
        dietPreference: change.dietPreference ?? this.order?.dietPreference ?? '',
        dietTaboo: change.dietTaboo ?? this.order?.dietTaboo ?? '',
        serviceRequirement: change.serviceRequirement ?? this.order?.serviceRequirement ?? '',
      }),
    );
  }

  modifyStoreRemark(storeRemark: string) {
    return this.run('modifyStoreRemark', () =>
      this.api.storeBookingModify.modifyStoreRemark({ ...this.ref(), storeRemark }),
    );
  }

  /** The order's own tags (its platform tags stay as the platform set them). */
  modifyTags(tagIds: string[]) {
    return this.run('modifyTags', () =>
      this.api.storeBookingModify.modifyTags({
        ...this.ref(),
        tagIdList: tagIds,
        platformTagList: this.order?.platformTagList ?? [],
      }),
    );
  }

  /** '' removes the taker. */
  modifyTaker(takerId: string) {
    return this.run('modifyTaker', () =>
      this.api.storeBookingModify.modifyTaker({ ...this.ref(), takerId: takerId || '0' }),
    );
  }

  /** '' removes the channel. */
  modifyChannel(channelId: string) {
    return this.run('modifyChannel', () =>
      this.api.storeBookingModify.modifyChannel({ ...this.ref(), channelId: channelId || '0' }),
    );
  }

  modifyDinerRemark(dinerRemark: string) {
    return this.run('modifyDinerRemark', () =>
      this.api.storeBookingModify.modifyDinerRemark({ ...this.ref(), dinerRemark }),
    );
  }

  modifyInviteCode(inviteCode: string) {
    return this.run('modifyInviteCode', () =>
      this.api.storeBookingModify.modifyInviteCode({ ...this.ref(), inviteCode }),
    );
  }

  modifyExtendedJson(extendedJson: string) {
    return this.run('modifyExtendedJson', () =>
      this.api.storeBookingModify.modifyExtendedJson({ ...this.ref(), extendedJson }),
    );
  }

  /** Attaches, changes (fields) or removes (null) the order's fapiao title, as the guest gave it. */
  setFapiao(fields: FapiaoTitleFields | null) {
    return this.run('fapiao', () =>
      this.api.storeOrderFapiao.setOrderFapiao({ ...this.ref(), fapiao: fields ? fapiaoInput(fields) : undefined }),
    );
  }

  /**
   * Deletes a closed order from the store's books. It is gone for staff after
   * this (no log to read again), so the open order is cleared and the board told.
   */
  async deleteOrder(): Promise<boolean> {
    if (this.busy) return false;
    this.busy = 'deleteOrder';
    try {
      await this.api.storeBookingOrderDelete.deleteBookingOrder(this.ref());
      runInAction(() => {
        this.order = null;
        this.logs = [];
      });
      this.onChanged();
      return true;
    } catch {
      // The error catalogue has told the person (only a closed order can be deleted, ...).
      return false;
    } finally {
      runInAction(() => (this.busy = ''));
    }
  }

  revertLog(logId: string) {
    return this.run('revert', () =>
      this.api.storeBookingOrder.revertBookingOrderLog({ ...this.ref(), bookingOrderLogId: logId }),
    );
  }
}

export { CloseReason };
