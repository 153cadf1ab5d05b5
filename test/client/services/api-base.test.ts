import { createMemoryStorage } from '@/platform/memory-storage';
import { apiEnvironment, basesFor, isDevelopmentHost, isTestEnvironment, setApiEnvironment } from '@/services/api-base';

describe('API and CDN bases (spec section 7)', () => {
  it.each([
    ['feastbook.example', false],
    ['dev.feastbook.example', true],
    ['app-dev.feastbook.example', true],
    ['localhost:8080', true],
    ['127.0.0.1:8080', true],
    ['10.1.2.3', true],
    ['192.168.0.8:10086', true],
    ['172.16.0.1', true],
    ['172.31.255.1', true],
    ['172.32.0.1', false],
    ['8.8.8.8', false],
    ['', false],
  ])('host %j is development: %s', (host, expected) => {
    expect(isDevelopmentHost(host)).toBe(expected);
  });

  it('a locally kept toggle overrides the host', () => {
    const storage = createMemoryStorage();
    expect(apiEnvironment(storage, 'feastbook.example')).toBe('production');
    setApiEnvironment(storage, 'development');
    expect(apiEnvironment(storage, 'feastbook.example')).toBe('development');
    setApiEnvironment(storage, 'production');
    expect(apiEnvironment(storage, 'localhost')).toBe('production');
    setApiEnvironment(storage, null);
    expect(apiEnvironment(storage, 'localhost')).toBe('development');
  });

  const build = {
    apiBase: 'https://api.feastbook.example/',
    devApiBase: 'https://api-dev.feastbook.example',
    cdnBase: 'https://cdn.feastbook.example',
    devCdnBase: 'https://cdn-dev.feastbook.example',
  };

  it.each([
    ['production', build, { apiBase: 'https://api.feastbook.example', cdnBase: 'https://cdn.feastbook.example' }],
    [
      'development',
      build,
      { apiBase: 'https://api-dev.feastbook.example', cdnBase: 'https://cdn-dev.feastbook.example' },
    ],
    ['production', {}, { apiBase: 'https://app.example', cdnBase: 'https://app.example' }],
    ['development', {}, { apiBase: 'https://app.example', cdnBase: 'https://app.example' }],
    [
      'production',
      { apiBase: 'https://api.example' },
      { apiBase: 'https://api.example', cdnBase: 'https://api.example' },
    ],
  ] as const)('%s with %j', (environment, bases, expected) => {
    expect(basesFor(environment, bases, 'https://app.example')).toEqual(expected);
  });

  it.each([
    ['https://api-dev.feastbook.example', true],
    ['https://api.feastbook.example', false],
  ])('the watermark shows for %s: %s', (base, expected) => {
    expect(isTestEnvironment(base)).toBe(expected);
  });
});
