import { makeAutoObservable, runInAction } from 'mobx';
import type { Platform } from '@/platform';
import type { User } from '../gen/identity/v1/user_pb';
import type { Api } from '../services/api';
import { loadSessionKey, saveSessionKey } from '../services/session-key';
import { silentCall } from '../services/silent-call';

export const LAST_PASSPORT_CODE_KEY = 'session.lastPassportCode';

export interface SessionDeps {
  platform: Pick<Platform, 'storage' | 'platformName' | 'platformId' | 'deviceId'>;
  api: Api;
  /** The login flow (stores/login-flow.store.ts): debounced 200 ms unless relogin. */
  startLogin(options: { relogin?: boolean }): void;
}

/**
 * Who is logged in. The session key is kept per platform and platform id (spec section
 * 7); the login flow (login-flow.store.ts) calls setSession() when a login succeeds.
 */
export class SessionStore {
  user: User | null = null;
  sessionKey: string;
  /** True once the first session fetch has answered (or failed). */
  checked = false;
  readonly deviceId: string;

  constructor(private readonly deps: SessionDeps) {
    const { platform } = deps;
    this.sessionKey = loadSessionKey(platform.storage, platform.platformName(), platform.platformId());
    this.deviceId = platform.deviceId();
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get loggedIn(): boolean {
    return this.user !== null;
  }

  /** Spec section 6: a diner counts as phone-logged only with a phone. */
  get phoneLoggedIn(): boolean {
    return Boolean(this.user?.phone);
  }

  get userId(): string {
    return this.user?.model?.id ?? '';
  }

  setSession(sessionKey: string, user: User | null): void {
    const { platform } = this.deps;
    this.sessionKey = sessionKey;
    this.user = user;
    saveSessionKey(platform.storage, platform.platformName(), platform.platformId(), sessionKey);
  }

  /** The same session, a changed user (a new nickname, a bound phone). */
  setUser(user: User): void {
    this.user = user;
  }

  clearSession(): void {
    this.setSession('', null);
  }

  /** Asks the server who this is; a failure is silent (spec section 8) and leaves the person logged out. */
  async loadCurrentSession(): Promise<void> {
    try {
      const info = await this.deps.api.session.currentSessionInfo({}, silentCall());
      runInAction(() => {
        if (info.sessionKey) this.setSession(info.sessionKey, info.user ?? null);
        else this.user = info.user ?? null;
      });
    } catch {
      // Nothing to show: the person simply is not logged in.
    } finally {
      runInAction(() => {
        this.checked = true;
      });
    }
  }

  /**
   * Starts the login flow, however many calls ask at once: a provider login where the
   * host has one, else the login page. `relogin` skips the 200 ms debounce.
   */
  startLogin(options: { relogin?: boolean } = {}): void {
    this.deps.startLogin(options);
  }

  /**
   * A passport_code in the address logs in again, once per code: the same code seen
   * again (a reload, a shared link) is skipped. Returns whether a login was attempted.
   */
  async relogin(passportCode: string): Promise<boolean> {
    const { storage } = this.deps.platform;
    if (!passportCode || storage.get(LAST_PASSPORT_CODE_KEY) === passportCode) return false;
    storage.set(LAST_PASSPORT_CODE_KEY, passportCode);
    // Only a launch with a passport code needs it: loaded then, not with every first page.
    // Its chunk failing to arrive counts as the login failing: the person stays as they were.
    const outcome = await import('../services/passport-login').then(
      ({ passportLogin }) => passportLogin(this.deps.api, passportCode),
      () => null,
    );
    if (outcome) {
      this.setSession(outcome.sessionKey, outcome.user ?? null);
      await this.loadCurrentSession();
    }
    return true;
  }
}
