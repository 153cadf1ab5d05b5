import type { FastifyRequest } from 'fastify';
import { HEADER } from '@common/request-signature';

export const SESSION_COOKIE = 'fb_session';

/** What the client says about itself in the spec's request headers. */
export interface RequestMeta {
  clientPlatform: string;
  platformId: string;
  deviceId: string;
  currentPath: string;
  clientVersion: string;
  address: string;
  /** From the session-key header, else the session cookie. */
  sessionKey: string;
  /** Where the key came from: a cookie's key is never handed back to scripts. */
  sessionKeySource: 'header' | 'cookie' | '';
  /** This server's public origin as the client sees it (PUBLIC_API_BASE, else the request's own). */
  origin: string;
  /** The client reached us over HTTPS: cookies get the Secure attribute. */
  secure: boolean;
}

function header(request: FastifyRequest, name: string, max: number): string {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return (text ?? '').slice(0, max);
}

function cookie(request: FastifyRequest, name: string): string {
  const raw = request.headers.cookie ?? '';
  for (const part of raw.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return '';
}

export function readCookie(request: FastifyRequest, name: string): string {
  return cookie(request, name);
}

/** This server's origin for the client: PUBLIC_API_BASE's when set, else the request's. */
export function publicOrigin(request: FastifyRequest, publicApiBase = ''): string {
  if (publicApiBase) return new URL(publicApiBase).origin;
  return `${request.protocol}://${request.host}`;
}

export function readRequestMeta(request: FastifyRequest, publicApiBase = ''): RequestMeta {
  const fromHeader = header(request, HEADER.sessionKey, 256);
  const fromCookie = fromHeader ? '' : cookie(request, SESSION_COOKIE).slice(0, 256);
  const origin = publicOrigin(request, publicApiBase);
  return {
    clientPlatform: header(request, HEADER.clientPlatform, 64),
    platformId: header(request, HEADER.platformId, 128),
    deviceId: header(request, HEADER.deviceId, 128),
    currentPath: header(request, HEADER.currentPath, 512),
    clientVersion: header(request, HEADER.clientVersion, 64),
    address: request.ip,
    sessionKey: fromHeader || fromCookie,
    sessionKeySource: fromHeader ? 'header' : fromCookie ? 'cookie' : '',
    origin,
    secure: request.protocol === 'https' || origin.startsWith('https:'),
  };
}
