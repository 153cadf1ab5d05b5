import { makeAutoObservable } from 'mobx';
import type { KeyValueStorage } from '@/platform';

export const OPERATOR_TYPES = ['USER', 'STORE', 'MERCHANT', 'ADMIN', 'SYSTEM'] as const;
export type OperatorType = (typeof OPERATOR_TYPES)[number];

/** Which shell the client shows: diner tabs or staff (merchant) tabs. */
export type OperatorMode = 'diner' | 'merchant';

export const OPERATOR_TYPE_KEY = 'operator.type';

function isOperatorType(value: unknown): value is OperatorType {
  return typeof value === 'string' && (OPERATOR_TYPES as readonly string[]).includes(value);
}

/**
 * Who the client is acting as. Only a view: the server decides every permission from
 * the session, so a wrong value here shows the wrong tabs and nothing more.
 */
export class OperatorStore {
  type: OperatorType = 'USER';

  constructor(private readonly storage: KeyValueStorage) {
    const stored = storage.get(OPERATOR_TYPE_KEY);
    if (isOperatorType(stored)) this.type = stored;
    makeAutoObservable<this, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  /** Every staff type (store, merchant, admin, system) works from the merchant tabs. */
  get mode(): OperatorMode {
    return this.type === 'USER' ? 'diner' : 'merchant';
  }

  setType(type: OperatorType): void {
    this.type = type;
    this.storage.set(OPERATOR_TYPE_KEY, type);
  }
}
