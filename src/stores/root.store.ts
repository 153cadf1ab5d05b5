import type { JsonReadOptions } from '@bufbuild/protobuf';
import { keepAccountLanguage } from './account-language';
import { autorun, makeObservable, observable, action, computed, reaction, runInAction } from 'mobx';
import type { Platform } from '@/platform';
import { applyReservationText, i18n, setLanguageSource } from '../i18n/i18n';
import { createLanguageSource, type LanguageSource } from '../platform/language-source';
import { pickGlobalQuery, type GlobalQuery } from '../routing/global-query';
import { Navigator } from '../routing/navigator';
import { ROUTES } from '../routing/routes';
import type { Transport } from '@connectrpc/connect';
import type { Api } from '../services/api';
import { STORE_LOST_REDIRECT_MS } from '../services/error-catalogue';
import { createErrorHandler } from '../services/error-presenter';
import { setServerMessageSource } from '../services/server-message-loader';
import { createServerMessageSource, type ServerMessageSource } from '../platform/server-message-source';
import { showNotice, showToast } from '../services/feedback';
import { RpcError } from '../services/rpc-error';
import type { FailedCall } from '../services/rpc-transport';
import { paletteFor, themeVariables, type Palette, type Theme } from '../theme/themes';
import { ClientConfigStore } from './client-config.store';
import { LanguageInForce } from './language-in-force';
import { OperatorStore } from './operator.store';
import { PopupStore } from './popup.store';
import { SessionStore } from './session.store';
import { SettingsStore } from './settings.store';
// login: the flow, the phone regions, the person's account and device sessions built on
// first use (login-app.ts)
import type { AccountStore } from './account.store';
import type { DeviceSessionsStore } from './device-sessions.store';
import type { LoginFlowStore } from './login-flow.store';
import type { RegionStore } from './region.store';
import { StaffStandingStore } from './staff-standing.store';
// diner app
import { DinerStore } from './diner/diner.store';
// staff app: store setup, diner CRM and bookings, built on first use (staff-app.ts)
import type { StaffSetupStore } from './staff-setup';
import { SetupStoreChoice } from './staff-setup/setup-store-choice';
import type { StaffStore } from './staff';
import type { AdminConsoleStore } from './admin';
import { currentPagePath } from '../routing/page-stack';
// feasts, notifications and invitations: built on first use (feast-app.ts, push-app.ts)
import type { FeastStore } from './feast/feast.store';
import type { PushStore } from './push/push.store';
import {
  ON_DEMAND_MODULES,
  onDemandStoreFactory,
  type FetchedPart,
  type OnDemandStore,
  type OnDemandStores,
  type PartLoader,
  type StaffApp,
} from './on-demand-registry';
// messages: built on first use too (im-app.ts), fetched for the tab bar's badges
import type { ImStore } from './im/im.store';

export interface RootStoreDeps {
  platform: Platform;
  api: Api;
  /** The transport the clients use; the staff app makes its own clients over it. */
  transport: Transport;
  platformClientConfigId: string;
  /** The API and CDN bases in force (services/api-base.ts). */
  bases(): { apiBase: string; cdnBase: string };
  /** Where the languages not bundled come from; by default the platform's (a chunk, or our server). */
  languageSource?: LanguageSource;
  /** Where the table of server messages comes from; the platform's by default. */
  serverMessageSource?: ServerMessageSource;
  /** Fetches a part of the app built on first use (the platform's on-demand loader). */
  loadPart: PartLoader;
  /**
   * How JSON from outside is decoded where no transport does it (the client config, the
   * documents embedded in the page, socket frames): the app skips fields it does not know,
   * tests refuse them (create-app-store.ts).
   */
  readOptions: Partial<JsonReadOptions>;
}

/**
 * The one MobX root: each part is its own store, and the root holds what joins them
 * (theme from settings, operator and client config; the error catalogue's reactions).
 * Pages observe it through useRootStore() and keep no copies.
 */
export class RootStore {
  readonly settings: SettingsStore;
  readonly operator: OperatorStore;
  readonly session: SessionStore;
  readonly clientConfig: ClientConfigStore;
  readonly popup: PopupStore;
  readonly navigator: Navigator;
  readonly api: Api;
  /** How JSON from outside the transport is decoded (RootStoreDeps.readOptions). */
  readonly readOptions: Partial<JsonReadOptions>;
  // login: staff standing and mode (the login flow, the phone regions, the person's
  // account and device sessions: `login`, `regions`, `account`, `deviceSessions` below)
  readonly staffStanding: StaffStandingStore;
  // diner app: the store catalog and the diner pages' view models
  readonly diner: DinerStore;
  // staff app: the store the setup, CRM and notification pages work on
  readonly setupChoice: SetupStoreChoice;
  // feasts (the diner's and staff's feast pages' view models), notifications and invitations
  private readonly onDemand: Partial<OnDemandStores> = {};
  /**
   * The messages store once it is built for the tab bar's unread badges (undefined
   * before): the bar reads this, never `im`, so a first page does not wait for its code.
   */
  imIfLoaded: ImStore | undefined = undefined;
  private imLoading = false;
  private pageShown = false;
  /** The global query parameters this run was opened with (spec section 2). */
  globalQuery: GlobalQuery = {};
  /** The chosen language's texts in force (language-in-force.ts). */
  private readonly language: LanguageInForce;
  /**
   * Resolves once the first page has rendered. A page reads the router of whichever
   * page is on top, so navigation at launch waits for it to have read its own.
   */
  readonly firstPageShown: Promise<void>;
  private resolveFirstPage: () => void = () => undefined;

  constructor(private readonly deps: RootStoreDeps) {
    const { platform } = deps;
    this.api = deps.api;
    this.readOptions = deps.readOptions;
    this.firstPageShown = new Promise((resolve) => (this.resolveFirstPage = resolve));
    this.settings = new SettingsStore(platform.storage, platform.deviceLanguage);
    setLanguageSource(
      deps.languageSource ??
        createLanguageSource({
          request: platform.request,
          storage: platform.storage,
          apiBase: () => deps.bases().apiBase,
        }),
    );
    setServerMessageSource(
      deps.serverMessageSource ??
        createServerMessageSource({
          request: platform.request,
          storage: platform.storage,
          apiBase: () => deps.bases().apiBase,
        }),
    );
    this.navigator = new Navigator({ globalQuery: () => this.globalQuery, operatorType: () => this.operator.type });
    this.session = new SessionStore({ platform, api: deps.api, startLogin: (options) => this.startLogin(options) });
    this.operator = new OperatorStore(platform.storage, platform.platformId(), () => this.session.userId);
    // login
    const userId = () => this.session.userId;
    this.staffStanding = new StaffStandingStore({
      api: deps.api,
      storage: platform.storage,
      operator: this.operator,
      userId,
      reLaunchHome: () => this.navigator.home(),
      reLaunchAdminHome: () => this.navigator.adminHome(),
    });
    this.clientConfig = new ClientConfigStore(
      {
        platform,
        cdnBase: () => deps.bases().cdnBase,
        onReloadNeeded: () => void this.askToReload(),
        readOptions: deps.readOptions,
      },
      deps.platformClientConfigId,
    );
    this.popup = new PopupStore(() => showToast(i18n.t('error.duplicatePage')));
    // diner app
    this.diner = new DinerStore({
      api: deps.api,
      session: this.session,
      platform,
      runtime: () => this.clientConfig.runtime,
      readOptions: deps.readOptions,
      linkMerchantId: () => this.globalQuery.merchantId ?? '',
      reportError: (error) => {
        if (error instanceof RpcError) this.handleRpcError(error, { path: error.url, silent: false });
      },
    });
    this.setupChoice = new SetupStoreChoice(deps.api, this.operator);
    this.language = new LanguageInForce(this.settings, this.operator, () => this.deps.loadPart('staffApp'));
    makeObservable<this, 'deps'>(this, {
      deps: false,
      setupChoice: false,
      firstPageShown: false,
      globalQuery: observable.ref,
      imIfLoaded: observable.ref,
      applyLaunchQuery: action,
      theme: computed,
      palette: computed,
    });
    reaction(
      () => this.clientConfig.runtime.useReservationText,
      (on) => applyReservationText(on),
      { fireImmediately: true },
    );
    // A person who logs in later gets their badges then.
    reaction(
      () => this.session.loggedIn,
      () => this.loadImForBadges(),
    );
    keepAccountLanguage({
      language: () => this.settings.language,
      loggedIn: () => this.session.loggedIn,
      save: (language) => this.api.account.updateUser({ language }),
    });
    autorun(() => {
      const palette = this.palette;
      platform.applyTheme({ text: palette.statusBarText, background: palette.navBackground }, themeVariables(palette));
    });
  }

  /**
   * False until the chosen language's texts are in force: pages show nothing before,
   * so the first words a person sees are in their language (only the default is bundled).
   */
  get languageReady(): boolean {
    return this.language.ready;
  }

  /** The staff app's bookings stores; only modules that import '@/stores/staff-app' read this. */
  get staff(): StaffStore {
    return this.onDemandStore('staffApp').staff;
  }

  /** The staff app's store setup and diner CRM stores (same rule as `staff`). */
  get staffSetup(): StaffSetupStore {
    return this.onDemandStore('staffApp').staffSetup;
  }

  /** The client config list and editor (same rule as `staff`). */
  get adminConsole(): AdminConsoleStore {
    return this.onDemandStore('staffApp').adminConsole;
  }

  /** The staff app's stores, fetching their code first when no module has loaded it yet. */
  openStaffApp(): Promise<StaffApp> {
    return this.openPart('staffApp');
  }

  /** The feast pages' view models; only modules that import '@/stores/feast-app' read this. */
  get feast(): FeastStore {
    return this.onDemandStore('feast');
  }

  /** Notifications and invitations; only modules that import '@/stores/push-app' read this. */
  get push(): PushStore {
    return this.onDemandStore('push');
  }

  /** Messages (the socket, unread badges, inboxes, conversations); only modules that import '@/stores/im-app' read this. */
  get im(): ImStore {
    return this.onDemandStore('im');
  }

  /** The messages store, fetching its code first when no module has loaded it yet. */
  async openIm(): Promise<ImStore> {
    const im = await this.openPart('im');
    runInAction(() => (this.imIfLoaded = im));
    return im;
  }

  /**
   * The unread badges of a logged-in person: their store's code is fetched once a page
   * is on screen, so it never delays the first one; a failed fetch is tried again with
   * the next page shown or login.
   */
  private loadImForBadges(): void {
    if (!this.pageShown || !this.session.loggedIn || this.imIfLoaded || this.imLoading) return;
    this.imLoading = true;
    this.openIm().then(
      () => (this.imLoading = false),
      () => (this.imLoading = false),
    );
  }

  /** The login flow; only modules that import '@/stores/login-app' read this (others: openLogin). */
  get login(): LoginFlowStore {
    return this.onDemandStore('login');
  }

  /** The phone regions of login-phone (same rule as `login`). */
  get regions(): RegionStore {
    return this.onDemandStore('regions');
  }

  /** The person's diner records, profile and memberships (same rule as `login`). */
  get account(): AccountStore {
    return this.onDemandStore('account');
  }

  /** The person's sessions on their devices and passport codes, for the me page (same rule as `login`). */
  get deviceSessions(): DeviceSessionsStore {
    return this.onDemandStore('deviceSessions');
  }

  /** The login flow, fetching its code first when no module has loaded it yet. */
  openLogin(): Promise<LoginFlowStore> {
    return this.openPart('login');
  }

  /**
   * What every "log in" leads to (SessionStore.startLogin, the error catalogue). At once
   * when the flow is loaded, as on the pages that offer a login; otherwise once its code
   * has arrived, which a failure to fetch it says as a failed call would.
   */
  private startLogin(options: { relogin?: boolean }): void {
    if (onDemandStoreFactory('login')) {
      this.login.start(options);
      return;
    }
    this.openLogin().then(
      (login) => login.start(options),
      () => showToast(i18n.t('error.networkFailed')),
    );
  }

  /** A part, fetching its module first (deps.loadPart) when none has loaded it yet. */
  private async openPart<K extends FetchedPart>(name: K): Promise<OnDemandStores[K]> {
    if (!onDemandStoreFactory(name)) await this.deps.loadPart(name);
    return this.onDemandStore(name);
  }

  /** Builds a part on its first read, from the factory its module registered when it loaded. */
  private onDemandStore<K extends OnDemandStore>(name: K): OnDemandStores[K] {
    const built = this.onDemand[name];
    if (built) return built as OnDemandStores[K];
    const create = onDemandStoreFactory(name);
    if (!create) {
      throw new Error(`The ${name} stores are not loaded: import '${ON_DEMAND_MODULES[name]}' where they are read`);
    }
    const store = create(this);
    this.onDemand[name] = store;
    return store;
  }

  /** The host this app runs on (src/platform). */
  get platform(): Platform {
    return this.deps.platform;
  }

  /** The signed transport of every client (the staff app's clients are made over it). */
  get transport(): Transport {
    return this.deps.transport;
  }

  get apiBase(): string {
    return this.deps.bases().apiBase;
  }

  /** Diners default to light, staff to green, unless the person chose a theme. */
  get theme(): Theme {
    return this.settings.themeSetting ?? (this.operator.mode === 'merchant' ? 'green' : 'light');
  }

  /** For diners the merchant's primary colour (client config) overrides the theme's. */
  get palette(): Palette {
    const { primaryColor, textColorOnPrimary } = this.clientConfig.runtime;
    return paletteFor(this.theme, this.operator.mode === 'diner' ? { primaryColor, textColorOnPrimary } : undefined);
  }

  /** Called by every page's frame once it has rendered. */
  markPageShown(): void {
    this.pageShown = true;
    this.resolveFirstPage();
    this.loadImForBadges();
  }

  /** Takes the global query parameters of the address the app was opened with. */
  applyLaunchQuery(query: Record<string, string | undefined> | undefined): void {
    const picked = pickGlobalQuery(query);
    this.globalQuery = { ...this.globalQuery, ...picked };
    if (picked.platformClientConfigId) this.clientConfig.setPlatformClientConfigId(picked.platformClientConfigId);
  }

  /** The error catalogue for every failed call (wired into the transport by createAppStore). */
  readonly handleRpcError: (error: RpcError, call: FailedCall) => void = createErrorHandler({
    currentPath: currentPagePath,
    operatorType: () => this.operator.type,
    onStoreLost: () => this.handleStoreLost(),
    startLogin: () => this.session.startLogin(),
  });

  /** Spec section 8: a store operator without the store becomes a diner and goes home. */
  handleStoreLost(): void {
    this.operator.clearStoreId();
    this.operator.setType('USER');
    setTimeout(() => void this.navigator.reLaunch(ROUTES.home), STORE_LOST_REDIRECT_MS);
  }

  /** Spec section 7: the config failed to load over an earlier one; reload, no cancel. */
  private async askToReload(): Promise<void> {
    await showNotice(i18n.t('error.configLoadFailed'), i18n.t('error.reload'));
    await this.navigator.reLaunch(ROUTES.home);
    void this.clientConfig.load();
  }

  /** What the error screen does on showing: a diner again, nothing cached of the broken state. */
  resetAfterCrash(): void {
    this.popup.close();
    this.operator.resetToDiner();
  }
}
