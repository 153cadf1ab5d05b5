import { makeAutoObservable } from 'mobx';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { BookingRule, BookingRuleSchema } from '@/gen/booking/v1/booking_rule_pb';
import type { RestDay, WeeklyPlanDay, WeeklyPlanDaySchema } from '@/gen/store/v1/business_plan_pb';
import type { StaffApi } from '@/services/staff-api';
import { attempt, LoadState } from './load-state';
import type { SetupStoreChoice } from './setup-store-choice';

/** The booking rule (people, quantity, earliest date, turn time) and the booking plan (weekly plan, rest days). */
export class BookingSettingsStore {
  rule: BookingRule | null = null;
  weeklyPlan: WeeklyPlanDay[] = [];
  restDays: RestDay[] = [];
  readonly ruleState = new LoadState();
  readonly planState = new LoadState();

  constructor(
    private readonly api: StaffApi,
    private readonly choice: SetupStoreChoice,
  ) {
    makeAutoObservable<this, 'api' | 'choice'>(this, { api: false, choice: false }, { autoBind: true });
  }

  async loadRule(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.ruleState.run(
      () => this.api.storeBookingRule.getBookingRule({ storeId }),
      (answer) => (this.rule = answer.rule ?? null),
    );
  }

  async saveRule(rule: MessageInitShape<typeof BookingRuleSchema>): Promise<boolean> {
    const answer = await attempt(() =>
      this.api.storeBookingRule.updateBookingRule({ storeId: this.choice.storeId, rule }),
    );
    if (answer?.rule) this.rule = answer.rule;
    return Boolean(answer?.rule);
  }

  /** The weekly plan and the rest days from `from` to `to` (YYYY-MM-DD). */
  async loadPlan(from: string, to: string): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.planState.run(
      () =>
        Promise.all([
          this.api.storeBusinessPlan.getWeeklyPlan({ storeId }),
          this.api.storeBusinessPlan.queryRestDays({ storeId, startDate: from, endDate: to }),
        ]),
      ([plan, rest]) => {
        this.weeklyPlan = plan.list;
        this.restDays = rest.list;
      },
    );
  }

  async saveWeekday(day: MessageInitShape<typeof WeeklyPlanDaySchema>): Promise<boolean> {
    const answer = await attempt(() =>
      this.api.storeBusinessPlan.updateWeeklyPlan({ storeId: this.choice.storeId, list: [day] }),
    );
    if (answer) this.weeklyPlan = answer.list;
    return answer !== null;
  }

  async addRestDay(date: string, remark: string): Promise<boolean> {
    const done = await attempt(() =>
      this.api.storeBusinessPlan.addRestDay({ storeId: this.choice.storeId, date, remark }),
    );
    if (done)
      this.restDays = [...this.restDays, { date, remark } as RestDay].sort((a, b) => a.date.localeCompare(b.date));
    return done !== null;
  }

  async removeRestDay(date: string): Promise<boolean> {
    const done = await attempt(() => this.api.storeBusinessPlan.removeRestDay({ storeId: this.choice.storeId, date }));
    if (done) this.restDays = this.restDays.filter((d) => d.date !== date);
    return done !== null;
  }
}
