import type { Kysely } from 'kysely';
import { isBusinessDate } from '@common/business-date';
import type { Database } from '../../db/schema';
import type { GroupBuyPlatform } from '../../providers/groupbuy/group-buy-platform';
import type { LocalGroupBuyPlatform, LocalTestOrder } from '../../providers/groupbuy/local.platform';
import { domainError } from '../errors';
import { platformFailure } from './platform-tokens';
import { ThirdPartyBindingRepository, type BindingRecord } from './third-party-binding.repository';
import { schedulePull } from './third-party-jobs';
import { ThirdPartyOrderRepository, type ThirdPartyOrderRecord } from './third-party-order.repository';

/**
 * A store binds its platform account (the manager authorizes us on the
 * platform, which hands back a code we exchange for tokens) and unbinds it.
 * Binding starts the periodic pull; unbinding forgets the tokens and the
 * pull stops at its next run. Orders already received stay.
 */
export class ThirdPartyBindingService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly platform: GroupBuyPlatform,
    private readonly now: () => Date,
  ) {}

  get local(): boolean {
    return this.platform.local;
  }

  /** False when no platform is configured: group-buying is off, and the staff screen says so. */
  get enabled(): boolean {
    return this.platform.platform !== '';
  }

  get(storeId: string): Promise<BindingRecord | undefined> {
    return new ThirdPartyBindingRepository(this.db).get(storeId, this.platform.platform);
  }

  start(storeId: string, returnUrl: string): { authorizeUrl: string; localCode: string } {
    if (!this.enabled) throw domainError('precondition', 'groupBuyingOff');
    if (this.platform.localCode) return { authorizeUrl: '', localCode: this.platform.localCode(storeId) };
    if (!/^https?:\/\//.test(returnUrl)) throw domainError('invalid', 'thirdPartyReturnUrlInvalid');
    return { authorizeUrl: this.platform.authorizeUrl(storeId, returnUrl), localCode: '' };
  }

  async bind(storeId: string, code: string): Promise<BindingRecord> {
    if (!this.enabled) throw domainError('precondition', 'groupBuyingOff');
    if (!code.trim()) throw domainError('invalid', 'thirdPartyAuthorizationFailed');
    let tokens;
    try {
      tokens = await this.platform.exchangeCode(code.trim());
    } catch (error) {
      const failure = platformFailure(error);
      throw failure === error ? error : domainError('precondition', 'thirdPartyAuthorizationFailed');
    }
    return this.db.transaction().execute(async (trx) => {
      const bindings = new ThirdPartyBindingRepository(trx);
      const holder = await bindings.findByShop(this.platform.platform, tokens.shopId);
      if (holder && holder.store_id !== storeId) throw domainError('conflict', 'thirdPartyShopBoundElsewhere');
      const bound = await bindings.bind(storeId, this.platform.platform, tokens, this.now());
      // Only a platform that offers reservation orders has any to pull.
      if (this.platform.orders) await schedulePull(trx, storeId, this.now());
      return bound;
    });
  }

  async unbind(storeId: string): Promise<BindingRecord> {
    const unbound = await new ThirdPartyBindingRepository(this.db).unbind(storeId, this.platform.platform, this.now());
    if (!unbound) throw domainError('precondition', 'thirdPartyNotBound');
    return unbound;
  }

  /** The local platform makes an order for the store's shop and pushes it (development only). */
  async sendTestOrder(storeId: string, fields: LocalTestOrder): Promise<ThirdPartyOrderRecord | undefined> {
    if (!this.platform.local) throw domainError('precondition', 'thirdPartyLocalOnly');
    if (!fields.reservationDate) throw domainError('invalid', 'pleaseSelectDate');
    if (!isBusinessDate(fields.reservationDate)) throw domainError('invalid', 'invalidDate');
    if (fields.adultCount < 1 || fields.adultCount > 99) throw domainError('invalid', 'pleaseEnterPeople');
    if (fields.startSecond < 0 || fields.startSecond >= 86_400) throw domainError('invalid', 'pleaseSelectShiftOrTime');
    if (!/^\d{1,10}$/.test(fields.paidAmount)) throw domainError('invalid', 'invalidAmount');
    const binding = await this.get(storeId);
    if (!binding?.bound) throw domainError('precondition', 'thirdPartyNotBound');
    const sent = await (this.platform as LocalGroupBuyPlatform).sendTestOrder(binding.platform_shop_id, fields);
    return new ThirdPartyOrderRepository(this.db).findByPlatformId(this.platform.platform, sent.platformOrderId);
  }
}
