import { ConfigError } from '../../env-reader';
import type { PaymentConfigService } from './payment-config.service';

/**
 * In production a channel that is set up and enabled but cannot work (its
 * credentials' environment variable unset, a key missing, an API this server
 * has no adapter for) stops the server at start, naming what to set, rather
 * than failing the first diner who tries to pay.
 */
export async function refuseIncompletePaymentChannels(configs: PaymentConfigService): Promise<void> {
  const problems = await configs.credentialProblems();
  if (problems.length) throw new ConfigError(problems);
}
