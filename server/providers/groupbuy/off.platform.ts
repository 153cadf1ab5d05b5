import { GroupBuyPlatformError, type GroupBuyPlatform, type PlatformNotification } from './group-buy-platform';

const OFF = 'group-buying is off: GROUP_BUY_PROVIDER names no platform';

/**
 * No platform is configured: group-buying is off. Its name is empty, which
 * the binding answer carries to the staff screen (it then says the feature
 * is off); the domain refuses to bind, and anything that still reaches a
 * call here is refused, never quietly answered.
 */
export class GroupBuyOffPlatform implements GroupBuyPlatform {
  readonly platform = '';
  readonly local = false;

  authorizeUrl(): string {
    return '';
  }

  exchangeCode(): Promise<never> {
    return Promise.reject(new GroupBuyPlatformError('refused', OFF));
  }

  refresh(): Promise<never> {
    return Promise.reject(new GroupBuyPlatformError('refused', OFF));
  }

  prepareVoucher(): Promise<never> {
    return Promise.reject(new GroupBuyPlatformError('refused', OFF));
  }

  consumeVoucher(): Promise<never> {
    return Promise.reject(new GroupBuyPlatformError('refused', OFF));
  }

  reverseVoucher(): Promise<never> {
    return Promise.reject(new GroupBuyPlatformError('refused', OFF));
  }

  queryVoucher(): Promise<never> {
    return Promise.reject(new GroupBuyPlatformError('refused', OFF));
  }

  verifyNotification(): PlatformNotification {
    throw new GroupBuyPlatformError('bad_signature', OFF);
  }
}
