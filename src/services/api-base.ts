/**
 * Where the API lives. A build may fix it (TARO_APP_API_BASE, required for
 * mini-programs, which have no origin); otherwise the H5 app calls the server
 * that served it. An empty build value means "not set".
 */
export function apiBase(): string {
  const configured = process.env.TARO_APP_API_BASE;
  if (configured) return configured.replace(/\/$/, '');
  if (typeof window !== 'undefined' && window.location?.origin) return window.location.origin;
  return '';
}

/** The platform client config this build starts with, unless the address names another. */
export function defaultPlatformClientConfigId(): string {
  return process.env.TARO_APP_CLIENT_CONFIG_ID || '1';
}
