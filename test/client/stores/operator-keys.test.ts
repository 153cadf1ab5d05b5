import { createMemoryStorage } from '@/platform/memory-storage';
import { merchantIdKey, storeIdKey } from '@/stores/operator.store';
import { answer, fakeNetwork } from '../support/fake-network';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { createTestStore } from '../support/test-store';

describe('operator keys and remembered ids (spec section 6)', () => {
  it.each([
    ['USER', 'USER:42'],
    ['STORE', 'STORE:7'],
    ['MERCHANT', 'MERCHANT:3'],
    ['ADMIN', 'ADMIN'],
    ['SYSTEM', 'SYSTEM'],
  ] as const)('%s is %s', async (type, key) => {
    const network = fakeNetwork([
      answer(SessionService.method.currentSessionInfo, { sessionKey: 'k', user: { model: { id: '42' } } }),
    ]);
    const store = createTestStore({ request: network.request });
    await store.session.loadCurrentSession();
    store.operator.setStoreId('7');
    store.operator.setMerchantId('3');
    store.operator.setType(type);
    expect(store.operator.key).toBe(key);
  });

  it('has no key while the subject is unknown', () => {
    const store = createTestStore();
    expect(store.operator.key).toBe('');
    store.operator.setType('STORE');
    expect(store.operator.key).toBe('');
  });

  it('a fake operator stands in for the real one', () => {
    const store = createTestStore();
    store.operator.setType('ADMIN');
    store.operator.setFakeOperator('STORE:9');
    expect(store.operator.key).toBe('STORE:9');
    store.operator.setFakeOperator(null);
    expect(store.operator.key).toBe('ADMIN');
  });

  it('remembers store and merchant per app id, and the admin store once', () => {
    const storage = createMemoryStorage();
    const inApp = (appId: string) => createTestStore({ storage, platform: { platformId: () => appId } });
    const a = inApp('wx-a');
    a.operator.setStoreId('1');
    a.operator.setMerchantId('10');
    a.operator.setAdminStoreId('5');
    const b = inApp('wx-b');
    expect([b.operator.storeId, b.operator.merchantId, b.operator.adminStoreId]).toEqual(['', '', '5']);
    b.operator.setStoreId('2');
    expect(storage.get(storeIdKey('wx-a'))).toBe('1');
    expect(storage.get(storeIdKey('wx-b'))).toBe('2');
    expect(storage.get(merchantIdKey('wx-a'))).toBe('10');
    const aAgain = inApp('wx-a');
    expect([aAgain.operator.storeId, aAgain.operator.merchantId]).toEqual(['1', '10']);
    aAgain.operator.clearStoreId();
    expect(storage.get(storeIdKey('wx-a'))).toBeNull();
  });

  it('keeps operator infos as a list and a map, newer ones replacing older', () => {
    const { operator } = createTestStore();
    operator.mergeOperatorInfo([
      { key: 'STORE:1', name: 'Jade Shanghai' },
      { key: 'USER:2', name: 'Ann' },
    ]);
    operator.mergeOperatorInfo([{ key: 'STORE:1', name: 'Jade Garden Shanghai' }]);
    expect(operator.operatorInfoList.map((i) => i.name)).toEqual(['Jade Garden Shanghai', 'Ann']);
    expect(operator.operatorInfoMap.get('USER:2')?.name).toBe('Ann');
  });
});
