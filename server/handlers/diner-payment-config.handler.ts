import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ServiceImpl } from '@connectrpc/connect';
import type { DinerPaymentConfigService } from '@gen/payment/v1/diner_payment_config_service_pb';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';
import { purposeName, toPaymentOption } from './payment.mappers';

export function dinerPaymentConfigHandler(services: Services): ServiceImpl<typeof DinerPaymentConfigService> {
  return {
    async getPaymentConfig(request, ctx) {
      const context = rpcContext(ctx);
      const active = await context.session();
      const subject = await services.payments.payments.payableSubject(
        purposeName(request.purpose),
        request.subjectId,
        { kind: 'online', userId: active?.user?.id ?? null, sessionId: active?.session.id ?? null },
        context.meta.clientPlatform,
      );
      return {
        amount: subject.amount,
        currency: subject.currency,
        description: subject.description,
        expireTime: subject.expireTime ? timestampFromDate(subject.expireTime) : undefined,
        optionList: subject.options.map(toPaymentOption),
      };
    },
  };
}
