import { OPERATOR_TYPE_KEY, OPERATOR_TYPES, RootStore, type OperatorType } from '@/stores'
import { storage as browserStorage } from '@/platform'
import { createMemoryStorage } from '@/platform/memory-storage'

describe('operator store', () => {
  it('starts as a diner when nothing is stored', () => {
    const store = new RootStore({ storage: createMemoryStorage() })
    expect(store.operator.type).toBe('USER')
    expect(store.operator.mode).toBe('diner')
  })

  it.each<[OperatorType, 'diner' | 'merchant']>([
    ['USER', 'diner'],
    ['STORE', 'merchant'],
    ['MERCHANT', 'merchant'],
    ['ADMIN', 'merchant'],
    ['SYSTEM', 'merchant'],
  ])('maps %s to the %s tabs', (type, mode) => {
    const store = new RootStore({ storage: createMemoryStorage() })
    store.operator.setType(type)
    expect(store.operator.mode).toBe(mode)
  })

  it('persists the operator type through storage', () => {
    const storage = createMemoryStorage()
    new RootStore({ storage }).operator.setType('MERCHANT')
    expect(storage.get(OPERATOR_TYPE_KEY)).toBe('MERCHANT')
    expect(new RootStore({ storage }).operator.type).toBe('MERCHANT')
  })

  it('ignores a stored value that is not an operator type', () => {
    const storage = createMemoryStorage()
    storage.set(OPERATOR_TYPE_KEY, 'OWNER')
    expect(new RootStore({ storage }).operator.type).toBe('USER')
  })

  it('persists through the platform storage across a reload', () => {
    window.localStorage.clear()
    new RootStore({ storage: browserStorage }).operator.setType('STORE')
    expect(window.localStorage.getItem(OPERATOR_TYPE_KEY)).toBe('STORE')
    expect(new RootStore({ storage: browserStorage }).operator.type).toBe('STORE')
    window.localStorage.clear()
  })

  it('knows every operator type of the spec', () => {
    expect(OPERATOR_TYPES).toEqual(['USER', 'STORE', 'MERCHANT', 'ADMIN', 'SYSTEM'])
  })
})
