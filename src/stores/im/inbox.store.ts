import { makeAutoObservable, runInAction } from 'mobx';
import type { Operator } from '../../gen/identity/v1/operator_pb';
import type { Conversation } from '../../gen/im/v1/im_pb';
import { silentCall } from '../../services/silent-call';
import type { ImApi } from './conversation.store';

const PAGE = 20;

/** One operator's conversation list, the most recent first, paged, reloaded quietly on live events. */
export class InboxStore {
  list: Conversation[] = [];
  total = 0;
  loading = false;
  loaded = false;
  failed = false;
  private generation = 0;

  constructor(
    private readonly api: ImApi,
    readonly operator: Operator | undefined,
  ) {
    makeAutoObservable<this, 'api' | 'generation'>(
      this,
      { api: false, generation: false, operator: false },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return this.list.length < this.total;
  }

  get isEmpty(): boolean {
    return this.loaded && this.list.length === 0;
  }

  /** The first page again (pull-to-refresh, a live event); quiet: a failure keeps what is shown. */
  async refresh(quiet = false): Promise<void> {
    const generation = ++this.generation;
    if (!quiet) this.loading = true;
    this.failed = false;
    try {
      const limit = Math.max(PAGE, quiet ? this.list.length : 0);
      const page = await this.api.queryConversations(
        { operator: this.operator, query: { limit: Math.min(limit, 100), offset: 0, shouldReturnTotal: true } },
        quiet ? silentCall() : undefined,
      );
      runInAction(() => {
        if (generation !== this.generation) return;
        this.list = page.list;
        this.total = page.total;
        this.loaded = true;
      });
    } catch {
      runInAction(() => {
        if (generation === this.generation && !quiet) this.failed = true;
      });
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loading = false;
      });
    }
  }

  async loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return;
    this.loading = true;
    const generation = this.generation;
    try {
      const page = await this.api.queryConversations({
        operator: this.operator,
        query: { limit: PAGE, offset: this.list.length, shouldReturnTotal: true },
      });
      runInAction(() => {
        if (generation !== this.generation) return;
        const known = new Set(this.list.map((c) => c.conversationId));
        this.list = [...this.list, ...page.list.filter((c) => !known.has(c.conversationId))];
        this.total = page.total;
      });
    } catch {
      // The catalogue has said so; the list stays.
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}
