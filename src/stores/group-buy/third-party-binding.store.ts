import { makeAutoObservable, runInAction } from 'mobx';
import type { ThirdPartyBinding, ThirdPartyOrder } from '@/gen/booking/v1/third_party_order_pb';
import type { GroupBuyApi } from '../../services/group-buy-api';
import type { LoadStatus } from './third-party-orders.store';

export interface TestOrderFields {
  dinerName: string;
  dinerPhone: string;
  reservationDate: string;
  reservationStartSecond: number;
  adultCount: number;
  productName: string;
  /** int64 cents. */
  paidAmount: string;
}

/**
 * The store's binding to its platform account, and (with the local
 * platform adapter only) test orders sent through it.
 */
export class ThirdPartyBindingStore {
  binding: ThirdPartyBinding | null = null;
  localAdapter = false;
  status: LoadStatus = 'idle';
  busy = false;
  /** The real platform's authorization page, to open in a browser. */
  authorizeUrl = '';

  constructor(
    private readonly api: GroupBuyApi,
    private readonly storeId: () => Promise<string>,
  ) {
    makeAutoObservable<this, 'api' | 'storeId'>(this, { api: false, storeId: false }, { autoBind: true });
  }

  get bound(): boolean {
    return this.binding?.bound ?? false;
  }

  /** Loaded, and the server names no platform: group-buying is off on this server. */
  get off(): boolean {
    return this.status === 'ready' && (this.binding?.platform ?? '') === '';
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const storeId = await this.storeId();
      const { binding, localAdapter } = await this.api.thirdPartyBinding.getThirdPartyBinding({ storeId });
      runInAction(() => {
        this.binding = binding ?? null;
        this.localAdapter = localAdapter;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'error'));
    }
  }

  /**
   * Starts the authorization: the local adapter answers with its code and
   * the binding completes here; the real platform gives the page the
   * manager opens, which comes back to `returnUrl` with ?code=.
   */
  async start(returnUrl: string): Promise<boolean> {
    return this.run(async (storeId) => {
      const { authorizeUrl, localCode } = await this.api.thirdPartyBinding.startThirdPartyAuthorization({
        storeId,
        returnUrl,
      });
      if (localCode) return this.bindWith(storeId, localCode);
      runInAction(() => (this.authorizeUrl = authorizeUrl));
    });
  }

  /** The platform came back with its code. */
  finish(code: string): Promise<boolean> {
    return this.run((storeId) => this.bindWith(storeId, code));
  }

  unbind(): Promise<boolean> {
    return this.run(async (storeId) => {
      const { binding } = await this.api.thirdPartyBinding.unbindThirdPartyPlatform({ storeId });
      runInAction(() => (this.binding = binding ?? null));
    });
  }

  async sendTestOrder(fields: TestOrderFields): Promise<ThirdPartyOrder | null> {
    let sent: ThirdPartyOrder | null = null;
    const ok = await this.run(async (storeId) => {
      const { order } = await this.api.thirdPartyBinding.sendLocalTestOrder({ storeId, ...fields });
      sent = order ?? null;
    });
    return ok ? sent : null;
  }

  private async bindWith(storeId: string, code: string): Promise<void> {
    const { binding } = await this.api.thirdPartyBinding.bindThirdPartyPlatform({ storeId, code });
    runInAction(() => {
      this.binding = binding ?? null;
      this.authorizeUrl = '';
    });
  }

  private async run(fn: (storeId: string) => Promise<void>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      await fn(await this.storeId());
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
