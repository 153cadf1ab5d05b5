import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { Code, ConnectError, type ServiceImpl } from '@connectrpc/connect';
import {
  PaymentChallenge_Status,
  PaymentChallengeSchema,
  type PaymentChallengeService,
} from '@gen/payment/v1/payment_challenge_service_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';
import { enumValueOf, toPaymentOption } from './payment.mappers';

export function paymentChallengeHandler(services: Services): ServiceImpl<typeof PaymentChallengeService> {
  return {
    async challengePayment(_request, ctx) {
      const context = rpcContext(ctx);
      const active = await context.session();
      // The access rule already asked for a logged-in session; this narrows the type.
      if (!active) throw new ConnectError(SERVER_MESSAGE.unauthenticated, Code.Unauthenticated);
      const { challenge, options } = await services.payments.challenges.challengeFor(
        { id: active.session.id, userId: active.user?.id ?? null },
        context.meta.clientPlatform,
      );
      return {
        challenge: create(PaymentChallengeSchema, {
          id: challenge.id,
          status: enumValueOf(PaymentChallenge_Status, challenge.status),
          amount: challenge.amount,
          currency: challenge.currency,
          expireTime: timestampFromDate(challenge.expireTime),
          passTime: challenge.passTime ? timestampFromDate(challenge.passTime) : undefined,
        }),
        optionList: options.map(toPaymentOption),
      };
    },
  };
}
