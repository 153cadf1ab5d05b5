import type { FastifyRequest } from 'fastify';
import { HEADER } from '../../src/utils/request-signature';

export const SESSION_COOKIE = 'fb_session';

/** What the client says about itself in the spec's request headers. */
export interface RequestMeta {
  clientPlatform: string;
  platformId: string;
  deviceId: string;
  currentPath: string;
  clientVersion: string;
  address: string;
  /** scheme://host[:port] the call came to, for links back to this server when PUBLIC_API_BASE is unset. */
  origin: string;
  /** From the session-key header, else the session cookie. */
  sessionKey: string;
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

export function readRequestMeta(request: FastifyRequest): RequestMeta {
  return {
    clientPlatform: header(request, HEADER.clientPlatform, 64),
    platformId: header(request, HEADER.platformId, 128),
    deviceId: header(request, HEADER.deviceId, 128),
    currentPath: header(request, HEADER.currentPath, 512),
    clientVersion: header(request, HEADER.clientVersion, 64),
    address: request.ip,
    origin: `${request.protocol}://${request.host}`,
    sessionKey: header(request, HEADER.sessionKey, 256) || cookie(request, SESSION_COOKIE).slice(0, 256),
  };
}
