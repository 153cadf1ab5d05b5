import type { ServiceImpl } from '@connectrpc/connect';
import type { StorePaymentConfigService } from '@gen/payment/v1/store_payment_config_service_pb';
import { PaymentChannel, PaymentMethod } from '@gen/payment/v1/payment_pb';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';
import { enumValueOf } from './payment.mappers';

export function storePaymentConfigHandler(services: Services): ServiceImpl<typeof StorePaymentConfigService> {
  return {
    async getStorePaymentConfig(request, ctx) {
      // Checked already by the access rule; asked again for the store's merchant.
      const store = await services.permissions.requireStore(await rpcContext(ctx).standing(), request.storeId);
      const configs = await services.payments.configs.channelConfigsOf(store.merchantId);
      return {
        channelConfigList: configs.map((c) => ({
          channel: enumValueOf(PaymentChannel, c.channel),
          methodList: c.methods.map((m) => enumValueOf(PaymentMethod, m)),
          currency: c.currency,
          enabled: c.enabled,
          credentialsSet: c.credentialsSet,
          accountId: c.accountId,
        })),
      };
    },
  };
}
