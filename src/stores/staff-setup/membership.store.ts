import { makeAutoObservable } from 'mobx';
import type { MembershipLevel, MembershipLevelInput } from '@/gen/crm/v1/membership_level_service_pb';
import type { StaffApi } from '@/services/staff-api';
import { attempt, LoadState } from './load-state';
import type { SetupStoreChoice } from './setup-store-choice';

type LevelFields = Partial<Omit<MembershipLevelInput, '$typeName'>>;

/** The merchant's membership levels, as the store's staff keep them. */
export class MembershipStore {
  levels: MembershipLevel[] = [];
  readonly state = new LoadState();

  constructor(
    private readonly api: StaffApi,
    private readonly choice: SetupStoreChoice,
  ) {
    makeAutoObservable<this, 'api' | 'choice'>(this, { api: false, choice: false }, { autoBind: true });
  }

  find(id: string): MembershipLevel | undefined {
    return this.levels.find((l) => l.model?.id === id);
  }

  async load(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.state.run(
      () => this.api.membershipLevel.queryMembershipLevels({ storeId }),
      (answer) => (this.levels = answer.list),
    );
  }

  async save(id: string | null, level: LevelFields): Promise<MembershipLevel | null> {
    const storeId = this.choice.storeId;
    const saved = await attempt(async () =>
      id
        ? (await this.api.membershipLevel.updateMembershipLevel({ storeId, membershipLevelId: id, level })).level
        : (await this.api.membershipLevel.createMembershipLevel({ storeId, level })).level,
    );
    if (saved) await this.load();
    return saved ?? null;
  }

  async delete(id: string): Promise<boolean> {
    const done = await attempt(() =>
      this.api.membershipLevel.deleteMembershipLevel({ storeId: this.choice.storeId, membershipLevelId: id }),
    );
    if (done) await this.load();
    return done !== null;
  }
}
