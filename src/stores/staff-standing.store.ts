import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { KeyValueStorage } from '@/platform';
import type { GetMyStaffStandingResponse } from '../gen/identity/v1/staff_standing_service_pb';
import type { Api } from '../services/api';
import { silentCall } from '../services/silent-call';
import type { OperatorStore } from './operator.store';

/** The mode switcher's choices (spec section 6): admin, merchant (store staff), diner. */
export type AppMode = 'diner' | 'merchant' | 'admin';

export type PromptChoice = 'jump' | 'stay';

/** Remembered per user: a shared device may hold staff and diners. */
export const promptChoiceKey = (userId: string) => `staff.promptChoice.${userId}`;

export interface StaffDeps {
  api: Api;
  storage: KeyValueStorage;
  operator: OperatorStore;
  userId(): string;
  /** Starts over on home: the other mode has other tabs. */
  reLaunchHome(): Promise<void>;
  /** Starts over on the administrator's home (platform admin mode). */
  reLaunchAdminHome(): Promise<void>;
}

/**
 * Whether the person is staff or an administrator (StaffStandingService), the diner
 * app's "jump to merchant tools" prompt, and the mode switcher. A view only: the
 * server decides every permission from the session.
 */
export class StaffStandingStore {
  standing: GetMyStaffStandingResponse | null = null;
  /** The prompt on screen (components/staff-prompt), with the merchant it names. */
  prompt: { merchantName: string } | null = null;
  private answer: ((choice: PromptChoice) => void) | null = null;

  constructor(private readonly deps: StaffDeps) {
    makeAutoObservable<this, 'deps' | 'answer'>(this, { deps: false, answer: false }, { autoBind: true });
    // Another person (or nobody) now: what we knew of the last one no longer holds.
    reaction(deps.userId, () => this.clear());
  }

  get isStaff(): boolean {
    return Boolean(this.standing?.isStaff && this.standing.storeIdList.length > 0);
  }

  get isAdmin(): boolean {
    return Boolean(this.standing?.isAdmin);
  }

  /** Whether the person manages this store (or administers the platform): the managers' actions show there. */
  manages(storeId: string): boolean {
    return this.isAdmin || Boolean(storeId && this.standing?.managedStoreIdList.includes(storeId));
  }

  get availableModes(): AppMode[] {
    const modes: AppMode[] = ['diner'];
    if (this.isStaff) modes.push('merchant');
    if (this.isAdmin) modes.push('admin');
    return modes;
  }

  get currentMode(): AppMode {
    const { type } = this.deps.operator;
    if (type === 'USER') return 'diner';
    return type === 'ADMIN' ? 'admin' : 'merchant';
  }

  /** Asks the server; a failure counts as "not staff" (the person still uses the diner app). */
  async load(): Promise<GetMyStaffStandingResponse | null> {
    if (!this.deps.userId()) return null;
    try {
      const standing = await this.deps.api.staffStanding.getMyStaffStanding({}, silentCall());
      runInAction(() => {
        this.standing = standing;
      });
      return standing;
    } catch {
      return null;
    }
  }

  clear(): void {
    this.standing = null;
    this.prompt = null;
    this.answer?.('stay');
    this.answer = null;
  }

  /**
   * Spec section 4: staff who log in to the diner app are offered a jump to the
   * merchant tools (jump, don't jump, remember my choice). Resolves whether it jumped.
   */
  async offerMerchantTools(): Promise<boolean> {
    if (this.currentMode !== 'diner') return false;
    const standing = await this.load();
    if (!standing || !this.isStaff) return false;
    const userId = this.deps.userId();
    const remembered = this.deps.storage.get(promptChoiceKey(userId));
    const choice =
      remembered === 'jump' || remembered === 'stay'
        ? remembered
        : await new Promise<PromptChoice>((resolve) => {
            runInAction(() => {
              this.prompt = { merchantName: standing.merchantList[0]?.merchantName ?? '' };
              this.answer = resolve;
            });
          });
    if (choice !== 'jump') return false;
    await this.switchTo('merchant');
    return true;
  }

  /** The prompt's buttons. */
  answerPrompt(choice: PromptChoice, remember: boolean): void {
    const userId = this.deps.userId();
    if (remember && userId) this.deps.storage.set(promptChoiceKey(userId), choice);
    const answer = this.answer;
    this.prompt = null;
    this.answer = null;
    answer?.(choice);
  }

  /** The mode switcher: act as a diner, as staff of a store, or as an administrator. */
  async switchTo(mode: AppMode): Promise<void> {
    const { operator } = this.deps;
    if (mode === 'merchant') {
      const stores = this.standing?.storeIdList ?? [];
      if (stores.length === 0) return;
      // The store chosen before, while it is still one of the person's.
      if (!stores.includes(operator.storeId)) operator.setStoreId(stores[0]);
      operator.setType('STORE');
    } else if (mode === 'admin') {
      if (!this.isAdmin) return;
      operator.setType('ADMIN');
      await this.deps.reLaunchAdminHome();
      return;
    } else {
      operator.setType('USER');
    }
    await this.deps.reLaunchHome();
  }
}
