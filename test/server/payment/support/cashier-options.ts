import { DinerPaymentConfigService } from '@gen/payment/v1/diner_payment_config_service_pb';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import type { TestServer } from '../../../helpers/test-server';

/** The channels the diner's payment page lists for a debug subject, as "CHANNEL/METHOD". */
export async function cashierOptions(
  server: TestServer,
  diner: { sessionKey: string },
  subjectId: string,
  clientPlatform: string,
): Promise<string[]> {
  const config = await server
    .client(DinerPaymentConfigService, { sessionKey: diner.sessionKey, clientPlatform })
    .getPaymentConfig({ purpose: PaymentPurpose.DEBUG, subjectId });
  return config.optionList.map((o) => `${PaymentChannel[o.channel]}/${PaymentMethod[o.method]}`);
}
