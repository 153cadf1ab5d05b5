import { ROUTES } from './routes';
import type { StackPage } from './page-stack';

// Spec section 4: after login the person goes back to the last page that is not a
// login or completion page. With that page still open below, going back keeps its
// state; when it is gone (the login page was the first page, or an OAuth round trip
// reloaded the app), the remembered address opens afresh, else home.

const LOGIN_FLOW_PAGES: ReadonlySet<string> = new Set([
  ROUTES.login,
  ROUTES.loginPhone,
  ROUTES.loginCode,
  ROUTES.completionUser,
]);

export function isLoginFlowPage(path: string): boolean {
  return LOGIN_FLOW_PAGES.has(path);
}

export type ReturnMove =
  /** Already on a page outside the login flow (a login started by a failed call). */
  { kind: 'stay' } | { kind: 'back'; delta: number } | { kind: 'open'; url: string };

/** The last page below the login flow, if one is open. */
export function lastPageBeforeLogin(stack: StackPage[]): { page: StackPage; index: number } | null {
  for (let index = stack.length - 1; index >= 0; index -= 1) {
    if (!isLoginFlowPage(stack[index].path)) return { page: stack[index], index };
  }
  return null;
}

export function returnMove(stack: StackPage[], remembered: string | null): ReturnMove {
  const found = lastPageBeforeLogin(stack);
  if (found && found.index === stack.length - 1) return { kind: 'stay' };
  if (found) return { kind: 'back', delta: stack.length - 1 - found.index };
  return { kind: 'open', url: remembered || ROUTES.home };
}
