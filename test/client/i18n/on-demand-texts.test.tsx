import { PublicFeastService } from '@/gen/feast/v1/public_feast_service_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { StoreMenuService } from '@/gen/content/v1/menu_pb';
import { ArticleService } from '@/gen/content/v1/article_pb';
import type { ComponentType } from 'react';
import { render, waitFor } from '@testing-library/react';
import type * as Card from '@/components/notifications/invitation-card';
import { i18n } from '@/i18n/i18n';
import { STORE } from '../diner/diner-network';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork } from '../support/fake-network';
import { openPages } from '../support/host-navigation';
import { resetHostUi } from '../support/host-ui';
import { DINER_USER } from '../support/identity-network';
import { createTestStore } from '../support/test-store';

// The feast, notification and private dining texts are not bundled with the app: each
// module that shows one imports its area's texts (i18n/feast-texts.ts,
// notification-texts.ts, book-out-texts.ts). Where a diner first meets each, the page
// shows the words, never a key. Each test loads its page itself, after checking that
// nothing loaded before it brought that area's texts, so the page's own imports are
// what put them in force.
const BARE_KEY = /\b(feast|notify|bookOut)\.[a-zA-Z]/;
const inForce = (key: string) => i18n.getResource('zh-Hans', 'translation', key) !== undefined;
const page = (path: string) => (require(path) as { default: ComponentType }).default;

afterEach(() => resetHostUi());

describe('texts that load with the modules showing them', () => {
  it('the feast tab shows its tabs in words', async () => {
    expect(inForce('feast.tab.upcoming')).toBe(false);
    const network = fakeNetwork([answer(PublicFeastService.method.queryFeasts, { list: [], total: 0 })]);
    const { container } = await bootPage(page('@/pages/feast/index'), {
      path: '/pages/feast/index',
      store: createTestStore({ request: network.request }),
    });
    await waitFor(() => expect(container.textContent).toContain('即将开始'));
    expect(container.textContent).toContain('我参加的');
    expect(container.textContent).not.toMatch(BARE_KEY);
  });

  it("the me page offers the diner's private dining requests", async () => {
    expect(inForce('bookOut.meEntry')).toBe(false);
    openPages('/pages/me/index');
    const network = fakeNetwork([
      answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
      answer(UserDinerService.method.listUserDiners, { list: [] }),
      answer(StaffStandingService.method.getMyStaffStanding, {}),
    ]);
    const store = createTestStore({ request: network.request });
    await store.session.loadCurrentSession();
    const { container } = await bootPage(page('@/pages/me/index'), { path: '/pages/me/index', store });
    await waitFor(() => expect(container.textContent).toContain('我的包场申请'));
    expect(container.textContent).not.toMatch(BARE_KEY);
  });

  it('an invitation names its host and says when the booking is closed', () => {
    expect(inForce('notify.card.invite')).toBe(false);
    const { InvitationCard } = require('@/components/notifications/invitation-card') as typeof Card;
    const style = {
      name: 'Red',
      theme: 'red',
      primaryColor: '#c00',
      backgroundColor: '#fff',
      textColor: '#333',
      coverImageUrl: '',
      backgroundImageUrl: '',
      imageUrls: [],
      parkingImageUrl: '',
      greeting: '',
      showSeat: false,
      showPeople: false,
      showTime: false,
      showTaker: false,
    };
    const facts = {
      storeName: 'Jade Garden',
      storeAddress: '',
      when: '',
      peopleCount: 2,
      seatNames: [],
      takerName: '',
      host: 'Li',
    };
    const { container } = render(<InvitationCard style={style} facts={facts} closed />);
    expect(container.querySelector('.invitation-card__title')?.textContent).toBe('Li邀请您共进美食');
    expect(container.querySelector('.invitation-card__closed')?.textContent).toBe('此预订已关闭');
  });

  it('the store page offers a private dining request beside booking', async () => {
    const network = fakeNetwork([
      answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
      answer(StoreMenuService.method.listStoreMenus, { list: [] }),
      answer(ArticleService.method.listArticles, { list: [], total: 0 }),
    ]);
    const store = createTestStore({ request: network.request });
    const { container } = await bootPage(page('@/pages/sub-user/store-detail/index'), {
      store,
      params: { storeId: STORE.model!.id! },
    });
    await waitFor(() => expect(container.querySelector('.store-detail__book-out')?.textContent).toBe('包间 / 包场'));
    expect(container.textContent).not.toMatch(BARE_KEY);
  });
});
