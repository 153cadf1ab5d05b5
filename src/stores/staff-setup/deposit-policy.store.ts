import { makeAutoObservable } from 'mobx';
import { DepositPolicy_Mode, type DepositPolicy } from '@/gen/booking/v1/booking_rule_pb';
import type { StaffApi } from '@/services/staff-api';
import type { PolicyValue } from '@/common/deposit-policy-rules';
import { attempt, LoadState } from './load-state';
import type { SetupStoreChoice } from './setup-store-choice';

function toValue(policy: DepositPolicy): PolicyValue {
  return {
    shiftId: policy.storeShiftId || '0',
    minPeople: policy.minPeople,
    maxPeople: policy.maxPeople,
    mode: policy.mode === DepositPolicy_Mode.PER_PARTY ? 'PER_PARTY' : 'PER_PERSON',
    amount: policy.amount || '0',
  };
}

function toMessage(policy: PolicyValue) {
  return {
    storeShiftId: policy.shiftId,
    minPeople: policy.minPeople,
    maxPeople: policy.maxPeople,
    mode: policy.mode === 'PER_PARTY' ? DepositPolicy_Mode.PER_PARTY : DepositPolicy_Mode.PER_PERSON,
    amount: policy.amount,
  };
}

/**
 * The store's deposit policies (StoreBookingRuleService: which bookings pay a deposit,
 * how much) and deposit settings (StoreDepositService: refund on arrival). Every change
 * replaces the whole list on the server at once; the list shown is always the
 * server's answer, so a refused change leaves what was saved on screen.
 */
export class DepositPolicyStore {
  /** null until loaded; empty: the store asks no deposit. */
  policies: PolicyValue[] | null = null;
  refundOnArrival = false;
  saving = false;
  readonly state = new LoadState();

  constructor(
    private readonly api: StaffApi,
    private readonly choice: SetupStoreChoice,
  ) {
    makeAutoObservable<this, 'api' | 'choice'>(this, { api: false, choice: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.state.run(
      () =>
        Promise.all([
          this.api.storeBookingRule.queryDepositPolicies({ storeId }),
          this.api.storeDeposit.getDepositSettings({ storeId }),
        ]),
      ([policies, settings]) => {
        this.policies = policies.list.map(toValue);
        this.refundOnArrival = settings.settings?.refundOnArrival ?? false;
      },
    );
  }

  /** Saves the whole list; true when the server took it. */
  async replace(list: readonly PolicyValue[]): Promise<boolean> {
    this.saving = true;
    const answer = await attempt(() =>
      this.api.storeBookingRule.replaceDepositPolicies({ storeId: this.choice.storeId, list: list.map(toMessage) }),
    );
    this.finishReplace(answer?.list ?? null);
    return answer !== null;
  }

  private finishReplace(saved: DepositPolicy[] | null): void {
    this.saving = false;
    if (saved) this.policies = saved.map(toValue);
  }

  /** Adds a policy (index null) or replaces the one at index, and saves. */
  save(index: number | null, policy: PolicyValue): Promise<boolean> {
    const list = [...(this.policies ?? [])];
    if (index === null) list.push(policy);
    else list[index] = policy;
    return this.replace(list);
  }

  remove(index: number): Promise<boolean> {
    return this.replace((this.policies ?? []).filter((_, i) => i !== index));
  }

  async setRefundOnArrival(on: boolean): Promise<boolean> {
    const answer = await attempt(() =>
      this.api.storeDeposit.updateDepositSettings({
        storeId: this.choice.storeId,
        settings: { refundOnArrival: on },
      }),
    );
    this.applySettings(answer?.settings?.refundOnArrival);
    return answer !== null;
  }

  private applySettings(refundOnArrival: boolean | undefined): void {
    if (refundOnArrival !== undefined) this.refundOnArrival = refundOnArrival;
  }
}
