import { OPERATOR_TYPE_KEY, OPERATOR_TYPES, type OperatorType } from '@/stores';
import { storage as browserStorage } from '@/platform';
import { createMemoryStorage } from '@/platform/memory-storage';
import { createTestStore } from '../support/test-store';

describe('operator store', () => {
  it('starts as a diner when nothing is stored', () => {
    const store = createTestStore();
    expect(store.operator.type).toBe('USER');
    expect(store.operator.mode).toBe('diner');
  });

  it.each<[OperatorType, 'diner' | 'merchant']>([
    ['USER', 'diner'],
    ['STORE', 'merchant'],
    ['MERCHANT', 'merchant'],
    ['ADMIN', 'merchant'],
    ['SYSTEM', 'merchant'],
  ])('maps %s to the %s tabs', (type, mode) => {
    const store = createTestStore();
    store.operator.setType(type);
    expect(store.operator.mode).toBe(mode);
  });

  it('persists the operator type through storage', () => {
    const storage = createMemoryStorage();
    createTestStore({ storage }).operator.setType('MERCHANT');
    expect(storage.get(OPERATOR_TYPE_KEY)).toBe('MERCHANT');
    expect(createTestStore({ storage }).operator.type).toBe('MERCHANT');
  });

  it('ignores a stored value that is not an operator type', () => {
    const storage = createMemoryStorage();
    storage.set(OPERATOR_TYPE_KEY, 'OWNER');
    expect(createTestStore({ storage }).operator.type).toBe('USER');
  });

  it('persists through the platform storage across a reload', () => {
    window.localStorage.clear();
    createTestStore({ storage: browserStorage }).operator.setType('STORE');
    expect(window.localStorage.getItem(OPERATOR_TYPE_KEY)).toBe('STORE');
    expect(createTestStore({ storage: browserStorage }).operator.type).toBe('STORE');
    window.localStorage.clear();
  });

  it('knows every operator type of the spec', () => {
    expect(OPERATOR_TYPES).toEqual(['USER', 'STORE', 'MERCHANT', 'ADMIN', 'SYSTEM']);
  });
});
