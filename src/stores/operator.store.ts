import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from '@/platform';

export const OPERATOR_TYPES = ['USER', 'STORE', 'MERCHANT', 'ADMIN', 'SYSTEM'] as const;
export type OperatorType = (typeof OPERATOR_TYPES)[number];

/** Which shell the client shows: diner tabs or staff (merchant) tabs. */
export type OperatorMode = 'diner' | 'merchant';

export const OPERATOR_TYPE_KEY = 'operator.type';
export const ADMIN_STORE_ID_KEY = 'operator.adminStoreId';
/** The store and merchant chosen are remembered per app id: two mini-programs on one device keep their own. */
export const storeIdKey = (appId: string) => `operator.storeId.${appId}`;
export const merchantIdKey = (appId: string) => `operator.merchantId.${appId}`;

/** A name and picture for an operator key, as the server's operator info call fills them in. */
export interface OperatorInfo {
  key: string;
  name: string;
  avatarUrl?: string;
}

function isOperatorType(value: unknown): value is OperatorType {
  return typeof value === 'string' && (OPERATOR_TYPES as readonly string[]).includes(value);
}

/**
 * Who the client is acting as. Only a view: the server decides every permission from
 * the session, so a wrong value here shows the wrong tabs and nothing more.
 */
export class OperatorStore {
  type: OperatorType = 'USER';
  storeId: string;
  merchantId: string;
  adminStoreId: string;
  /** An operator key an administrator acts as, kept for this run only. */
  fakeOperatorKey = '';
  operatorInfoList: OperatorInfo[] = [];

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly appId: string,
    private readonly userId: () => string,
  ) {
    const stored = storage.get(OPERATOR_TYPE_KEY);
    if (isOperatorType(stored)) this.type = stored;
    this.storeId = storage.get(storeIdKey(appId)) ?? '';
    this.merchantId = storage.get(merchantIdKey(appId)) ?? '';
    this.adminStoreId = storage.get(ADMIN_STORE_ID_KEY) ?? '';
    makeAutoObservable<this, 'storage' | 'appId' | 'userId'>(
      this,
      { storage: false, appId: false, userId: false },
      { autoBind: true },
    );
  }

  /** Every staff type (store, merchant, admin, system) works from the merchant tabs. */
  get mode(): OperatorMode {
    return this.type === 'USER' ? 'diner' : 'merchant';
  }

  /** The operator key of spec section 6: USER:{id}, STORE:{id}, MERCHANT:{id}, ADMIN; '' while unknown. */
  get key(): string {
    if (this.fakeOperatorKey) return this.fakeOperatorKey;
    switch (this.type) {
      case 'USER':
        return this.userId() ? `USER:${this.userId()}` : '';
      case 'STORE':
        return this.storeId ? `STORE:${this.storeId}` : '';
      case 'MERCHANT':
        return this.merchantId ? `MERCHANT:${this.merchantId}` : '';
      default:
        return this.type;
    }
  }

  get operatorInfoMap(): ReadonlyMap<string, OperatorInfo> {
    return new Map(this.operatorInfoList.map((info) => [info.key, info]));
  }

  setType(type: OperatorType): void {
    this.type = type;
    this.storage.set(OPERATOR_TYPE_KEY, type);
  }

  setStoreId(id: string): void {
    this.storeId = id;
    if (id) this.storage.set(storeIdKey(this.appId), id);
    else this.storage.remove(storeIdKey(this.appId));
  }

  clearStoreId(): void {
    this.setStoreId('');
  }

  setMerchantId(id: string): void {
    this.merchantId = id;
    if (id) this.storage.set(merchantIdKey(this.appId), id);
    else this.storage.remove(merchantIdKey(this.appId));
  }

  setAdminStoreId(id: string): void {
    this.adminStoreId = id;
    if (id) this.storage.set(ADMIN_STORE_ID_KEY, id);
    else this.storage.remove(ADMIN_STORE_ID_KEY);
  }

  setFakeOperator(key: string | null): void {
    this.fakeOperatorKey = key ?? '';
  }

  /** Adds or refreshes operator infos; later ones replace earlier ones of the same key. */
  mergeOperatorInfo(list: OperatorInfo[]): void {
    const byKey = new Map(this.operatorInfoList.map((info) => [info.key, info]));
    for (const info of list) byKey.set(info.key, info);
    this.operatorInfoList = Array.from(byKey.values());
  }

  /** The error screen's reset: a diner again, nothing cached of who else one was. */
  resetToDiner(): void {
    this.setType('USER');
    this.fakeOperatorKey = '';
    this.operatorInfoList = [];
  }
}
