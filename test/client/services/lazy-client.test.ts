import { createRouterTransport } from '@connectrpc/connect';
import { ShortLinkService } from '@/gen/platform/v1/short_link_pb';
import { lazyClient } from '@/services/lazy-client';

// A client made this way loads its service's code on the first call (a chunk on H5).
const transport = createRouterTransport(({ service }) => {
  service(ShortLinkService, { resolveShortLink: ({ key }) => ({ merchantId: key === 'riverside' ? '7' : '0' }) });
});

describe('a lazily loaded client', () => {
  it('answers as a client made at start does, fetching the service once', async () => {
    const load = jest.fn(() => Promise.resolve(ShortLinkService));
    const client = lazyClient(load, transport);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([
      client.resolveShortLink({ key: 'riverside' }),
      client.resolveShortLink({ key: 'elsewhere' }),
    ]);
    expect([a.merchantId, b.merchantId]).toEqual(['7', '0']);
    expect((await client.resolveShortLink({ key: 'riverside' })).merchantId).toBe('7');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the download again on the next call after it failed (offline for a moment)', async () => {
    const load = jest
      .fn<Promise<typeof ShortLinkService>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(ShortLinkService);
    const client = lazyClient(load, transport);
    await expect(client.resolveShortLink({ key: 'riverside' })).rejects.toThrow('ChunkLoadError');
    expect((await client.resolveShortLink({ key: 'riverside' })).merchantId).toBe('7');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not a promise itself, so awaiting the client calls nothing', async () => {
    const load = jest.fn(() => Promise.resolve(ShortLinkService));
    const client = lazyClient(load, transport);
    expect(await client).toBe(client);
    expect(load).not.toHaveBeenCalled();
  });
});
