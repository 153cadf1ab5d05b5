import { createContext, useContext } from 'react';
import { storage } from '@/platform';
import { api } from '../services';
import { defaultPlatformClientConfigId } from '../services/api-base';
import { RootStore } from './root.store';

/** The app's store, persisted through the host's storage, talking to the real server. */
export const rootStore = new RootStore({ storage, api, platformClientConfigId: defaultPlatformClientConfigId() });

/** Defaults to the app's store; tests provide their own. */
export const RootStoreContext = createContext<RootStore>(rootStore);

export function useRootStore(): RootStore {
  return useContext(RootStoreContext);
}
