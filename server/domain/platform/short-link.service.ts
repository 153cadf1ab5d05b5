import { domainError } from '../errors';
import type { ShortLinkRepository } from './short-link.repository';

/** Resolves /mch/{key} links to the merchant whose short key it is. */
export class ShortLinkService {
  constructor(private readonly links: ShortLinkRepository) {}

  async resolve(key: string): Promise<string> {
    // Keys are typed into addresses by hand now and then: surrounding blanks are not part of them.
    const merchantId = await this.links.findMerchantIdByKey(key.trim());
    if (!merchantId) throw domainError('not_found', 'shortLinkNotFound');
    return merchantId;
  }
}
