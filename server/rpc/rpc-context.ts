import { Code, ConnectError, createContextKey, type HandlerContext } from '@connectrpc/connect';
import { SERVER_MESSAGE } from '../../src/utils/server-messages';
import type { UserRecord } from '../domain/identity/user.repository';
import type { SessionRecord } from '../domain/identity/session.repository';
import type { ActiveSession } from '../domain/identity/session.service';
import type { RequestMeta } from '../http/request-meta';

/** What a handler knows about the call besides its message. */
export interface RpcContext {
  group: string;
  meta: RequestMeta;
  /** The caller's live session, looked up once per call and only when asked. */
  session(): Promise<ActiveSession | null>;
  /** Filled by the error interceptor for the request log. */
  outcome: { code?: string };
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
