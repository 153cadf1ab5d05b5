import { createContext, useContext } from 'react'
import { storage } from '@/platform'
import { RootStore } from './root.store'

/** The app's store, persisted through the host's storage. */
export const rootStore = new RootStore({ storage })

/** Defaults to the app's store; tests provide their own. */
export const RootStoreContext = createContext<RootStore>(rootStore)

export function useRootStore(): RootStore {
  return useContext(RootStoreContext)
}
