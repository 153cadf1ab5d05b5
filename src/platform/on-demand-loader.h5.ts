import type { FetchedPart } from '../stores/on-demand-registry';

// On H5 each part is a chunk of its own, fetched here the first time the root store needs
// it: the messages store once a page is on screen for a logged-in person (the tab bar's
// badges), the login flow when a login starts outside the pages that offer one, the staff
// app when merchant mode's texts or the staff feast callbacks are needed before any staff
// page imported it. Each returns the import() promise itself, not an async wrapper: jest's
// isolated module registries (staff-app-loading.test.ts) lose track of an import() awaited
// inside one.
export function loadOnDemandPart(part: FetchedPart): Promise<unknown> {
  switch (part) {
    case 'im':
      return import(/* webpackChunkName: "im-app" */ '../stores/im-app');
    case 'login':
      return import('../stores/login-app');
    case 'staffApp':
      return import('../stores/staff-app');
  }
}
