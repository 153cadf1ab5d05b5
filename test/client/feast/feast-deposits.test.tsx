import { fireEvent, waitFor } from '@testing-library/react';
import FeastPage from '@/pages/feast/index';
import MePage from '@/pages/me/index';
import FeastDetailPage from '@/pages/sub-user/feast-detail/index';
import FeastOrdersPage from '@/pages/sub-user/feast-orders/index';
import { bootPage } from '../support/boot-page';
import { fakeNetwork } from '../support/fake-network';
import { openPages, watchNavigation } from '../support/host-navigation';
import { resetHostUi } from '../support/host-ui';
import { A_DINER, DINER_USER, RPC } from '../support/identity-network';
import { createTestStore } from '../support/test-store';

// Where a diner's feast deposits stand, as the server says (state and sums):
// on the feast's page (every registration of theirs, cancelled ones too), in
// the joined list of the feast tab and on the feast orders page from Me.
const PUB = '/grpc/public/feast.v1.PublicFeastService/';
const DINER = '/grpc/feast/feast.v1.DinerFeastService/';
const FEAST = {
  model: { id: '71' },
  number: 'F000071',
  title: 'Crab Night',
  participantCount: 8,
  minParticipantCount: 4,
  seatsTaken: 0,
  paidSeats: 0,
  depositPerPerson: '20000',
  storeName: 'Jade',
  status: 'FORMING',
  reservationDate: '2027-02-02',
  startSecond: 64800,
  registrationDeadline: '2027-02-01T12:00:00Z',
  timezone: 'Asia/Shanghai',
};
const CANCELLED = {
  model: { id: '5' },
  feastId: '71',
  seatCount: 2,
  status: 'CLOSED',
  closeReason: 'PARTICIPANT_CANCEL',
  depositAmount: '40000',
  paidAmount: '40000',
  refundingAmount: '40000',
  depositState: 'REFUNDING',
};
const KEPT = {
  model: { id: '6' },
  feastId: '72',
  seatCount: 1,
  status: 'CLOSED',
  closeReason: 'PARTICIPANT_CANCEL',
  depositAmount: '20000',
  paidAmount: '20000',
  forfeitAmount: '20000',
  depositState: 'FORFEITED',
};
const OTHER_FEAST = { ...FEAST, model: { id: '72' }, title: 'Duck Night', status: 'SUCCESS' };

function network(extra: Record<string, unknown> = {}) {
  return fakeNetwork({
    [RPC.session]: { body: { user: DINER_USER } },
    [RPC.listSessions]: { body: { list: [] } },
    [RPC.listDiners]: { body: { list: [A_DINER] } },
    [RPC.staffStanding]: { body: {} },
    [`${PUB}GetFeast`]: { body: { feast: FEAST } },
    [`${PUB}ListFeastQuestions`]: { body: { list: [] } },
    [`${PUB}QueryFeasts`]: { body: { list: [FEAST], total: 1 } },
    [`${DINER}ListMyParticipations`]: {
      body: {
        list: [
          { participant: CANCELLED, feast: FEAST },
          { participant: KEPT, feast: OTHER_FEAST },
        ],
        total: 2,
      },
    },
    ...(extra as Record<string, { body: unknown }>),
  });
}

async function loggedInStore(net: ReturnType<typeof network>) {
  const store = createTestStore({ request: net.request });
  await store.session.loadCurrentSession();
  return store;
}

const texts = (container: Element, selector: string) =>
  [...container.querySelectorAll(selector)].map((e) => e.textContent?.replace(/\s+/g, ' ').trim());

beforeEach(() => resetHostUi());
afterEach(() => jest.restoreAllMocks());

describe('a diner’s feast deposits', () => {
  it('the feast page shows a cancelled registration’s deposit coming back, with its sums', async () => {
    const net = network({ [`${DINER}GetMyParticipation`]: { body: { list: [CANCELLED] } } });
    const { container, findByText } = await bootPage(FeastDetailPage, {
      path: '/pages/sub-user/feast-detail/index',
      params: { id: '71' },
      store: await loggedInStore(net),
    });
    expect(await findByText('我的报名')).toBeTruthy();
    expect(texts(container, '.feast-mine__item .section__text')[0]).toBe('已取消 · 2位');
    expect(texts(container, '.feast-deposit__state')).toEqual(['定金退款中']);
    expect(texts(container, '.feast-deposit__amounts')).toEqual(['定金 ¥400 · 已付 ¥400 · 退款中 ¥400']);
  });

  it('the feast page shows a refunded deposit once the refund is through', async () => {
    const refunded = { ...CANCELLED, refundingAmount: '0', refundAmount: '40000', depositState: 'REFUNDED' };
    const net = network({ [`${DINER}GetMyParticipation`]: { body: { list: [refunded] } } });
    const { container, findByText } = await bootPage(FeastDetailPage, {
      path: '/pages/sub-user/feast-detail/index',
      params: { id: '71' },
      store: await loggedInStore(net),
    });
    expect(await findByText('定金已退回')).toBeTruthy();
    expect(texts(container, '.feast-deposit__amounts')).toEqual(['定金 ¥400 · 已付 ¥400 · 已退 ¥400']);
  });

  it('Me opens the feast orders, which list each registration’s state and deposit and open its feast', async () => {
    openPages('/pages/me/index');
    const net = network();
    const store = await loggedInStore(net);
    const nav = watchNavigation();
    const me = await bootPage(MePage, { path: '/pages/me/index', store });
    await waitFor(() => expect(me.container.querySelector('.me__feast-orders')).toBeTruthy());
    expect(me.container.querySelector('.me__feast-orders')?.textContent).toContain('饭局订单');
    fireEvent.click(me.container.querySelector('.me__feast-orders')!);
    await waitFor(() => expect(nav.navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/feast-orders/index' }));

    const { container, findByText } = await bootPage(FeastOrdersPage, {
      path: '/pages/sub-user/feast-orders/index',
      store,
    });
    expect(await findByText('Duck Night')).toBeTruthy();
    expect(texts(container, '.feast-order__status')).toEqual(['已取消 · 2位', '已取消 · 1位']);
    expect(texts(container, '.feast-deposit__state')).toEqual(['定金退款中', '定金已由商家保留']);
    expect(texts(container, '.feast-deposit__amounts')[1]).toBe('定金 ¥200 · 已付 ¥200 · 商家保留 ¥200');
    fireEvent.click(container.querySelectorAll('.feast-card')[1]);
    await waitFor(() => expect(nav.opened()).toContain('/pages/sub-user/feast-detail/index?id=72'));
  });

  it('the feast tab’s joined list shows the registration, not only the feast’s state', async () => {
    const net = network();
    const { container, findByText } = await bootPage(FeastPage, {
      path: '/pages/feast/index',
      store: await loggedInStore(net),
    });
    expect(await findByText('Crab Night')).toBeTruthy();
    fireEvent.click(container.querySelector('.feast-tab-joined')!);
    expect(await findByText('定金退款中')).toBeTruthy();
    expect(texts(container, '.feast-order__status')).toEqual(['已取消 · 2位', '已取消 · 1位']);
  });
});
