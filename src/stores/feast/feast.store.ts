import type { Platform } from '@/platform';
import type { Api } from '../../services/api';
import { silentCall } from '../../services/silent-call';
import { Loadable } from '../diner/loadable';
import { FeastDetailStore } from './feast-detail.store';
import { FeastFormStore } from './feast-form.store';
import { staffFormPort } from './feast-form-ports';
import { FeastJoinStore } from './feast-join.store';
import { feastList, myParticipationList, type FeastTab } from './feast-list.store';
import { StaffFeastStore, staffFeastList, type StaffFeastFilter } from './staff-feast.store';

export interface FeastStoreDeps {
  api: Api;
  platform: Platform;
  loggedIn(): boolean;
  /** The app's merchant ('' in the directory). */
  merchantId(): string;
  /** The store staff act for (loading the permitted stores the first time), and its zone. */
  staffStore(): Promise<{ id: string; timezone: string; currency: string }>;
  /** The store staff act for, as known now ('' before the permitted stores are loaded). */
  staffStoreId(): string;
  /** The logged-in diner's name as pages show it (nickname otherwise); '' when not logged in. */
  dinerName(): Promise<string>;
}

/** Feasts in the client: view models made through useViewModel, one per feast where its pages share what they change. */
export class FeastStore {
  constructor(private readonly deps: FeastStoreDeps) {}

  list = (tab: FeastTab, storeId = '') => feastList(this.deps.api, tab, this.deps.merchantId, storeId);
  participations = () => myParticipationList(this.deps.api);
  private readonly details = new Map<string, FeastDetailStore>();
  /**
   * One view model per feast for the diner's pages of it: a question asked on
   * feast-qa-edit is in the list feast-detail shows when the diner comes back,
   * without a reload (each page still loads it afresh on opening).
   */
  detail = (feastId: string, shareToken = '', offersPayment = true) => {
    const key = `${feastId}|${shareToken}|${offersPayment}`;
    let detail = this.details.get(key);
    if (!detail) {
      detail = new FeastDetailStore(
        this.deps.api,
        this.deps.platform,
        this.deps.loggedIn,
        feastId,
        shareToken,
        offersPayment,
      );
      this.details.set(key, detail);
    }
    return detail;
  };
  private readonly drafts = new Map<string, FeastJoinStore>();
  /** feast-join-info and feast-join-confirm share one draft per feast until the join is made. */
  join = (feastId: string, shareToken = '') => {
    let draft = this.drafts.get(feastId);
    if (!draft) {
      draft = new FeastJoinStore(this.deps.api, feastId, shareToken, this.deps.dinerName);
      this.drafts.set(feastId, draft);
    }
    return draft;
  };
  dropJoin = (feastId: string) => void this.drafts.delete(feastId);
  /** share-feast-poster: the server draws it from the feast, in the person's language. */
  poster = (feastId: string, shareToken: string, language: string, linkUrl: string) =>
    new Loadable(async () =>
      this.deps.api.publicFeast.generateFeastPoster({ feastId, shareToken, language, linkUrl }, silentCall()),
    );
  saveImage = (svg: string, name: string) => this.deps.platform.saveImage(svg, name);
  appUrl = (path: string) => this.deps.platform.appUrl(path);

  // staff
  private readonly storeId = async () => (await this.deps.staffStore()).id;
  staffList = (filter: StaffFeastFilter) => staffFeastList(this.deps.api, this.storeId, filter);
  staffCounts = () =>
    new Loadable(
      async () => (await this.deps.api.storeFeast.countStoreFeastsByStatus({ storeId: await this.storeId() })).list,
    );
  private readonly staffFeasts = new Map<string, StaffFeastStore>();
  /** Staff's pages of one feast share its view model: an answer saved shows on feast-detail at once. */
  staffFeast = (feastId: string) => {
    let feast = this.staffFeasts.get(feastId);
    if (!feast) {
      feast = new StaffFeastStore(this.deps.api, this.storeId, feastId);
      this.staffFeasts.set(feastId, feast);
    }
    return feast;
  };
  form = (feastId = '') => new FeastFormStore(staffFormPort(this.deps.api, this.deps.staffStore), feastId);
  permittedCreators = async () =>
    (await this.deps.api.storeFeast.listPermittedCreators({ storeId: await this.storeId() })).list;
  /** Adds a host by phone; false when refused (the error catalogue says why). */
  addPermittedCreator = async (phone: string) => {
    try {
      await this.deps.api.storeFeast.addPermittedCreator({
        storeId: await this.storeId(),
        phone,
        phoneRegionCode: '86',
      });
      return true;
    } catch {
      return false;
    }
  };
  removePermittedCreator = async (userId: string) =>
    this.deps.api.storeFeast.removePermittedCreator({ storeId: await this.storeId(), userId });
  get staffStoreId(): string {
    return this.deps.staffStoreId();
  }
}
