import { getOption, hasOption, type DescMethod, type DescService } from '@bufbuild/protobuf';
import { Code, ConnectError, type Interceptor } from '@connectrpc/connect';
import { Access, access as accessOption } from '@gen/common/v1/options_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { domainError } from '../domain/errors';
import { isStaff, type PermissionService } from '../domain/identity/permission.service';
import type { ApiGroup } from '../routes';
import { rpcContextKey } from './rpc-context';

/** The rule of each group when a method declares none; undefined: every method must declare its own. */
const GROUP_DEFAULT: Record<ApiGroup, Access | undefined> = {
  public: Access.ANYONE,
  private: Access.USER,
  // Spec section 6: operator-user calls are a diner's (a phone-logged user).
  'operator-user': Access.DINER,
  'operator-unknown': Access.USER,
  'operator-store': Access.STORE_STAFF,
  booking: undefined,
  feast: undefined,
  push: undefined,
  im: undefined,
};

/** The access rule of a method: its own option, else its group's. */
export function accessOf(method: DescMethod, group: ApiGroup): Access {
  const declared = hasOption(method, accessOption) ? getOption(method, accessOption) : Access.UNSPECIFIED;
  const effective = declared !== Access.UNSPECIFIED ? declared : GROUP_DEFAULT[group];
  if (effective === undefined) {
    throw new Error(
      `${method.parent.typeName}/${method.name} is in group ${group} and must declare (common.v1.access)`,
    );
  }
  return effective;
}

/** The top-level request field a scoped rule reads: store_id for store staff, merchant_id for merchant staff. */
const SCOPE_FIELD: Partial<Record<Access, string>> = {
  [Access.STORE_STAFF]: 'store_id',
  [Access.MERCHANT_STAFF]: 'merchant_id',
};

/**
 * Checked when the server starts: every method has a rule, and a method for
 * store (merchant) staff has the top-level store_id (merchant_id) the check
 * reads. A mistake here is a programming error, so it stops the server
 * rather than surfacing per call.
 */
export function assertAccessRules(service: DescService, group: ApiGroup): void {
  for (const method of service.methods) {
    const rule = accessOf(method, group);
    const scope = SCOPE_FIELD[rule];
    if (!scope) continue;
    const field = method.input.fields.find((f) => f.name === scope);
    if (!field || field.fieldKind !== 'scalar') {
      throw new Error(
        `${service.typeName}/${method.name} is for ${Access[rule]} but its request has no ${scope} field`,
      );
    }
  }
}

function idOf(message: unknown, field: 'storeId' | 'merchantId'): string {
  const value = (message as Record<string, unknown>)[field];
  return value === undefined || value === null ? '' : String(value);
}

/**
 * One place that decides who may call what (spec section 6), from the session
 * alone: the client's operator mode is only a view.
 */
export function accessInterceptor(permissions: PermissionService): Interceptor {
  return (next) => async (req) => {
    const context = req.contextValues.get(rpcContextKey);
    if (!context) throw new ConnectError(SERVER_MESSAGE.internal, Code.Internal);
    const rule = accessOf(req.method, context.group as ApiGroup);
    if (rule === Access.ANYONE) return next(req);

    const active = await context.session();
    if (!active?.user) throw new ConnectError(SERVER_MESSAGE.unauthenticated, Code.Unauthenticated);
    switch (rule) {
      case Access.USER:
        break;
      case Access.DINER:
        if (!active.user.phone) throw new ConnectError(SERVER_MESSAGE.pleaseLogInFirst, Code.Unauthenticated);
        break;
      case Access.STORE_STAFF: {
        const storeId = idOf(req.message, 'storeId');
        if (!storeId || storeId === '0') throw domainError('invalid', 'storeIdRequired');
        await permissions.requireStore(await context.standing(), storeId);
        break;
      }
      case Access.MERCHANT_STAFF: {
        const merchantId = idOf(req.message, 'merchantId');
        if (!merchantId || merchantId === '0') throw domainError('invalid', 'merchantIdRequired');
        await permissions.requireMerchant(await context.standing(), merchantId);
        break;
      }
      case Access.STAFF:
        if (!isStaff(await context.standing())) throw domainError('permission', 'noStorePermission');
        break;
      case Access.ADMIN:
        if (!(await context.standing()).isAdmin) throw domainError('permission', 'administratorsOnly');
        break;
      default:
        throw new ConnectError(SERVER_MESSAGE.internal, Code.Internal);
    }
    return next(req);
  };
}
