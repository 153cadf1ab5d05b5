import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enBundle } from '@locales/en-bundle';
import { zhHantBundle } from '@locales/zh-hant-bundle';
import { languageVersions } from '../../../server/http/language-files';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Mini-programs bundle only Simplified Chinese and fetch the other languages here.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the languages mini-programs fetch (GET /i18n/{language}.json)', () => {
  it.each([
    ['en', enBundle, 'Book a table'],
    ['zh-Hant', zhHantBundle, '預訂'],
  ] as const)(
    'serves %s as the H5 build bundles it: app texts, staff texts, server messages, page namespaces',
    async (language, bundle, sample) => {
      const response = await fetch(`${server.url}/i18n/${language}.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      const doc = await response.json();
      expect(doc.language).toBe(language);
      expect(doc.resources).toEqual(JSON.parse(JSON.stringify(bundle)));
      expect(Object.keys(doc.resources).sort()).toEqual(['mall', 'orderItems', 'queue', 'ticketing', 'translation']);
      expect(doc.resources.translation.serverMessage).toEqual(bundle.translation.serverMessage);
      expect(JSON.stringify(doc.resources.translation)).toContain(sample);
      // The version names exactly these texts: the ETag, and what the build compiles in.
      expect(doc.version).toBe(languageVersions()[language]);
      expect(response.headers.get('etag')).toBe(`"${doc.version}"`);
    },
  );

  it('lets any cache keep a version for a year, and revalidates an unversioned request', async () => {
    const { en: version } = languageVersions();
    const pinned = await fetch(`${server.url}/i18n/en.json?v=${version}`);
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const loose = await fetch(`${server.url}/i18n/en.json`);
    expect(loose.headers.get('cache-control')).toBe('public, no-cache');
    // A release asking for another version gets today's texts, never kept for long.
    const other = await fetch(`${server.url}/i18n/en.json?v=an-older-release`);
    expect(other.headers.get('cache-control')).toBe('public, no-cache');
    expect((await other.json()).version).toBe(version);

    const again = await fetch(`${server.url}/i18n/en.json`, { headers: { 'if-none-match': `"${version}"` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('sends the texts compressed to a client that accepts it', async () => {
    const plain = await fetch(`${server.url}/i18n/zh-Hant.json`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBytes = Number(plain.headers.get('content-length'));
    const gzip = await fetch(`${server.url}/i18n/zh-Hant.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gzip.headers.get('content-length'))).toBeLessThan(plainBytes / 2);
    expect((await gzip.json()).resources).toEqual((await plain.json()).resources);
  });

  it.each(['fr.json', 'zh-Hans.json', 'en.js', 'EN.json', 'en'])('answers 404 for /i18n/%s', async (file) => {
    const response = await fetch(`${server.url}/i18n/${file}`);
    expect(response.status).toBe(404);
  });
});
