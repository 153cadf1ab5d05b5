import Taro from '@tarojs/taro';
import { appPath } from './entry-route';

// The host's page stack as app URLs. Weapp pages carry `route` (no leading slash) and
// `options`; Taro's H5 router gives `path` with the query, plus `route` without it.

export interface StackPage {
  /** /pages/..., without the /app basename. */
  path: string;
  query: Record<string, string>;
}

/** The path of the page on top as the router reads it ('' before the first page): what a request is sent from. */
export function currentPagePath(): string {
  return Taro.getCurrentInstance()?.router?.path ?? '';
}

/** Parameters the H5 router adds for itself; never part of an address we rebuild. */
export const ROUTER_PARAMS = new Set(['stamp', '$taroTimestamp']);

interface HostPage {
  route?: string;
  path?: string;
  options?: Record<string, unknown>;
}

function queryOf(page: HostPage): Record<string, string> {
  const fromPath = page.path?.includes('?')
    ? Object.fromEntries(new URLSearchParams(page.path.slice(page.path.indexOf('?') + 1)))
    : {};
  const entries = Object.entries({ ...fromPath, ...(page.options ?? {}) })
    .filter(([key, value]) => !ROUTER_PARAMS.has(key) && value !== undefined && value !== '')
    .map(([key, value]) => [key, String(value)]);
  return Object.fromEntries(entries);
}

export function stackPageOf(page: HostPage): StackPage {
  return { path: appPath(page.route || page.path || ''), query: queryOf(page) };
}

/** The open pages, bottom first; empty before the host's router is up. */
export function currentStack(): StackPage[] {
  try {
    return (Taro.getCurrentPages() as HostPage[]).map(stackPageOf);
  } catch {
    return [];
  }
}

export function urlOf(page: StackPage): string {
  const search = new URLSearchParams(page.query).toString();
  return search ? `${page.path}?${search}` : page.path;
}
