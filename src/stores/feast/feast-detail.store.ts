import { makeAutoObservable, runInAction } from 'mobx';
import type { Platform } from '@/platform';
import {
  FeastParticipant_Status,
  type Feast,
  type FeastParticipant,
  type FeastQuestion,
} from '../../gen/feast/v1/feast_pb';
import type { PaymentOption } from '../../gen/payment/v1/payment_pb';
import type { Api } from '../../services/api';
import { silentCall } from '../../services/silent-call';
import { PaymentWatch } from '../payment/payment-watch';
import { depositOptions, payDeposit, type FeastPayOutcome } from './feast-pay';

export type LoadState = 'loading' | 'ready' | 'error';

/**
 * feast-detail (and feast-back, feast-join-info): the feast as this diner may
 * see it, their participation, the questions, and what they can do next
 * (join, pay, cancel, ask, leave).
 */
export class FeastDetailStore {
  state: LoadState = 'loading';
  feast: Feast | null = null;
  mine: FeastParticipant[] = [];
  questions: FeastQuestion[] = [];
  members: FeastParticipant[] | null = null;
  options: PaymentOption[] = [];
  busy = false;
  /** On the page the cashier returns to: the payment's result, awaited. */
  readonly payment: PaymentWatch;

  constructor(
    private readonly api: Api,
    private readonly platform: Platform,
    private readonly loggedIn: () => boolean,
    readonly feastId: string,
    readonly shareToken: string,
    /**
     * Whether the page offers paying: only then are the payment options asked
     * for. The page the cashier returns to only waits for the result; asking
     * there races the payment's own notification and is refused as already paid.
     */
    private readonly offersPayment = true,
  ) {
    this.payment = new PaymentWatch(api.publicTransaction);
    makeAutoObservable<this, 'api' | 'platform' | 'loggedIn' | 'offersPayment'>(
      this,
      { api: false, platform: false, loggedIn: false, offersPayment: false },
      { autoBind: true },
    );
  }

  /** The open participation (paying or paid), if any. */
  get open(): FeastParticipant | undefined {
    return this.mine.find((p) => p.status !== FeastParticipant_Status.CLOSED);
  }

  get waitingPayment(): boolean {
    return this.open?.status === FeastParticipant_Status.WAIT_DEPOSIT_PAYMENT;
  }

  async load(): Promise<void> {
    try {
      const [{ feast }, { list }] = await Promise.all([
        this.api.publicFeast.getFeast({ feastId: this.feastId, shareToken: this.shareToken }, silentCall()),
        this.api.publicFeast.listFeastQuestions({ feastId: this.feastId, shareToken: this.shareToken }, silentCall()),
      ]);
      const mine = this.loggedIn()
        ? (await this.api.dinerFeast.getMyParticipation({ feastId: this.feastId }, silentCall())).list
        : [];
      runInAction(() => {
        this.feast = feast ?? null;
        this.questions = list;
        this.mine = mine;
        this.state = 'ready';
      });
      if (this.offersPayment && this.waitingPayment) await this.loadOptions();
    } catch {
      runInAction(() => (this.state = 'error'));
    }
  }

  /** Waits for the payment's result, then reads the feast again until the place shows paid. */
  awaitPayment(transactionNo: string) {
    return this.payment.watch(transactionNo, async () => {
      await this.load();
      return this.waitingPayment;
    });
  }

  async loadOptions(): Promise<void> {
    const open = this.open;
    if (!open?.model) return;
    const options = await depositOptions(this.api, open.model.id).catch(() => []);
    runInAction(() => (this.options = options));
  }

  async loadMembers(): Promise<void> {
    const { list } = await this.api.dinerFeast.listFeastMembers({ feastId: this.feastId }, silentCall());
    runInAction(() => (this.members = list));
  }

  async pay(optionIndex = 0): Promise<FeastPayOutcome | null> {
    const open = this.open;
    if (!open?.model || this.busy) return null;
    this.busy = true;
    try {
      // A tap before the options arrived (a slow network, or their first asking
      // failed) asks for them now rather than doing nothing.
      if (this.options.length === 0) {
        const options = await depositOptions(this.api, open.model.id, { silent: false });
        runInAction(() => (this.options = options));
      }
      const option = this.options[optionIndex];
      if (!option) return null;
      return await payDeposit(this.api, this.platform, open.model.id, this.feastId, option);
    } catch {
      return null;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async cancel(): Promise<boolean> {
    const open = this.open;
    if (!open?.model || this.busy) return false;
    this.busy = true;
    try {
      await this.api.dinerFeast.cancelParticipation({ participantId: open.model.id });
      await this.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async closeMine(remark: string): Promise<boolean> {
    try {
      const { feast } = await this.api.dinerFeast.closeMyFeast({ feastId: this.feastId, remark });
      runInAction(() => (this.feast = feast ?? this.feast));
      return true;
    } catch {
      return false;
    }
  }

  /** Asks the host; the question shows at once, newest first as the server lists them. */
  async ask(content: string): Promise<boolean> {
    try {
      const { question } = await this.api.dinerFeast.askQuestion({ feastId: this.feastId, content });
      if (question) runInAction(() => (this.questions = [question, ...this.questions]));
      return true;
    } catch {
      return false;
    }
  }

  async setArrival(second: number): Promise<boolean> {
    const open = this.open;
    if (!open?.model) return false;
    try {
      await this.api.dinerFeast.updateArrivalTime({ participantId: open.model.id, arrivalSecond: second });
      await this.load();
      return true;
    } catch {
      return false;
    }
  }
}
