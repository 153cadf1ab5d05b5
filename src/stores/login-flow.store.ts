import { makeAutoObservable, runInAction } from 'mobx';
import type { Platform } from '@/platform';
import { IdentityProviderType, VerificationPurpose } from '../gen/identity/v1/identity_provider_pb';
import type { User } from '../gen/identity/v1/user_pb';
import { LoginNavigation } from '../routing/login-navigation';
import type { Navigator } from '../routing/navigator';
import type { StackPage } from '../routing/page-stack';
import { ROUTES } from '../routing/routes';
import type { Api } from '../services/api';
import { isMessage, loginRefusal } from '../services/login-errors';
import { passportPageUrl, passportRedirect } from '../services/passport-redirect';
import {
  providerLoginFor,
  providerRequestFor,
  type ProviderCode,
  type ProviderLogin,
} from '../services/platform-login';
import { startRedirectLogin, takeRedirectCode } from '../services/redirect-login';
import { silentCall } from '../services/silent-call';
import type { AccountStore } from './account.store';
import { AgreementStore } from './agreement.store';
import type { OperatorStore } from './operator.store';
import type { SessionStore } from './session.store';
import { SmsCodeStore } from './sms-code.store';
import type { StaffStandingStore } from './staff-standing.store';

/** Spec section 9: several calls failing at once start one login. */
export const LOGIN_DEBOUNCE_MS = 200;
export { RETURN_URL_KEY } from '../routing/login-navigation';

/** Spec section 4: not logged in, attempting, logged in. */
export type LoginState = 'loggedOut' | 'attempting' | 'loggedIn';

export interface LoginFlowDeps {
  platform: Pick<Platform, 'storage' | 'platformName' | 'platformId' | 'loginCode' | 'leaveTo' | 'appUrl'>;
  api: Api;
  session: SessionStore;
  staff: StaffStandingStore;
  account: AccountStore;
  operator: OperatorStore;
  navigator: Navigator;
  apiBase(): string;
  currentPath(): string;
  stack(): StackPage[];
  /** The error catalogue's reaction, for failures of calls this flow makes silently. */
  showError(error: unknown): void;
  /** The official account of a chat-app browser (a build variable by default). */
  officialAccountAppId?: string;
  /** The interface language in force: a login keeps it on the account, a code's SMS is written in it. */
  language?(): string;
}

/**
 * The login state machine of spec section 4: provider logins (chat-app mini-program,
 * payment app, official account), phone and SMS, binding a phone to a provider login,
 * the agreement, and where the person goes afterwards (staff prompt, profile
 * completion, back to the last page, or the passport page that asked).
 */
export class LoginFlowStore {
  attempting = false;
  /** The agreement a login needs first. */
  readonly agreement = new AgreementStore();
  /** SMS codes sent from this device, for login-code's countdown. */
  readonly codes: SmsCodeStore;
  /** The passport page that opened the login page (?redirect=/passport?...). */
  redirect: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly pages: LoginNavigation;

  constructor(private readonly deps: LoginFlowDeps) {
    this.codes = new SmsCodeStore(deps.api, Date.now, () => deps.language?.() ?? '');
    this.pages = new LoginNavigation({ ...deps, storage: deps.platform.storage });
    makeAutoObservable<this, 'deps' | 'timer' | 'pages'>(
      this,
      { deps: false, timer: false, codes: false, agreement: false, pages: false },
      { autoBind: true },
    );
  }

  get state(): LoginState {
    if (this.attempting) return 'attempting';
    return this.deps.session.loggedIn ? 'loggedIn' : 'loggedOut';
  }

  /** This host's provider login, if it has one; plain web and H5 log in by phone. */
  get providerLogin(): ProviderLogin | null {
    return providerLoginFor(this.deps.platform, this.deps.officialAccountAppId);
  }

  /** Logged in by a provider without a phone: the SMS code binds the phone instead of logging in. */
  get bindingPhone(): boolean {
    return this.deps.session.loggedIn && !this.deps.session.phoneLoggedIn;
  }

  /**
   * Starts a login. A second start while one runs is ignored; starts within 200 ms
   * are one (several calls failing at once), unless relogin asks for it now.
   */
  start(options: { relogin?: boolean } = {}): void {
    if (this.attempting) return;
    if (options.relogin) {
      this.cancelTimer();
      void this.attempt();
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.attempt();
    }, LOGIN_DEBOUNCE_MS);
  }

  /** The phone path from the login screen: the agreement first, then login-phone. */
  openPhoneLogin(): void {
    this.agreement.withAgreement(() => void this.deps.navigator.navigateTo(`${ROUTES.loginPhone}?type=agree`));
  }

  /**
   * The login page opened: remember the page to come back to (kept for an OAuth round
   * trip) and the passport page that asked for this login, if any.
   */
  loginPageOpened(query: Record<string, string | undefined>): void {
    this.pages.rememberReturn(Boolean(query.code));
    this.redirect = passportRedirect(query.redirect);
  }

  /**
   * Spec section 2: a web browser already logged in is sent to the passport page with
   * an address to come back to. Returns whether it left.
   */
  sendLoggedInBrowserToPassport(): boolean {
    const { platform, session } = this.deps;
    if (!session.loggedIn || !platform.appUrl('/')) return false;
    const apiBase = this.deps.apiBase();
    const back = platform.appUrl(this.pages.returnUrl());
    return platform.leaveTo(this.redirect ? `${apiBase}${this.redirect}` : passportPageUrl(apiBase, back));
  }

  /** The official account sent the browser back with ?code=&state= (spec section 7). */
  async resumeRedirectLogin(query: Record<string, string | undefined>): Promise<void> {
    const provider = this.providerLogin;
    if (!provider?.redirect || !query.code || this.attempting) return;
    await this.run(async () => {
      const request = takeRedirectCode(this.deps.platform.storage, provider, query);
      await this.loginWithProvider(provider, request);
    }, provider);
  }

  /** Sends an SMS code: to log in, or to bind the phone of a provider login. */
  sendCode(regionCode: string, phone: string): Promise<boolean> {
    const purpose = this.bindingPhone ? VerificationPurpose.BIND_PHONE : VerificationPurpose.LOGIN;
    return this.codes.send(regionCode, phone, purpose);
  }

  /** login-code's resend: asks the server again, whatever this device last sent. */
  resendCode(regionCode: string, phone: string): Promise<boolean> {
    this.codes.forget();
    return this.sendCode(regionCode, phone);
  }

  /** Logs in (or binds the phone) with the SMS code; answers whether it worked. */
  async submitCode(regionCode: string, phone: string, verificationCode: string): Promise<boolean> {
    if (this.attempting) return false;
    this.attempting = true;
    try {
      const { api, session } = this.deps;
      if (this.bindingPhone) {
        const { user } = await api.account.bindPhone({
          providerType: IdentityProviderType.SMS,
          phoneRegionCode: regionCode,
          phone,
          verificationCode,
        });
        await this.finish(user, session.sessionKey);
      } else {
        const res = await api.login.login({
          providerType: IdentityProviderType.SMS,
          providerRequest: { phoneRegionCode: regionCode, phone, verificationCode },
          language: this.deps.language?.() ?? '',
        });
        await this.finish(res.user, res.sessionKey);
      }
      return true;
    } catch {
      // The catalogue has shown the server's reason (wrong or expired code, ...).
      return false;
    } finally {
      runInAction(() => {
        this.attempting = false;
      });
    }
  }

  /** Spec section 4: after login, where the person goes. */
  async finish(user: User | undefined, sessionKey: string): Promise<void> {
    const { session, staff, operator, platform } = this.deps;
    session.setSession(sessionKey, user ?? null);
    this.codes.forget();
    if (this.redirect) {
      // A passport page asked: it hands this session to the site that asked it.
      const target = `${this.deps.apiBase()}${this.redirect}`;
      this.redirect = null;
      if (platform.leaveTo(target)) return;
    }
    if (!user?.phone) {
      this.agreement.withAgreement(() => void this.pages.openFlowPage(`${ROUTES.loginPhone}?type=agree`));
      // The agreement dialog lives on the login pages: a login started elsewhere goes there to ask.
      if (this.agreement.dialogOpen) await this.pages.openLoginPage();
      return;
    }
    if (operator.mode === 'diner') {
      if (await staff.offerMerchantTools()) return;
      // An administrator logs in to run the platform: a diner record is theirs to add
      // when they book, not a step before their first look at it.
      if (!staff.isAdmin && (await this.needsProfile())) {
        await this.pages.openFlowPage(ROUTES.completionUser, { replace: true });
        return;
      }
    }
    await this.returnToLastPage();
  }

  /**
   * A session the app starts with (a reload, the next day) whose diner never said who
   * they book as gets profile completion too (spec section 2: opened when a logged-in
   * diner has no diner record), over the page that was opened, so saving returns there.
   * Otherwise closing the app on the completion page skipped it for good.
   */
  async completeProfileOnLaunch(): Promise<void> {
    const { session, operator, staff } = this.deps;
    if (!session.user?.phone || operator.mode !== 'diner' || this.pages.onLoginFlowPage()) return;
    if (!(await this.needsProfile())) return;
    // Staff open the app to work: a diner record is asked of them when they log in as a diner.
    await staff.load();
    if (staff.isStaff || staff.isAdmin) return;
    await this.pages.openFlowPage(ROUTES.completionUser);
  }

  /** Whether the logged-in diner has no diner record; unknown (a failed read) counts as no. */
  private async needsProfile(): Promise<boolean> {
    const diners = await this.deps.account.loadDiners();
    return !!diners && diners.length === 0;
  }

  /** Back to the last page that is not a login or completion page (spec section 4). */
  returnToLastPage(): Promise<void> {
    return this.pages.returnToLastPage();
  }

  /** Ends this session; the person is a logged-out diner on the me page. */
  async logOut(): Promise<boolean> {
    try {
      await this.deps.api.account.logOut({}, silentCall());
    } catch (error) {
      // Already gone on the server (kicked out, expired): logging out here is all that is left.
      if (!isMessage(error, 'unauthenticated') && !isMessage(error, 'pleaseLogInFirst')) {
        this.deps.showError(error);
        return false;
      }
    }
    // The catalogue starts a login for an 'unauthenticated' answer; logging out is what was asked.
    this.cancelTimer();
    this.deps.session.clearSession();
    this.deps.operator.resetToDiner();
    this.agreement.reset();
    await this.deps.navigator.reLaunch(ROUTES.me);
    return true;
  }

  private cancelTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async attempt(): Promise<void> {
    if (this.attempting) return;
    const provider = this.providerLogin;
    if (!provider) {
      await this.pages.openLoginPage();
      return;
    }
    await this.run(async () => {
      if (provider.redirect) {
        const request = await startRedirectLogin(this.deps, provider);
        // null: the browser is on its way to the provider and comes back to the login page.
        if (request) await this.loginWithProvider(provider, request);
        return;
      }
      const result = await this.deps.platform.loginCode({ scope: provider.scope });
      if (result.kind !== 'code') return;
      await this.loginWithProvider(provider, { code: result.code, scope: result.scope });
    }, provider);
  }

  /** One provider attempt: attempting meanwhile, the provider's failure message after. */
  private async run(work: () => Promise<void>, provider: ProviderLogin): Promise<void> {
    this.attempting = true;
    try {
      await work();
    } catch (error) {
      const refusal = loginRefusal(error, provider);
      // No provider app configured for this host (the demo): the phone path remains.
      if (isMessage(refusal, 'loginMethodNotAvailable') && !this.pages.onLoginFlowPage()) {
        await this.pages.openLoginPage();
      } else {
        this.deps.showError(refusal);
      }
    } finally {
      runInAction(() => {
        this.attempting = false;
      });
    }
  }

  private async loginWithProvider(provider: ProviderLogin, code: ProviderCode): Promise<void> {
    const res = await this.deps.api.login.login(
      {
        providerType: provider.type,
        providerId: provider.providerId,
        providerRequest: providerRequestFor(provider, code),
        language: this.deps.language?.() ?? '',
      },
      silentCall(),
    );
    await this.finish(res.user, res.sessionKey);
  }
}
