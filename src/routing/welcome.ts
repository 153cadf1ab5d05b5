import type { KeyValueStorage } from '@/platform';
import { ROUTES } from './routes';

// The first-open welcome (spec: sub-user/welcome-use): shown once per device, to
// a diner who is not logged in and opened the app at home. A link to a store, an
// order or a staff page is never interrupted, and staff never see it.

export const WELCOME_SEEN_KEY = 'welcome.seen';

const HOME_PATH = ROUTES.home.replace(/^\//, '');

export interface WelcomeContext {
  storage: KeyValueStorage;
  operatorType: string;
  loggedIn: boolean;
  /** The page the app opened at ('pages/home/index', with or without a leading slash or query); unknown: no welcome. */
  launchPath: string | undefined;
}

export function shouldWelcome({ storage, operatorType, loggedIn, launchPath }: WelcomeContext): boolean {
  if (launchPath === undefined || storage.get(WELCOME_SEEN_KEY) || operatorType !== 'USER' || loggedIn) return false;
  const path = launchPath.split('?')[0]!.replace(/^\//, '');
  return path === '' || path === HOME_PATH;
}

export function markWelcomeSeen(storage: KeyValueStorage): void {
  storage.set(WELCOME_SEEN_KEY, '1');
}
