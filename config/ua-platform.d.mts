export interface UaOs {
  family: string;
  version: string | null;
  toString(): string;
}

export interface UaPlatform {
  os: UaOs | null;
  product: string | null;
  manufacturer: string | null;
}

export function parseUserAgent(ua: string): UaPlatform;

declare const platform: UaPlatform;
export default platform;
