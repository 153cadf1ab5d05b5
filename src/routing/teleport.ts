import { DINER_ROUTES, pageUrl } from './diner-routes';
import { IM_ROUTES } from './im-routes';
import { ROUTES } from './routes';
import { SHARED_ROUTES } from './shared-routes';
import { STAFF_ROUTES } from './staff-routes';

// The redirect page's targets (spec: sub/teleport and sub-user/teleport): a short
// link, a QR code or a notification names a target and its parameters; the page
// checks the login and the mode the target needs and goes there with replace.

/** The mode a target is used in: a diner's page, a staff page, or either. */
export type TeleportMode = 'diner' | 'merchant' | 'any';

interface TargetRule {
  route: string;
  /** The parameters passed on; the first `required` ones must be present. */
  params: readonly string[];
  required?: readonly string[];
  login: boolean;
  mode: TeleportMode;
}

const TARGETS: Record<string, TargetRule> = {
  home: { route: ROUTES.home, params: [], login: false, mode: 'any' },
  store: { route: DINER_ROUTES.storeDetail, params: ['storeId'], required: ['storeId'], login: false, mode: 'diner' },
  notice: { route: DINER_ROUTES.notice, params: ['storeId'], required: ['storeId'], login: false, mode: 'diner' },
  booking: {
    route: DINER_ROUTES.bookingBefore,
    params: ['storeId'],
    required: ['storeId'],
    login: false,
    mode: 'diner',
  },
  order: { route: DINER_ROUTES.orderDetail, params: ['id'], required: ['id'], login: true, mode: 'diner' },
  orders: { route: DINER_ROUTES.orderHistory, params: [], login: true, mode: 'diner' },
  chat: { route: IM_ROUTES.userDetail, params: ['id'], required: ['id'], login: true, mode: 'diner' },
  popup: {
    route: SHARED_ROUTES.pageModalItem,
    params: ['name', 'storeId'],
    required: ['name'],
    login: false,
    mode: 'any',
  },
  board: { route: STAFF_ROUTES.bookingHome, params: ['date'], login: true, mode: 'merchant' },
  storeOrder: { route: STAFF_ROUTES.orderDetail, params: ['id'], required: ['id'], login: true, mode: 'merchant' },
};

export type TeleportTarget = keyof typeof TARGETS;

export type TeleportPlan =
  | {
      kind: 'go';
      url: string;
      login: boolean;
      mode: TeleportMode;
      /** A staff target's store, when the link names one: the person must act for it. */
      storeId?: string;
    }
  | { kind: 'unknown' };

/**
 * Where a target leads, or 'unknown' (the spec's not-found rule: home). The
 * diner's teleport (`dinerOnly`) knows no staff targets.
 */
export function planTeleport(
  target: string | undefined,
  params: Record<string, string | undefined>,
  options: { dinerOnly?: boolean } = {},
): TeleportPlan {
  const rule = target && Object.prototype.hasOwnProperty.call(TARGETS, target) ? TARGETS[target] : undefined;
  if (!rule) return { kind: 'unknown' };
  if (options.dinerOnly && rule.mode === 'merchant') return { kind: 'unknown' };
  if ((rule.required ?? []).some((name) => !params[name]?.trim())) return { kind: 'unknown' };
  const query = Object.fromEntries(rule.params.map((name) => [name, params[name]?.trim()]));
  const storeId = rule.mode === 'merchant' ? params.storeId?.trim() || undefined : undefined;
  return {
    kind: 'go',
    url: pageUrl(rule.route, query),
    login: rule.login,
    mode: options.dinerOnly && rule.mode === 'any' ? 'diner' : rule.mode,
    storeId,
  };
}
