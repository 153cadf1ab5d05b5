import type { KeyValueStorage } from '@/platform'
import { OperatorStore } from './operator.store'

export interface RootStoreDeps {
  storage: KeyValueStorage
}

/**
 * The one MobX root. It holds the operator now; client config and session join it
 * later, each as its own store that receives what it needs from here.
 */
export class RootStore {
  readonly operator: OperatorStore

  constructor(deps: RootStoreDeps) {
    this.operator = new OperatorStore(deps.storage)
  }
}
