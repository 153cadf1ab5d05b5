import { merchantInForce as merchantOf } from '@/common/launch-queries';
import type { RuntimeConfig } from '../runtime-config';

/**
 * Whose stores a diner's app shows, by the rule the server also applies when it puts
 * home's first stores into index.html (src/common/first-page-data.ts).
 */
export function merchantInForce(linkMerchantId: string, runtime: RuntimeConfig): string {
  return merchantOf(linkMerchantId, runtime.merchantId, runtime.flags.merchantApp);
}
