import type { RuntimeConfig } from '../runtime-config';

const isMerchant = (id: string | undefined): id is string => Boolean(id) && id !== '0';

/**
 * Whose stores a diner's app shows. A merchant's own app (the client config's
 * merchant-app flag with its merchant) is always that merchant's: a link naming
 * another merchant does not turn it into theirs. Otherwise a link's merchant
 * (/mch/{key}, ?merchantId=) wins over the config's; neither is the directory
 * (int64 0 is "no merchant", as the directory's config carries it).
 */
export function merchantInForce(linkMerchantId: string, runtime: RuntimeConfig): string {
  if (runtime.flags.merchantApp && isMerchant(runtime.merchantId)) return runtime.merchantId;
  return [linkMerchantId, runtime.merchantId].find(isMerchant) ?? '';
}
