import type { MyMembership } from '@/gen/crm/v1/user_membership_service_pb';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { DinerTitle, type UserDiner, type UserDinerInputSchema } from '../gen/identity/v1/user_diner_pb';
import type { Api } from '../services/api';
import type { LoadStatus } from './client-config.store';
import type { SessionStore } from './session.store';

/** The diner fields the app edits (completion-user, user-profile, update-cell). */
export interface DinerFields {
  title: DinerTitle;
  lastName: string;
  firstName: string;
  email: string;
  phoneRegionCode: string;
  phone: string;
  /** The language the restaurant greets and calls the diner in (common/guest-language); '' not set. */
  preferredLanguage?: string;
}

export type NicknameOutcome = { kind: 'saved' } | { kind: 'taken'; suggestion: string } | { kind: 'failed' };

type DinerInput = MessageInitShape<typeof UserDinerInputSchema>;

/** The whole input of a diner (UpdateUserDiner replaces it), with some fields changed. */
export function dinerInput(diner: UserDiner, changes: Partial<DinerFields> = {}): DinerInput {
  const { model: _model, userId: _userId, $typeName: _type, ...fields } = diner;
  return { ...fields, ...changes };
}

/**
 * The logged-in person's own account: their diner records (the first is the current
 * one, spec section 3) and their profile (nickname). Failed calls have been shown by
 * the error catalogue; methods answer whether they worked.
 */
export class AccountStore {
  diners: UserDiner[] = [];
  dinersStatus: LoadStatus = 'idle';
  /** The membership levels merchants gave this person (empty when none or not read). */
  memberships: MyMembership[] = [];

  constructor(
    private readonly api: Api,
    private readonly session: SessionStore,
  ) {
    makeAutoObservable<this, 'api' | 'session'>(this, { api: false, session: false }, { autoBind: true });
    reaction(
      () => session.userId,
      () => this.clear(),
    );
  }

  get currentDiner(): UserDiner | null {
    return this.diners[0] ?? null;
  }

  clear(): void {
    this.diners = [];
    this.dinersStatus = 'idle';
    this.memberships = [];
  }

  /** The person's memberships; a failure leaves the list as it was (the section simply stays hidden). */
  async loadMemberships(): Promise<void> {
    try {
      const { list } = await this.api.userMembership.queryMyMemberships({});
      runInAction(() => (this.memberships = list));
    } catch {
      // Nothing to show: the error catalogue has told the person if it matters.
    }
  }

  /** The person's diners; null when they could not be read. Needs a phone-logged user. */
  async loadDiners(): Promise<UserDiner[] | null> {
    this.dinersStatus = 'loading';
    try {
      const { list } = await this.api.userDiner.listUserDiners({});
      runInAction(() => {
        this.diners = list;
        this.dinersStatus = 'ready';
      });
      return list;
    } catch {
      runInAction(() => {
        this.dinersStatus = 'error';
      });
      return null;
    }
  }

  async createDiner(fields: DinerFields): Promise<boolean> {
    try {
      const { diner } = await this.api.userDiner.createUserDiner({ diner: fields });
      runInAction(() => {
        if (diner) this.diners = [diner, ...this.diners];
      });
      return true;
    } catch {
      return false;
    }
  }

  async updateDiner(changes: Partial<DinerFields>): Promise<boolean> {
    const current = this.currentDiner;
    if (!current?.model) return false;
    try {
      const { diner } = await this.api.userDiner.updateUserDiner({
        id: current.model.id,
        diner: dinerInput(current, changes),
      });
      runInAction(() => {
        // The last changed comes first, as the server lists them.
        if (diner) this.diners = [diner, ...this.diners.filter((d) => d.model?.id !== diner.model?.id)];
      });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Spec section 5: a nickname that exists is refused with a free one suggested. The
   * check comes first so the suggestion can be offered; the update checks the rules.
   */
  async updateNickname(nickname: string): Promise<NicknameOutcome> {
    const wanted = nickname.trim();
    try {
      if (wanted.toLowerCase() !== (this.session.user?.nickname ?? '').toLowerCase()) {
        const check = await this.api.account.checkNickname({ nickname: wanted });
        if (check.exists) return { kind: 'taken', suggestion: check.suggestion };
      }
      const { user } = await this.api.account.updateUser({ nickname: wanted });
      if (user) this.session.setUser(user);
      return { kind: 'saved' };
    } catch {
      return { kind: 'failed' };
    }
  }
}

export { DinerTitle };
