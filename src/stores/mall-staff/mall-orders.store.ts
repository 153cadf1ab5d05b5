import { makeAutoObservable, runInAction } from 'mobx';
import { MallOrder_Status as Status, type MallOrder } from '@/gen/mall/v1/mall_order_pb';
import type { StaffApi } from '../../services/staff-api';
import { PagedList } from '../diner/paged-list';
import { attempt } from '../staff-setup/load-state';
import type { StaffStoreListStore } from '../staff/store-list.store';
import { CarrierDraft, ShipmentDraft, hasUnshipped } from './mall-shipment-draft';

/** The order list's tabs: what waits for staff first. */
export const ORDER_TABS = ['WAIT_SELLER_CONFIRM', 'WAIT_SHIPPED', 'WAIT_RECEIVE', 'FINISHED', 'CLOSED', 'all'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

const TAB_STATUSES: Record<OrderTab, Status[]> = {
  WAIT_SELLER_CONFIRM: [Status.WAIT_SELLER_CONFIRM],
  WAIT_SHIPPED: [Status.WAIT_SHIPPED],
  // a parcel on its way and one delivered but not yet confirmed are both "with the diner"
  WAIT_RECEIVE: [Status.WAIT_RECEIVE, Status.WAIT_BUYER_CONFIRM_RECEIVE],
  FINISHED: [Status.FINISHED],
  CLOSED: [Status.CLOSED],
  all: [],
};

/** The store's mall orders (StoreMallOrderService), by status tab; pull to refresh. */
export class MallOrdersStore {
  tab: OrderTab = 'WAIT_SELLER_CONFIRM';
  readonly list: PagedList<MallOrder>;

  constructor(
    private readonly api: StaffApi,
    private readonly stores: StaffStoreListStore,
  ) {
    this.list = new PagedList(async (offset, limit) =>
      this.api.storeMallOrder.listStoreMallOrders({
        storeId: await this.stores.ensureCurrent(),
        statusList: TAB_STATUSES[this.tab],
        query: { offset, limit, shouldReturnTotal: true },
      }),
    );
    makeAutoObservable<this, 'api' | 'stores'>(this, { api: false, stores: false }, { autoBind: true });
  }

  async setTab(tab: OrderTab): Promise<void> {
    this.tab = tab;
    await this.list.refresh();
  }

  /** A changed order replaces its row (or leaves a tab it no longer belongs to). */
  changed(order: MallOrder): void {
    const fits = this.tab === 'all' || TAB_STATUSES[this.tab].includes(order.status);
    const items = this.list.items.map((o) => (o.model?.id === order.model?.id ? order : o));
    this.list.items = fits ? items : items.filter((o) => o.model?.id !== order.model?.id);
  }

  detail(id: string): MallOrderDetail {
    return new MallOrderDetail(this.api, this.stores, id, this.changed);
  }
}

/** One order on mall-order-detail (or beside the list): its actions and a new parcel. */
export class MallOrderDetail {
  order: MallOrder | null = null;
  state: 'loading' | 'ready' | 'error' = 'loading';
  busy = false;
  shipment: ShipmentDraft | null = null;
  /** A packed parcel being handed to a carrier. */
  dispatching: { shipmentId: string; carrier: CarrierDraft } | null = null;
  private storeId = '';

  constructor(
    private readonly api: StaffApi,
    private readonly stores: StaffStoreListStore,
    readonly id: string,
    private readonly onChanged: (order: MallOrder) => void,
  ) {
    makeAutoObservable<this, 'api' | 'stores' | 'onChanged' | 'storeId'>(
      this,
      { api: false, stores: false, onChanged: false, storeId: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    // No order named (a bare link): nothing to load, the page says it was not found.
    if (!this.id) {
      this.state = 'ready';
      return;
    }
    try {
      this.storeId = await this.stores.ensureCurrent();
      const { order } = await this.api.storeMallOrder.getStoreMallOrder({ storeId: this.storeId, orderId: this.id });
      runInAction(() => {
        this.order = order ?? null;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => (this.state = this.order ? 'ready' : 'error'));
    }
  }

  get canAccept(): boolean {
    return this.order?.status === Status.WAIT_SELLER_CONFIRM;
  }

  get canReject(): boolean {
    return this.canAccept;
  }

  /** Seller cancel: accepted but nothing shipped yet (the server's rule). */
  get canCancel(): boolean {
    const order = this.order;
    return order?.status === Status.WAIT_SHIPPED && order.itemList.every((i) => i.shippedQuantity === 0);
  }

  get canShip(): boolean {
    const order = this.order;
    return (order?.status === Status.WAIT_SHIPPED || order?.status === Status.WAIT_RECEIVE) && hasUnshipped(order);
  }

  startShipment(): void {
    if (this.order) this.shipment = new ShipmentDraft(this.order);
  }

  stopShipment(): void {
    this.shipment = null;
  }

  setQuantity(itemId: string, text: string): void {
    if (this.shipment) this.shipment.quantities = { ...this.shipment.quantities, [itemId]: text };
  }

  startDispatch(shipmentId: string): void {
    this.dispatching = { shipmentId, carrier: new CarrierDraft() };
  }

  stopDispatch(): void {
    this.dispatching = null;
  }

  private async act(call: () => Promise<{ order?: MallOrder }>): Promise<boolean> {
    this.busy = true;
    const answer = await attempt(call);
    runInAction(() => {
      this.busy = false;
      if (answer?.order) {
        this.order = answer.order;
        this.onChanged(answer.order);
      }
    });
    return Boolean(answer?.order);
  }

  accept() {
    return this.act(() => this.api.storeMallOrder.acceptMallOrder({ storeId: this.storeId, orderId: this.id }));
  }

  reject(reason: string) {
    return this.act(() =>
      this.api.storeMallOrder.rejectMallOrder({ storeId: this.storeId, orderId: this.id, reason: reason.trim() }),
    );
  }

  cancel(reason: string) {
    return this.act(() =>
      this.api.storeMallOrder.cancelMallOrder({ storeId: this.storeId, orderId: this.id, reason: reason.trim() }),
    );
  }

  /** Sends the parcel when the draft is sound; the page shows the draft's problem otherwise. */
  async ship(): Promise<boolean> {
    const draft = this.shipment;
    if (!draft || draft.problem()) return false;
    const done = await this.act(() =>
      this.api.storeMallOrder.createMallShipment({
        storeId: this.storeId,
        orderId: this.id,
        lineList: draft.lines,
        ...(draft.pickup || draft.carrier.empty ? {} : draft.carrier.input),
      }),
    );
    if (done) runInAction(() => (this.shipment = null));
    return done;
  }

  /** Hands a packed parcel to the chosen carrier when the choice is sound. */
  async dispatch(): Promise<boolean> {
    const going = this.dispatching;
    if (!going || going.carrier.problem()) return false;
    const done = await this.act(() =>
      this.api.storeMallOrder.dispatchMallShipment({
        storeId: this.storeId,
        shipmentId: going.shipmentId,
        ...going.carrier.input,
      }),
    );
    if (done) runInAction(() => (this.dispatching = null));
    return done;
  }

  deliver(shipmentId: string) {
    return this.act(() => this.api.storeMallOrder.deliverMallShipment({ storeId: this.storeId, shipmentId }));
  }

  closeShipment(shipmentId: string) {
    return this.act(() => this.api.storeMallOrder.closeMallShipment({ storeId: this.storeId, shipmentId }));
  }
}
