import { waitFor } from '@testing-library/react';
import AdminShortLinksPage from '@/pages/sub/admin-short-links/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, refusal, timestamp, type ReplyFn, type Init } from '../support/fake-network';
import { AdminShortLinkService, type ShortLinkSchema } from '@/gen/platform/v1/short_link_pb';
import { act } from '@testing-library/react';
import { cancelModal, confirmModal, modalText, resetHostUi, toastText } from '../support/host-ui';
import { fill, sentTo, tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

type ShortLink = Init<typeof ShortLinkSchema>;
type CreateReply = ReturnType<
  ReplyFn<
    typeof AdminShortLinkService.method.createShortLink.input,
    typeof AdminShortLinkService.method.createShortLink.output
  >
>;

const POSTER: ShortLink = {
  key: 'bund-poster',
  target: '/pages/sub-user/store-detail/index?storeId=11',
  createTime: timestamp('2026-01-05T02:00:00Z'),
};

function network(create: (target: string) => CreateReply, list: ShortLink[] = [POSTER]) {
  let listed = list;
  return fakeNetwork([
    answer(AdminShortLinkService.method.updateShortLink, (_r, { key, target }) => {
      listed = listed.map((l) => (l.key === key ? { ...l, target } : l));
      return { shortLink: listed.find((l) => l.key === key) };
    }),
    answer(AdminShortLinkService.method.deleteShortLink, (_r, { key }) => {
      listed = listed.filter((l) => l.key !== key);
      return {};
    }),
    answer(AdminShortLinkService.method.listShortLinks, () => ({ list: listed })),
    answer(AdminShortLinkService.method.createShortLink, async (_r, { target }) => {
      const reply = await create(target);
      const made = 'shortLink' in reply ? reply.shortLink : undefined;
      if (made) listed = [made as ShortLink, ...listed];
      return reply;
    }),
  ]);
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
    const { container } = await open(network(() => ({})));
    await waitFor(() => expect(container.querySelectorAll('.admin-links__row')).toHaveLength(1));
    const row = container.querySelector('.admin-links__row')!;
    expect(row.textContent).toContain('/app/s/bund-poster');
    expect(row.textContent).toContain('/pages/sub-user/store-detail/index?storeId=11');
    expect(container.querySelector('.qr-code')).toBeNull();
    await tap(row);
    expect(container.querySelector('.admin-links__qr .qr-code')).not.toBeNull();
  });

  it('makes a link and shows its QR code at once', async () => {
    const net = network((target) => ({
      shortLink: { key: 'k7m2pq9', target, createTime: timestamp('2026-01-06T02:00:00Z') },
    }));
    const { container } = await open(net);
    await fill(container, 'link-target', ' /pages/home/index ');
    await tap(container.querySelector('.admin-links__submit'));
    await waitFor(() => expect(sentTo(net.calls, 'CreateShortLink')).toEqual([{ target: '/pages/home/index' }]));
    await waitFor(() => expect(toastText()).toBe('已生成'));
    await waitFor(() => expect(container.querySelectorAll('.admin-links__row')).toHaveLength(2));
    expect(container.querySelector('.admin-links__item .admin-links__qr')).not.toBeNull();
  });

  it('shows the server’s reason for a link to a foreign host', async () => {
    const net = network(() =>
      refusal('invalid_argument', 'a short link may only lead to this app or the platform’s own sites'),
    );
    const { container } = await open(net);
    await fill(container, 'link-target', 'https://evil.example/');
    await tap(container.querySelector('.admin-links__submit'));
    await waitFor(() => expect(document.body.textContent).toContain('短链接只能指向本应用或平台自己的网站'));
    expect(container.querySelectorAll('.admin-links__row')).toHaveLength(1);
  });

  it('leads a printed link to another page, and deletes one only after asking', async () => {
    const net = network(() => ({}));
    const { container } = await open(net);
    await waitFor(() => expect(container.querySelectorAll('.admin-links__row')).toHaveLength(1));
    await tap(container.querySelector('.admin-links__row'));
    await fill(container, 'link-new-target', '/pages/feast/index');
    await tap(container.querySelector('.admin-links__save'));
    await waitFor(() =>
      expect(sentTo(net.calls, 'UpdateShortLink')).toEqual([{ key: 'bund-poster', target: '/pages/feast/index' }]),
    );
    await waitFor(() =>
      expect(container.querySelector('.admin-links__row')?.textContent).toContain('/pages/feast/index'),
    );
    expect(toastText()).toBe('已保存');

    await tap(container.querySelector('.admin-links__delete'));
    await waitFor(() => expect(modalText()).toContain('已印出的二维码将无法打开'));
    await act(async () => cancelModal());
    expect(sentTo(net.calls, 'DeleteShortLink')).toEqual([]);
    await tap(container.querySelector('.admin-links__delete'));
    await waitFor(() => expect(modalText()).toContain('/app/s/bund-poster'));
    await act(async () => confirmModal());
    await waitFor(() => expect(container.textContent).toContain('还没有短链接'));
    expect(sentTo(net.calls, 'DeleteShortLink')).toEqual([{ key: 'bund-poster' }]);
  });

  it('says so when there are no links yet', async () => {
    const { container } = await open(network(() => ({}), []));
    await waitFor(() => expect(container.textContent).toContain('还没有短链接'));
  });
});
