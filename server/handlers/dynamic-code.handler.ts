import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ServiceImpl } from '@connectrpc/connect';
import type { DynamicCodeService } from '@gen/booking/v1/dynamic_code_service_pb';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';
import { staffActor } from './booking-actor';
import { kindName, kindValue } from './ticketing-mappers';

export function dynamicCodeHandler(services: Services): ServiceImpl<typeof DynamicCodeService> {
  const codes = services.dynamicCodes;
  return {
    async getDynamicCode(r, ctx) {
      const { user } = await requireUser(ctx);
      const issued = await codes.issue(user.id, kindName(r.kind)!, r.subjectId);
      return {
        code: issued.code,
        shortCode: issued.shortCode,
        expireTime: timestampFromDate(issued.expireTime),
        serverTime: timestampFromDate(issued.now),
      };
    },
    async validateDynamicCode(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const done = await codes.validate(r.storeId, r.code, kindName(r.expectedKind), actor, r.confirmOutsideWindow);
      return { kind: kindValue(done.kind), subjectId: done.subjectId };
    },
  };
}
