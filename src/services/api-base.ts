import type { KeyValueStorage } from '@/platform';

// Where the API and the CDN live (spec section 7): a production and a development
// variant of each. Development is chosen when the page's host contains 'dev',
// 'localhost' or a private-network address, unless the locally kept toggle says
// otherwise. A base left empty at build time means the page's own origin (the H5 app
// served by our server calls the server that served it); mini-programs have no origin
// and must be built with TARO_APP_API_BASE.

export type ApiEnvironment = 'production' | 'development';

export const API_ENVIRONMENT_KEY = 'env.apiEnvironment';

const PRIVATE_IPV4 = /(^|[^\d])(10\.\d+|127\.\d+|192\.168|172\.(1[6-9]|2\d|3[01]))\.\d+\.\d+/;

export function isDevelopmentHost(host: string): boolean {
  const h = host.toLowerCase();
  return h.includes('dev') || h.includes('localhost') || PRIVATE_IPV4.test(h);
}

export function apiEnvironment(storage: KeyValueStorage, host: string): ApiEnvironment {
  const toggle = storage.get(API_ENVIRONMENT_KEY);
  if (toggle === 'production' || toggle === 'development') return toggle;
  return isDevelopmentHost(host) ? 'development' : 'production';
}

/** The local toggle; null forgets it and goes back to judging by the host. */
export function setApiEnvironment(storage: KeyValueStorage, environment: ApiEnvironment | null): void {
  if (environment) storage.set(API_ENVIRONMENT_KEY, environment);
  else storage.remove(API_ENVIRONMENT_KEY);
}

export interface BuildBases {
  apiBase?: string;
  devApiBase?: string;
  cdnBase?: string;
  devCdnBase?: string;
}

function trim(base: string | undefined): string {
  return (base ?? '').replace(/\/$/, '');
}

export function basesFor(environment: ApiEnvironment, build: BuildBases, origin: string) {
  const prodApi = trim(build.apiBase) || origin;
  const api = environment === 'development' ? trim(build.devApiBase) || prodApi : prodApi;
  const prodCdn = trim(build.cdnBase) || prodApi;
  const cdn = environment === 'development' ? trim(build.devCdnBase) || trim(build.cdnBase) || api : prodCdn;
  return { apiBase: api, cdnBase: cdn };
}

function buildBases(): BuildBases {
  return {
    apiBase: process.env.TARO_APP_API_BASE,
    devApiBase: process.env.TARO_APP_DEV_API_BASE,
    cdnBase: process.env.TARO_APP_CDN_BASE,
    devCdnBase: process.env.TARO_APP_DEV_CDN_BASE,
  };
}

function pageOrigin(): { origin: string; host: string } {
  if (typeof window !== 'undefined' && window.location?.origin) {
    return { origin: window.location.origin, host: window.location.host };
  }
  return { origin: '', host: '' };
}

/** The bases this client talks to now. */
export function currentBases(storage: KeyValueStorage): { apiBase: string; cdnBase: string } {
  const { origin, host } = pageOrigin();
  return basesFor(apiEnvironment(storage, host), buildBases(), origin);
}

/** The spec's test-environment watermark shows when the API base contains 'dev'. */
export function isTestEnvironment(apiBase: string): boolean {
  return apiBase.toLowerCase().includes('dev');
}

/** The platform client config this build starts with, unless the address names another. */
export function defaultPlatformClientConfigId(): string {
  return process.env.TARO_APP_CLIENT_CONFIG_ID || '1';
}
