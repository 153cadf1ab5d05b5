import { waitFor } from '@testing-library/react';
import ArticleDetailPage from '@/pages/sub-user/article-detail/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { ArticleService, type ArticleSchema, Article_Type } from '@/gen/content/v1/article_pb';
import { openPages, watchNavigation } from '../support/host-navigation';
import { tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

// Articles an administrator writes: a LINK opens its page in the app's webview,
// a VIDEO plays on the page.

async function open(article: Init<typeof ArticleSchema>) {
  const network = fakeNetwork([
    answer(ArticleService.method.getArticle, { article: { model: { id: '3' }, title: 'Autumn', ...article } }),
  ]);
  const store = createTestStore({ request: network.request });
  const page = await bootPage(ArticleDetailPage, { params: { id: '3' }, store });
  await waitFor(() => expect(page.container.querySelector('.article-detail')).toBeTruthy());
  return page;
}

describe('an article’s page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens a link article’s page in the webview when its address is tapped', async () => {
    openPages('/pages/sub-user/article-detail/index?id=3');
    const nav = watchNavigation();
    const { container } = await open({ type: Article_Type.LINK, url: 'https://jade.example.com/autumn?a=1' });
    expect(container.querySelector('.article-detail__video')).toBeNull();
    await tap(container.querySelector('.article-detail__url'));
    await waitFor(() =>
      expect(nav.opened()).toEqual([
        `/pages/sub-user/webview/index?src=${encodeURIComponent('https://jade.example.com/autumn?a=1')}`,
      ]),
    );
  });

  it('plays a video article on the page', async () => {
    const { container } = await open({ type: Article_Type.VIDEO, url: 'https://videos.example.com/tour.mp4' });
    expect(container.querySelector('.article-detail__url')).toBeNull();
    expect(container.querySelector('.article-detail__video')?.getAttribute('src')).toBe(
      'https://videos.example.com/tour.mp4',
    );
  });
});
