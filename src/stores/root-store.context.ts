import { createContext, useContext } from 'react';
import { platform } from '@/platform';
import { defaultPlatformClientConfigId } from '../services/api-base';
import { createAppStore } from './create-app-store';
import type { RootStore } from './root.store';

/** The app's store, persisted through the host's storage, talking to the real server. */
export const rootStore = createAppStore({ platform, platformClientConfigId: defaultPlatformClientConfigId() });

/** Defaults to the app's store; tests provide their own. */
export const RootStoreContext = createContext<RootStore>(rootStore);

export function useRootStore(): RootStore {
  return useContext(RootStoreContext);
}
