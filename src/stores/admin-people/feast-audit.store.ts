import { makeAutoObservable, runInAction } from 'mobx';
import type { Feast } from '../../gen/feast/v1/feast_pb';
import type { AdminPeopleApi } from '../../services/admin-people-api';
import { attempt, LoadState } from '../staff-setup/load-state';

const PAGE = 50;

/** The feasts waiting for the platform's review, oldest first; one opened beside the list. */
export class FeastAuditStore {
  readonly state = new LoadState();
  list: Feast[] = [];
  total = 0;
  openedId = '';
  reason = '';
  saving = false;

  constructor(private readonly api: AdminPeopleApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get opened(): Feast | undefined {
    return this.list.find((f) => f.model?.id === this.openedId);
  }

  get hasMore(): boolean {
    return this.list.length < this.total;
  }

  async load(): Promise<void> {
    await this.state.run(
      async () => await this.api.adminFeast.listFeastAuditQueue({ query: { limit: PAGE, shouldReturnTotal: true } }),
      (page) => {
        this.list = page.list;
        this.total = page.total;
      },
    );
  }

  async more(): Promise<void> {
    const page = await attempt(() =>
      this.api.adminFeast.listFeastAuditQueue({
        query: { limit: PAGE, offset: this.list.length, shouldReturnTotal: true },
      }),
    );
    if (!page) return;
    runInAction(() => {
      const known = new Set(this.list.map((f) => f.model?.id));
      this.list = [...this.list, ...page.list.filter((f) => !known.has(f.model?.id))];
      this.total = page.total;
    });
  }

  open(feastId: string): void {
    this.openedId = feastId;
    this.reason = '';
  }

  setReason(reason: string): void {
    this.reason = reason;
  }

  /** Approves or rejects the opened feast; it leaves the queue. False when the server refused. */
  async review(approve: boolean): Promise<boolean> {
    const feastId = this.openedId;
    this.saving = true;
    const done = await attempt(() =>
      this.api.adminFeast.reviewQueuedFeast({ feastId, approve, reason: approve ? '' : this.reason.trim() }),
    );
    runInAction(() => (this.saving = false));
    if (!done) return false;
    runInAction(() => {
      this.list = this.list.filter((f) => f.model?.id !== feastId);
      this.total = Math.max(0, this.total - 1);
      this.openedId = '';
      this.reason = '';
    });
    return true;
  }
}
