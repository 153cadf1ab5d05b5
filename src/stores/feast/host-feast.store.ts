import { makeAutoObservable, runInAction } from 'mobx';
import type { Feast, FeastMoney, FeastParticipant, FeastQuestion } from '../../gen/feast/v1/feast_pb';
import type { Api } from '../../services/api';
import { silentCall } from '../../services/silent-call';

/**
 * feast-host: a feast the diner hosts, as its host runs it: its status, the
 * publish once the store approved it, its members with their deposits and the
 * sums (in the store's currency, from the server's one definition), the
 * members' questions to answer, and the close.
 */
export class HostFeastStore {
  state: 'loading' | 'ready' | 'error' = 'loading';
  feast: Feast | null = null;
  members: FeastParticipant[] = [];
  money: FeastMoney | null = null;
  questions: FeastQuestion[] = [];
  busy = false;

  constructor(
    private readonly api: Api,
    readonly feastId: string,
  ) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const [{ feast }, { list: questions }, { list: members, money }] = await Promise.all([
        this.api.publicFeast.getFeast({ feastId: this.feastId }, silentCall()),
        this.api.publicFeast.listFeastQuestions({ feastId: this.feastId }, silentCall()),
        this.api.dinerFeast.listFeastMembers({ feastId: this.feastId }, silentCall()),
      ]);
      runInAction(() => {
        this.feast = feast ?? null;
        this.questions = questions;
        this.members = members;
        this.money = money ?? null;
        this.state = feast?.isCreator ? 'ready' : 'error';
      });
    } catch {
      runInAction(() => (this.state = 'error'));
    }
  }

  /** Runs a host action and reads everything again; false when refused (the error catalogue has said why). */
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

  publish() {
    return this.act(() => this.api.dinerFeast.publishMyFeast({ feastId: this.feastId }));
  }

  close(remark: string) {
    return this.act(() => this.api.dinerFeast.closeMyFeast({ feastId: this.feastId, remark: remark.trim() }));
  }

  answer(questionId: string, answer: string) {
    return this.act(() => this.api.dinerFeast.answerMyFeastQuestion({ questionId, answer: answer.trim() }));
  }
}
