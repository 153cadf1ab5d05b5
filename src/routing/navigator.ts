import Taro from '@tarojs/taro';
import { leavingPage } from '@/platform/back-closes';
import { ADMIN_ROUTES } from './admin-routes';
import { appendQuery, type GlobalQuery } from './global-query';
import { MERCHANT_TAB_ROUTES } from './merchant-tab-routes';
import { ROUTES } from './routes';

export interface NavigatorDeps {
  /** The parameters carried on every navigation. */
  globalQuery(): GlobalQuery;
  /** The operator type decides where "back" goes when there is no history. */
  operatorType(): string;
}

// Store staff must not reach an order's staff view from a diner's order view (the two
// pages share a booking order but not its permissions).
const REFUSED: Array<{ from: string; to: string }> = [{ from: 'booking-order-detail', to: 'store-order-detail' }];

/** The page stack; empty before the host's router is up (it throws then on H5). */
function pageStack(): unknown[] {
  try {
    return Taro.getCurrentPages();
  } catch {
    return [];
  }
}

function currentRoute(): string {
  const pages = pageStack();
  const top = pages[pages.length - 1] as { route?: string; path?: string } | undefined;
  return top?.route ?? top?.path ?? Taro.getCurrentInstance()?.router?.path ?? '';
}

/**
 * The only way pages move between pages: every URL gets the global query parameters,
 * back without history goes home, and the refused moves are refused. Taro is looked up
 * at call time so tests can watch its navigation calls.
 */
export class Navigator {
  constructor(private readonly deps: NavigatorDeps) {}

  /** The URL with the global query parameters it does not already carry. */
  withGlobalQuery(url: string): string {
    return appendQuery(url, this.deps.globalQuery());
  }

  isRefused(url: string, from: string = currentRoute()): boolean {
    return REFUSED.some((rule) => from.includes(rule.from) && url.includes(rule.to));
  }

  async navigateTo(url: string): Promise<boolean> {
    if (this.isRefused(url)) return false;
    // A sheet still open (a dialog whose button opens the page, closing only after)
    // gives its entry back first, or that spent entry would sit between the two pages
    // and a later back by N pages land one short; a step back already under way is
    // waited for, or it would leave the new page.
    const leaving = leavingPage();
    if (leaving) await leaving;
    await Taro.navigateTo({ url: this.withGlobalQuery(url) });
    return true;
  }

  async redirectTo(url: string): Promise<boolean> {
    if (this.isRefused(url)) return false;
    // A sheet open on the page left no longer catches back (platform/back-closes).
    const leaving = leavingPage();
    if (leaving) await leaving;
    await Taro.redirectTo({ url: this.withGlobalQuery(url) });
    return true;
  }

  async reLaunch(url: string): Promise<void> {
    const leaving = leavingPage();
    if (leaving) await leaving;
    await Taro.reLaunch({ url: this.withGlobalQuery(url) });
  }

  /**
   * Home of every operator: the home tab, which in merchant mode is the
   * operation tab (home and store-home only lead there).
   */
  homeUrl(): string {
    const type = this.deps.operatorType();
    return type && type !== 'USER' ? MERCHANT_TAB_ROUTES.operation : ROUTES.home;
  }

  /** Home; an administrator's is the admin home, so an app reopened in admin mode never lands on a store's tabs. */
  async home(): Promise<void> {
    if (this.deps.operatorType() === 'ADMIN') return this.adminHome();
    await this.reLaunch(this.homeUrl());
  }

  /**
   * The administrator's home, over the management tab: platform admin mode is there
   * to run the platform, not a store, and back from it reaches the tabs.
   */
  async adminHome(): Promise<void> {
    await this.reLaunch(MERCHANT_TAB_ROUTES.management);
    await this.navigateTo(ADMIN_ROUTES.adminHome);
  }

  /** Back over several pages at once (the login flow's pages, after a login). */
  async backBy(delta: number): Promise<void> {
    if (delta < 1) return;
    if (pageStack().length > delta) {
      const leaving = leavingPage();
      if (leaving) await leaving;
      await Taro.navigateBack({ delta });
      return;
    }
    await this.home();
  }

  /** Back; with no page to go back to, home (the operation home for store staff). */
  async back(): Promise<void> {
    if (pageStack().length > 1) {
      const leaving = leavingPage();
      if (leaving) await leaving;
      await Taro.navigateBack({ delta: 1 });
      return;
    }
    await this.home();
  }
}
