import { Code, ConnectError, type Interceptor } from '@connectrpc/connect';
import { codeToString } from '@connectrpc/connect/protocol-connect';
import type { FastifyBaseLogger } from 'fastify';
import { SERVER_MESSAGE } from '@common/server-messages';
import { DynamicCodeKind, OutsideRedeemWindowSchema } from '@gen/booking/v1/dynamic_code_service_pb';
import { DomainError, type DomainErrorKind } from '../domain/errors';
import { findFieldRuleViolation } from './field-rules';
import { rpcContextKey } from './rpc-context';
import { isDatabaseUnavailable, unavailableError } from './unavailable';

const CODE_OF_KIND: Record<DomainErrorKind, Code> = {
  invalid: Code.InvalidArgument,
  unauthenticated: Code.Unauthenticated,
  permission: Code.PermissionDenied,
  not_found: Code.NotFound,
  conflict: Code.Aborted,
  precondition: Code.FailedPrecondition,
  rate_limited: Code.ResourceExhausted,
  unavailable: Code.Unavailable,
};

/**
 * The edge between domain and wire: domain errors become Connect errors with
 * the catalogue's message; a database out of reach is 'unavailable' with
 * Retry-After; anything unexpected is logged with its stack and answered as a
 * bare 'server error', never leaking internals.
 */
export function errorInterceptor(log: FastifyBaseLogger): Interceptor {
  return (next) => async (req) => {
    const context = req.contextValues.get(rpcContextKey);
    try {
      return await next(req);
    } catch (error) {
      let connectError: ConnectError;
      if (error instanceof DomainError) {
        const retryAfter = error.options.retryAfterSeconds;
        const metadata = retryAfter ? new Headers({ 'retry-after': String(retryAfter) }) : undefined;
        connectError = new ConnectError(error.message, CODE_OF_KIND[error.kind], metadata);
        const outside = error.options.outsideWindow;
        if (outside) {
          connectError.details.push({
            desc: OutsideRedeemWindowSchema,
            value: { ...outside, kind: DynamicCodeKind[outside.kind] },
          });
        }
      } else if (error instanceof ConnectError) {
        connectError = error;
      } else if (isDatabaseUnavailable(error)) {
        // Not a bug: the database restarts or fails over. The gate logs the
        // outage once; each call says "try again" instead of "server error".
        connectError = unavailableError();
      } else {
        log.error({ err: error, method: req.method.name, service: req.service.typeName }, 'rpc failed');
        connectError = new ConnectError(SERVER_MESSAGE.internal, Code.Internal);
      }
      if (context) context.outcome.code = codeToString(connectError.code);
      throw connectError;
    }
  };
}

/** Refuses a request that breaks its fields' declared rules before any handler runs. */
export const fieldRulesInterceptor: Interceptor = (next) => async (req) => {
  const violation = findFieldRuleViolation(req.method.input, req.message as unknown as Record<string, unknown>);
  if (violation) throw new ConnectError(violation, Code.InvalidArgument);
  return next(req);
};
