import { makeAutoObservable, runInAction } from 'mobx';
import type { GroupBuyVoucher, GroupBuyVoucherUse } from '@/gen/booking/v1/group_buy_voucher_service_pb';
import type { GroupBuyApi } from '../../services/group-buy-api';
import type { LoadStatus } from './third-party-orders.store';

const RECENT = 20;

/**
 * The store's voucher desk: the code staff typed or scanned, what the
 * platform says it is, how many of it to use, the uses just made and the
 * store's recent uses (with an undo while the platform allows one). The
 * server's refusals are shown by the app's error presenter; the desk keeps
 * only whether the last call failed.
 */
export class VoucherDeskStore {
  code = '';
  voucher: GroupBuyVoucher | null = null;
  checkStatus: LoadStatus = 'idle';
  count = 1;
  busy = false;
  /** The vouchers the last use took. */
  justUsed: GroupBuyVoucherUse[] = [];
  uses: GroupBuyVoucherUse[] = [];
  usesStatus: LoadStatus = 'idle';
  /** One per attempt of a use: a retry after a lost answer uses the vouchers once. */
  private requestId = '';

  constructor(
    private readonly api: GroupBuyApi,
    private readonly storeId: () => Promise<string>,
  ) {
    makeAutoObservable<this, 'api' | 'storeId' | 'requestId'>(
      this,
      { api: false, storeId: false, requestId: false },
      { autoBind: true },
    );
  }

  setCode(code: string): void {
    this.code = code;
    if (this.voucher && code.replace(/\s+/g, '') !== this.voucher.code) this.voucher = null;
  }

  setCount(count: number): void {
    const max = this.voucher?.availableCount ?? 1;
    this.count = Math.min(Math.max(1, Math.floor(count) || 1), Math.max(1, max));
  }

  async loadUses(): Promise<void> {
    this.usesStatus = 'loading';
    try {
      const { list } = await this.api.voucher.listGroupBuyVoucherUses({ storeId: await this.storeId(), limit: RECENT });
      runInAction(() => {
        this.uses = list;
        this.usesStatus = 'ready';
      });
    } catch {
      runInAction(() => (this.usesStatus = 'error'));
    }
  }

  /** Asks the platform what the code is. */
  async check(): Promise<boolean> {
    if (this.busy || this.code.trim() === '') return false;
    this.busy = true;
    this.checkStatus = 'loading';
    this.justUsed = [];
    try {
      const { voucher } = await this.api.voucher.checkGroupBuyVoucher({
        storeId: await this.storeId(),
        code: this.code,
      });
      runInAction(() => {
        this.voucher = voucher ?? null;
        this.count = 1;
        this.checkStatus = 'ready';
        this.requestId = `voucher-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      });
      return true;
    } catch {
      runInAction(() => {
        this.voucher = null;
        this.checkStatus = 'error';
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Uses `count` vouchers of the checked code; the caller has asked first. */
  async use(): Promise<boolean> {
    const voucher = this.voucher;
    if (this.busy || !voucher) return false;
    this.busy = true;
    try {
      const { uses } = await this.api.voucher.useGroupBuyVoucher({
        storeId: await this.storeId(),
        code: voucher.code,
        count: this.count,
        requestId: this.requestId,
      });
      runInAction(() => {
        this.justUsed = uses;
        this.voucher = null;
        this.code = '';
        this.checkStatus = 'idle';
      });
      void this.loadUses();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async undo(useId: string): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      const { use } = await this.api.voucher.undoGroupBuyVoucherUse({ storeId: await this.storeId(), useId });
      runInAction(() => {
        const replace = (u: GroupBuyVoucherUse) => (u.id === useId && use ? use : u);
        this.uses = this.uses.map(replace);
        this.justUsed = this.justUsed.map(replace);
      });
      return true;
    } catch {
      void this.loadUses();
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
