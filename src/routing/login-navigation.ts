import type { KeyValueStorage } from '@/platform';
import { isLoginFlowPage, lastPageBeforeLogin, returnMove } from './login-return';
import type { Navigator } from './navigator';
import { urlOf, type StackPage } from './page-stack';
import { ROUTES } from './routes';

/** Where to go back after a login that lost its page stack (an OAuth round trip, a reload). */
export const RETURN_URL_KEY = 'login.returnUrl';

export interface LoginNavigationDeps {
  navigator: Navigator;
  storage: KeyValueStorage;
  currentPath(): string;
  stack(): StackPage[];
}

/** How the login flow moves between pages: into the login pages, and back out where it started. */
export class LoginNavigation {
  constructor(private readonly deps: LoginNavigationDeps) {}

  /** The login page opened: remember the page below it (kept across an OAuth round trip, which reloads). */
  rememberReturn(returningFromProvider: boolean): void {
    const below = lastPageBeforeLogin(this.deps.stack());
    if (below) this.deps.storage.set(RETURN_URL_KEY, urlOf(below.page));
    else if (!returningFromProvider) this.deps.storage.remove(RETURN_URL_KEY);
  }

  /** The app page a login returns to when nothing is open below it. */
  returnUrl(): string {
    return this.deps.storage.get(RETURN_URL_KEY) || ROUTES.home;
  }

  onLoginFlowPage(): boolean {
    return isLoginFlowPage(this.deps.currentPath());
  }

  async openLoginPage(): Promise<void> {
    if (this.onLoginFlowPage()) return;
    await this.deps.navigator.navigateTo(ROUTES.login);
  }

  /** Opens a login-flow page; `replace` replaces the login-flow page on top rather than stacking. */
  async openFlowPage(url: string, options: { replace?: boolean } = {}): Promise<void> {
    if (options.replace && this.onLoginFlowPage()) await this.deps.navigator.redirectTo(url);
    else await this.deps.navigator.navigateTo(url);
  }

  /** Back to the last page that is not a login or completion page (spec section 4). */
  async returnToLastPage(): Promise<void> {
    const move = returnMove(this.deps.stack(), this.deps.storage.get(RETURN_URL_KEY));
    this.deps.storage.remove(RETURN_URL_KEY);
    if (move.kind === 'back') await this.deps.navigator.backBy(move.delta);
    else if (move.kind === 'open') await this.deps.navigator.reLaunch(move.url);
  }
}
