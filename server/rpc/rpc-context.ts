import { Code, ConnectError, createContextKey, type HandlerContext } from '@connectrpc/connect';
import { SERVER_MESSAGE } from '@common/server-messages';
import type { PermissionService, StaffStanding } from '../domain/identity/permission.service';
import type { SessionRecord } from '../domain/identity/session.repository';
import type { ActiveSession, SessionService } from '../domain/identity/session.service';
import type { UserRecord } from '../domain/identity/user.repository';
import type { RequestMeta } from '../http/request-meta';

/** What a handler knows about the call besides its message. */
export interface RpcContext {
  group: string;
  meta: RequestMeta;
  /** The caller's live session, looked up once per call and only when asked. */
  session(): Promise<ActiveSession | null>;
  /** The caller's staff memberships and admin flag, looked up once per call; empty without a user. */
  standing(): Promise<StaffStanding>;
  /** Filled by the error interceptor for the request log. */
  outcome: { code?: string };
}

export function createRpcContext(
  group: string,
  meta: RequestMeta,
  sessions: SessionService,
  permissions: PermissionService,
): RpcContext {
  let session: Promise<ActiveSession | null> | undefined;
  let standing: Promise<StaffStanding> | undefined;
  const context: RpcContext = {
    group,
    meta,
    session: () => (session ??= sessions.resolve(meta.sessionKey)),
    standing: () =>
      (standing ??= context
        .session()
        .then((active) =>
          active?.user ? permissions.standingOf(active.user.id) : { userId: '', isAdmin: false, memberships: [] },
        )),
    outcome: {},
  };
  return context;
}

export const rpcContextKey = createContextKey<RpcContext | undefined>(undefined, { description: 'rpc context' });

export function rpcContext(ctx: HandlerContext): RpcContext {
  const value = ctx.values.get(rpcContextKey);
  if (!value) throw new Error('rpc context missing: the service was not mounted through routes.ts');
  return value;
}

/** The caller's session and user, or an 'unauthenticated' error that starts the client's login flow. */
export async function requireUser(ctx: HandlerContext): Promise<{ session: SessionRecord; user: UserRecord }> {
  const active = await rpcContext(ctx).session();
  if (!active?.user) throw new ConnectError(SERVER_MESSAGE.unauthenticated, Code.Unauthenticated);
  return { session: active.session, user: active.user };
}
