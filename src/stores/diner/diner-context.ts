import type { Platform } from '@/platform';
import type { Api } from '../../services/api';
import type { SessionStore } from '../session.store';
import type { RuntimeConfig } from '../runtime-config';
import type { StoreCatalog } from './store-catalog.store';

/** What the diner's view models share: the API, the session, the host, the store catalog and the app's config. */
export interface DinerContext {
  api: Api;
  session: SessionStore;
  platform: Platform;
  catalog: StoreCatalog;
  runtime(): RuntimeConfig;
  /** The merchant this app is for: the link's merchantId, else the client config's; '' for the directory. */
  merchantId(): string;
  /** Shows a failed call the way the error catalogue would (for calls made silent to handle one answer). */
  reportError(error: unknown): void;
  now(): number;
}
