import { makeAutoObservable, runInAction } from 'mobx';
import type { Feast, FeastMoney, FeastParticipant, FeastQuestion } from '../../gen/feast/v1/feast_pb';
import { Feast_Status } from '../../gen/feast/v1/feast_pb';
import type { StoreTable } from '../../gen/store/v1/table_pb';
import type { Api } from '../../services/api';
import { silentCall } from '../../services/silent-call';
import { PagedList } from '../diner/paged-list';

/** The store feast list's filters: everything, or one status group. */
export const STAFF_FEAST_FILTERS = {
  all: [],
  audit: [Feast_Status.WAIT_AUDIT, Feast_Status.WAIT_PUBLISH],
  forming: [Feast_Status.FORMING],
  success: [Feast_Status.SUCCESS],
  done: [Feast_Status.FINISHED, Feast_Status.CLOSED],
} as const;
export type StaffFeastFilter = keyof typeof STAFF_FEAST_FILTERS;

export function staffFeastList(api: Api, storeId: () => Promise<string>, filter: StaffFeastFilter) {
  return new PagedList<Feast>(async (offset, limit) =>
    api.storeFeast.listStoreFeasts({
      storeId: await storeId(),
      statusIn: [...STAFF_FEAST_FILTERS[filter]],
      query: { offset, limit, shouldReturnTotal: true },
    }),
  );
}

/**
 * The staff pages of one feast (detail, publish, members, finish, close,
 * share, answers): the feast, its members and their money, its questions,
 * the store's tables for publishing, and every staff action on it.
 */
export class StaffFeastStore {
  state: 'loading' | 'ready' | 'error' = 'loading';
  feast: Feast | null = null;
  members: FeastParticipant[] = [];
  money: FeastMoney | null = null;
  questions: FeastQuestion[] = [];
  tables: StoreTable[] = [];
  busy = false;
  storeId = '';

  constructor(
    private readonly api: Api,
    private readonly resolveStore: () => Promise<string>,
    readonly feastId: string,
  ) {
    makeAutoObservable<this, 'api' | 'resolveStore'>(this, { api: false, resolveStore: false }, { autoBind: true });
  }

  private get ids() {
    return { storeId: this.storeId, feastId: this.feastId };
  }

  async load(): Promise<void> {
    try {
      const storeId = await this.resolveStore();
      runInAction(() => (this.storeId = storeId));
      const [{ feast }, { list: members }, { money }, { list: questions }] = await Promise.all([
        this.api.storeFeast.getStoreFeast(this.ids, silentCall()),
        this.api.storeFeast.listFeastParticipants(this.ids, silentCall()),
        this.api.storeFeast.getFeastMoney(this.ids, silentCall()),
        this.api.storeFeast.listStoreFeastQuestions(this.ids, silentCall()),
      ]);
      runInAction(() => {
        this.feast = feast ?? null;
        this.members = members;
        this.money = money ?? null;
        this.questions = questions;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => (this.state = 'error'));
    }
  }

  async loadTables(): Promise<void> {
    const { list } = await this.api.storeTable.queryTables({ storeId: await this.resolveStore() });
    runInAction(() => (this.tables = list));
  }

  /** Runs an action, reloads, and answers whether it went through (the catalogue shows a refusal). */
  private async act(run: () => Promise<unknown>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      await run();
      await this.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  audit = (approve: boolean, remark = '') =>
    this.act(() => this.api.storeFeast.auditFeast({ ...this.ids, approve, remark }));
  submitAudit = () => this.act(() => this.api.storeFeast.submitFeastAudit(this.ids));
  publish = (itemIds: string[]) =>
    this.act(() => this.api.storeFeast.publishFeast({ ...this.ids, tableItemIdList: itemIds }));
  finish = () => this.act(() => this.api.storeFeast.finishFeast(this.ids));
  close = (remark: string) => this.act(() => this.api.storeFeast.closeFeast({ ...this.ids, remark }));
  arrive = (participantId: string) =>
    this.act(() => this.api.storeFeast.markParticipantArrived({ storeId: this.storeId, participantId }));
  refund = (participantId: string, amount = '0') =>
    this.act(() => this.api.storeFeast.refundParticipantDeposit({ storeId: this.storeId, participantId, amount }));
  answer = (questionId: string, answer: string) =>
    this.act(() => this.api.storeFeast.answerFeastQuestion({ storeId: this.storeId, questionId, answer }));
}
