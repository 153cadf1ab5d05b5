import type { HandlerContext } from '@connectrpc/connect';
import type { Actor } from '../domain/booking/order-mutation';
import { requireUser, rpcContext } from '../rpc/rpc-context';

/**
 * Who acts for a store in a staff call (the access interceptor has already
 * checked the permission): store staff (STORE), merchant staff (MERCHANT) or
 * an administrator (ADMIN), as the order log records them.
 */
export async function staffActor(ctx: HandlerContext, storeId: string): Promise<Actor> {
  const standing = await rpcContext(ctx).standing();
  const own = standing.memberships.some((m) => m.storeId === storeId);
  return { type: own ? 'STORE' : standing.isAdmin ? 'ADMIN' : 'MERCHANT', userId: standing.userId };
}

/** The diner making a call, with their phone for bookings made for themselves. */
export async function dinerActor(ctx: HandlerContext) {
  const { user } = await requireUser(ctx);
  const actor: Actor = { type: 'USER', userId: user.id };
  return { actor, user, phone: { regionCode: user.phoneRegionCode, phone: user.phone } };
}
