import { randomBytes } from 'node:crypto';
import { domainError } from '../errors';
import { isAllowedRedirect } from '../identity/redirect-policy';
import type { ShortLinkRecord, ShortLinkRepository } from './short-link.repository';

const KEY = /^[a-z0-9][a-z0-9-]{1,31}$/;
const KEY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const SHORT_LINK_PAGE_MAX = 100;

/** A key nobody misreads from a poster: 7 letters and digits without 0/o, 1/l/i. */
function pickKey(): string {
  return [...randomBytes(7)].map((b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

/** Resolves /mch/{key} links to their merchant, and the administrators' /s/{key} links to their page. */
export class ShortLinkService {
  constructor(
    private readonly links: ShortLinkRepository,
    /** Origins besides the server's own a link may lead to (the identity config's redirect origins). */
    private readonly allowedOrigins: string[] = [],
  ) {}

  async resolve(key: string): Promise<string> {
    // Keys are typed into addresses by hand now and then: surrounding blanks are not part of them.
    const merchantId = await this.links.findMerchantIdByKey(key.trim());
    if (!merchantId) throw domainError('not_found', 'shortLinkNotFound');
    return merchantId;
  }

  async resolveLink(key: string): Promise<string> {
    const target = await this.links.findTarget(key.trim().toLowerCase());
    if (!target) throw domainError('not_found', 'shortLinkNotFound');
    return target;
  }

  /**
   * A link to a page of the app or of the platform's own origins; any other
   * host is refused, so a platform QR code never sends a diner to a stranger.
   */
  async create(createBy: string, targetInput: string, keyInput: string, ownOrigin: string): Promise<ShortLinkRecord> {
    const target = this.allowedTarget(targetInput, ownOrigin);
    const wanted = keyInput.trim().toLowerCase();
    if (wanted && !KEY.test(wanted)) throw domainError('invalid', 'merchantShortKeyInvalid');
    // A picked key that happens to be taken is picked again; a chosen one is refused.
    for (let attempt = 0; attempt < 5; attempt++) {
      const made = await this.links.insert({ key: wanted || pickKey(), target, createBy });
      if (made) return made;
      if (wanted) break;
    }
    throw domainError('conflict', 'merchantShortKeyExists');
  }

  /** The same key, a new target under the same rule as a new link's. */
  async update(keyInput: string, targetInput: string, ownOrigin: string): Promise<ShortLinkRecord> {
    const target = this.allowedTarget(targetInput, ownOrigin);
    const updated = await this.links.updateTarget(keyInput.trim().toLowerCase(), target);
    if (!updated) throw domainError('not_found', 'shortLinkNotFound');
    return updated;
  }

  async delete(keyInput: string): Promise<void> {
    if (!(await this.links.delete(keyInput.trim().toLowerCase()))) throw domainError('not_found', 'shortLinkNotFound');
  }

  private allowedTarget(input: string, ownOrigin: string): string {
    const target = input.trim();
    if (!isAllowedRedirect(target, ownOrigin, this.allowedOrigins)) {
      throw domainError('invalid', 'shortLinkForeignHost');
    }
    return target;
  }

  async list(limit: number, offset: number) {
    const page = limit > 0 ? Math.min(limit, SHORT_LINK_PAGE_MAX) : SHORT_LINK_PAGE_MAX;
    return this.links.page(page, Math.max(0, offset));
  }
}
