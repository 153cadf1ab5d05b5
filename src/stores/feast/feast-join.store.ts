import { makeAutoObservable, runInAction } from 'mobx';
import { seatsLeft } from '@/common/feast-rules';
import type { Feast, FeastParticipant } from '../../gen/feast/v1/feast_pb';
import type { Api } from '../../services/api';
import { silentCall } from '../../services/silent-call';

/**
 * feast-join-info then feast-join-confirm: how many seats (the diner and
 * their guests), answers to the host's questions, a name for the host, the
 * planned arrival; then the join itself, which holds the seats while the
 * deposit is paid.
 */
export class FeastJoinStore {
  feast: Feast | null = null;
  state: 'loading' | 'ready' | 'error' = 'loading';
  seats = 1;
  answers: string[] = [];
  displayName = '';
  remark = '';
  /** Seconds from the feast date's midnight; -1: not said. */
  arrivalSecond = -1;
  joining = false;

  constructor(
    private readonly api: Api,
    readonly feastId: string,
    readonly shareToken: string,
    /** The name the diner goes by (their diner record's, else their nickname), to prefill 称呼. */
    private readonly suggestedName: () => Promise<string> = async () => '',
  ) {
    makeAutoObservable<this, 'api' | 'suggestedName'>(this, { api: false, suggestedName: false }, { autoBind: true });
  }

  get maxSeats(): number {
    return this.feast ? seatsLeft(this.feast) : 0;
  }

  get answered(): boolean {
    return (this.feast?.questionList ?? []).every((_, i) => (this.answers[i] ?? '').trim() !== '');
  }

  /** Deposit per seat times the seats, in cents. */
  get deposit(): string {
    return String(BigInt(this.feast?.depositPerPerson || '0') * BigInt(this.seats));
  }

  async load(): Promise<void> {
    try {
      const [{ feast }, name] = await Promise.all([
        this.api.publicFeast.getFeast({ feastId: this.feastId, shareToken: this.shareToken }, silentCall()),
        // Asked once: a refresh keeps what is in the box.
        this.displayName ? Promise.resolve('') : this.suggestedName().catch(() => ''),
      ]);
      runInAction(() => {
        // A name the diner already typed stays.
        if (!this.displayName) this.displayName = name;
        this.feast = feast ?? null;
        this.answers = (feast?.questionList ?? []).map((_, i) => this.answers[i] ?? '');
        this.state = 'ready';
      });
    } catch {
      runInAction(() => (this.state = 'error'));
    }
  }

  setSeats(n: number): void {
    this.seats = Math.max(1, Math.min(n, Math.max(1, this.maxSeats)));
  }

  setAnswer(i: number, text: string): void {
    this.answers[i] = text;
  }

  setDisplayName(text: string): void {
    this.displayName = text;
  }

  setRemark(text: string): void {
    this.remark = text;
  }

  setArrival(second: number): void {
    this.arrivalSecond = second;
  }

  /** Joins; the error catalogue shows a refusal (full, closed, already joined) and null comes back. */
  async join(): Promise<FeastParticipant | null> {
    if (this.joining) return null;
    this.joining = true;
    try {
      const { participant } = await this.api.dinerFeast.joinFeast({
        feastId: this.feastId,
        seatCount: this.seats,
        shareToken: this.shareToken,
        answerList: this.answers,
        remark: this.remark,
        arrivalSecond: this.arrivalSecond,
        displayName: this.displayName,
      });
      return participant ?? null;
    } catch {
      return null;
    } finally {
      runInAction(() => (this.joining = false));
    }
  }
}
