import type { FetchedPart } from '../stores/on-demand-registry';
// The mini-program builds turn import() into require(), so a part fetched from here would
// sit in the main package. The messages store and the login flow belong there anyway (the
// tab bar's unread badges; the me and feast tab pages' logins): registered as the app
// starts. The staff app lives in the staff subpackage, and every page that shows staff
// screens or texts imports it itself (staff-app-loading.test.ts holds the pages to that),
// so it has registered before such a page renders: nothing to fetch.
import '../stores/im-app';
import '../stores/login-app';

export function loadOnDemandPart(_part: FetchedPart): Promise<unknown> {
  return Promise.resolve();
}
