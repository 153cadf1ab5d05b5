import { makeAutoObservable } from 'mobx';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { StoreShift, StoreShiftInputSchema } from '@/gen/store/v1/shift_pb';
import type { StaffApi } from '@/services/staff-api';
import { attempt, LoadState } from './load-state';
import type { SetupStoreChoice } from './setup-store-choice';

type ShiftFields = MessageInitShape<typeof StoreShiftInputSchema>;

/** The store's shifts: slot times, interval, turn time, hidden periods. */
export class ShiftsStore {
  list: StoreShift[] = [];
  readonly state = new LoadState();

  constructor(
    private readonly api: StaffApi,
    private readonly choice: SetupStoreChoice,
  ) {
    makeAutoObservable<this, 'api' | 'choice'>(this, { api: false, choice: false }, { autoBind: true });
  }

  find(id: string): StoreShift | undefined {
    return this.list.find((s) => s.model?.id === id);
  }

  async load(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.state.run(
      () => this.api.storeShift.queryShifts({ storeId }),
      (answer) => (this.list = answer.list),
    );
  }

  async save(id: string | null, shift: ShiftFields): Promise<StoreShift | null> {
    const storeId = this.choice.storeId;
    const saved = await attempt(async () =>
      id
        ? (await this.api.storeShift.updateShift({ storeId, shiftId: id, shift })).shift
        : (await this.api.storeShift.createShift({ storeId, shift })).shift,
    );
    if (saved) await this.load();
    return saved ?? null;
  }

  async delete(id: string): Promise<boolean> {
    const done = await attempt(() => this.api.storeShift.deleteShift({ storeId: this.choice.storeId, shiftId: id }));
    if (done) await this.load();
    return done !== null;
  }
}
