import type { Platform } from '@/platform';
import { PASSPORT_CODE_PARAM } from '../routing/app-launch';
import { ROUTES } from '../routing/routes';

/**
 * The address another browser opens to log in with a passport code: the web app's me
 * page, where app launch turns the code into a session (routing/app-launch.ts). In a
 * browser it is this app's own address; from a mini-program, the web app the API
 * server serves under /app.
 */
export function passportLink(platform: Pick<Platform, 'appUrl'>, apiBase: string, code: string): string {
  const page = platform.appUrl(ROUTES.me) || `${apiBase}/app${ROUTES.me}`;
  return `${page}?${PASSPORT_CODE_PARAM}=${encodeURIComponent(code)}`;
}
