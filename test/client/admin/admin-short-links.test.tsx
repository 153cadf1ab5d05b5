import { waitFor } from '@testing-library/react';
import AdminShortLinksPage from '@/pages/sub/admin-short-links/index';
import { bootPage } from '../support/boot-page';
import { fakeNetwork, type FakeRoute } from '../support/fake-network';
import { resetHostUi, toastText } from '../support/host-ui';
import { fill, sentTo, tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

const LINKS = '/grpc/private/platform.v1.AdminShortLinkService';
const POSTER = {
  key: 'bund-poster',
  target: '/pages/sub-user/store-detail/index?storeId=11',
  createTime: '2026-01-05T02:00:00Z',
};

function network(create: FakeRoute, list: unknown[] = [POSTER]) {
  let listed = list;
  return fakeNetwork({
    [`${LINKS}/ListShortLinks`]: () => ({ body: { list: listed } }),
    [`${LINKS}/CreateShortLink`]: async (r) => {
      const answer = typeof create === 'function' ? await create(r) : create;
      const made = (answer.body as { shortLink?: unknown }).shortLink;
      if (made) listed = [made, ...listed];
      return answer;
    },
  });
}

async function open(net: ReturnType<typeof network>) {
  const page = await bootPage(AdminShortLinksPage, {
    path: '/pages/sub/admin-short-links/index',
    store: createTestStore({ request: net.request }),
  });
  await waitFor(() => expect(page.container.querySelector('.load-state, .admin-links__row')).not.toBeNull());
  return page;
}

describe("the administrator's short links", () => {
  beforeEach(() => resetHostUi());

  it('lists the links with their address and target, and shows a QR code on tap', async () => {
    const { container } = await open(network({ body: {} }));
    await waitFor(() => expect(container.querySelectorAll('.admin-links__row')).toHaveLength(1));
    const row = container.querySelector('.admin-links__row')!;
    expect(row.textContent).toContain('/app/s/bund-poster');
    expect(row.textContent).toContain('/pages/sub-user/store-detail/index?storeId=11');
    expect(container.querySelector('.qr-code')).toBeNull();
    await tap(row);
    expect(container.querySelector('.admin-links__qr .qr-code')).not.toBeNull();
  });

  it('makes a link and shows its QR code at once', async () => {
    const net = network((r) => {
      const { target } = JSON.parse(r.body!) as { target: string };
      return { body: { shortLink: { key: 'k7m2pq9', target, createTime: '2026-01-06T02:00:00Z' } } };
    });
    const { container } = await open(net);
    await fill(container, 'link-target', ' /pages/home/index ');
    await tap(container.querySelector('.admin-links__submit'));
    await waitFor(() => expect(sentTo(net.calls, 'CreateShortLink')).toEqual([{ target: '/pages/home/index' }]));
    await waitFor(() => expect(toastText()).toBe('已生成'));
    await waitFor(() => expect(container.querySelectorAll('.admin-links__row')).toHaveLength(2));
    expect(container.querySelector('.admin-links__item .admin-links__qr')).not.toBeNull();
  });

  it('shows the server’s reason for a link to a foreign host', async () => {
    const net = network({
      status: 400,
      body: { code: 'invalid_argument', message: 'a short link may only lead to this app or the platform’s own sites' },
    });
    const { container } = await open(net);
    await fill(container, 'link-target', 'https://evil.example/');
    await tap(container.querySelector('.admin-links__submit'));
    await waitFor(() => expect(document.body.textContent).toContain('短链接只能指向本应用或平台自己的网站'));
    expect(container.querySelectorAll('.admin-links__row')).toHaveLength(1);
  });

  it('says so when there are no links yet', async () => {
    const { container } = await open(network({ body: {} }, []));
    await waitFor(() => expect(container.textContent).toContain('还没有短链接'));
  });
});
