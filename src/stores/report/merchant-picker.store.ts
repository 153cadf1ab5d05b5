import { makeAutoObservable, runInAction } from 'mobx';
import type { Merchant } from '@/gen/identity/v1/admin_merchant_service_pb';
import type { ReportApi } from '../../services/report-api';

/** How many merchants a search shows; a longer list asks for a longer name. */
export const MERCHANT_SEARCH_LIMIT = 20;

/**
 * The administrator picks a merchant by typing part of its name (or short key): the
 * server searches (AdminMerchantService.ListMerchants), the answer to the last
 * keyword typed wins, and the pick is a merchant the server named, never a typed id.
 */
export class MerchantPickerStore {
  keyword = '';
  results: Merchant[] = [];
  chosen: Merchant | undefined = undefined;
  private asked = 0;

  constructor(private readonly api: ReportApi) {
    makeAutoObservable<this, 'api' | 'asked'>(this, { api: false, asked: false }, { autoBind: true });
  }

  get chosenId(): string {
    return this.chosen?.model?.id ?? '';
  }

  async search(keyword: string): Promise<void> {
    this.keyword = keyword;
    const asked = ++this.asked;
    try {
      const { list } = await this.api.adminMerchant.listMerchants({
        keyword: keyword.trim(),
        query: { limit: MERCHANT_SEARCH_LIMIT },
      });
      runInAction(() => {
        if (asked === this.asked) this.results = list;
      });
    } catch {
      // The catalogue has shown why; the last results stay.
    }
  }

  choose(merchant: Merchant | undefined): void {
    this.chosen = merchant;
  }
}
