import { fireEvent, waitFor } from '@testing-library/react';
import FeastPage from '@/pages/feast/index';
import MePage from '@/pages/me/index';
import FeastDetailPage from '@/pages/sub-user/feast-detail/index';
import FeastOrdersPage from '@/pages/sub-user/feast-orders/index';
import { DinerFeastService } from '@/gen/feast/v1/diner_feast_service_pb';
import {
  Feast_Status,
  FeastParticipant_CloseReason,
  FeastParticipant_DepositState,
  FeastParticipant_Status,
  type FeastParticipantSchema,
  type FeastSchema,
} from '@/gen/feast/v1/feast_pb';
import { PublicFeastService } from '@/gen/feast/v1/public_feast_service_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import { UserSessionService } from '@/gen/identity/v1/user_session_service_pb';
import { bootPage } from '../support/boot-page';
import { answer, type CannedRoutes, fakeNetwork, type Init, timestamp } from '../support/fake-network';
import { openPages, watchNavigation } from '../support/host-navigation';
import { resetHostUi } from '../support/host-ui';
import { A_DINER, DINER_USER } from '../support/identity-network';
import { createTestStore } from '../support/test-store';

// Where a diner's feast deposits stand, as the server says (state and sums):
// on the feast's page (every registration of theirs, cancelled ones too), in
// the joined list of the feast tab and on the feast orders page from Me.
type Participant = Init<typeof FeastParticipantSchema>;
const FEAST: Init<typeof FeastSchema> = {
  model: { id: '71' },
  number: 'F000071',
  title: 'Crab Night',
  participantCount: 8,
  minParticipantCount: 4,
  seatsTaken: 0,
  paidSeats: 0,
  depositPerPerson: '20000',
  storeName: 'Jade',
  status: Feast_Status.FORMING,
  reservationDate: '2027-02-02',
  startSecond: 64800,
  registrationDeadline: timestamp('2027-02-01T12:00:00Z'),
  timezone: 'Asia/Shanghai',
  currency: 'CNY',
};
const CANCELLED: Participant = {
  model: { id: '5' },
  feastId: '71',
  currency: 'CNY',
  seatCount: 2,
  status: FeastParticipant_Status.CLOSED,
  closeReason: FeastParticipant_CloseReason.PARTICIPANT_CANCEL,
  depositAmount: '40000',
  paidAmount: '40000',
  refundingAmount: '40000',
  depositState: FeastParticipant_DepositState.REFUNDING,
};
const KEPT: Participant = {
  model: { id: '6' },
  feastId: '72',
  currency: 'CNY',
  seatCount: 1,
  status: FeastParticipant_Status.CLOSED,
  closeReason: FeastParticipant_CloseReason.PARTICIPANT_CANCEL,
  depositAmount: '20000',
  paidAmount: '20000',
  forfeitAmount: '20000',
  depositState: FeastParticipant_DepositState.FORFEITED,
};
const OTHER_FEAST: Init<typeof FeastSchema> = {
  ...FEAST,
  model: { id: '72' },
  title: 'Duck Night',
  status: Feast_Status.SUCCESS,
};

function network(extra: CannedRoutes = []) {
  return fakeNetwork([
    answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
    answer(UserSessionService.method.listSessions, { list: [] }),
    answer(UserDinerService.method.listUserDiners, { list: [A_DINER] }),
    answer(StaffStandingService.method.getMyStaffStanding, {}),
    answer(PublicFeastService.method.getFeast, { feast: FEAST }),
    answer(PublicFeastService.method.listFeastQuestions, { list: [] }),
    answer(PublicFeastService.method.queryFeasts, { list: [FEAST], total: 1 }),
    answer(DinerFeastService.method.listMyParticipations, {
      list: [
        { participant: CANCELLED, feast: FEAST },
        { participant: KEPT, feast: OTHER_FEAST },
      ],
      total: 2,
    }),
    ...extra,
  ]);
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
    const net = network([answer(DinerFeastService.method.getMyParticipation, { list: [CANCELLED] })]);
    const { container, findByText } = await bootPage(FeastDetailPage, {
      path: '/pages/sub-user/feast-detail/index',
      params: { id: '71' },
      store: await loggedInStore(net),
    });
    expect(await findByText('我的报名')).toBeTruthy();
    expect(texts(container, '.feast-mine__item .section__text')[0]).toBe('已取消 · 2位');
    expect(texts(container, '.feast-deposit__state')).toEqual(['订金退款中']);
    expect(texts(container, '.feast-deposit__amounts')).toEqual(['订金 ¥400 · 已付 ¥400 · 退款中 ¥400']);
  });

  it('the feast page shows a refunded deposit once the refund is through', async () => {
    const refunded: Participant = {
      ...CANCELLED,
      refundingAmount: '0',
      refundAmount: '40000',
      depositState: FeastParticipant_DepositState.REFUNDED,
    };
    const net = network([answer(DinerFeastService.method.getMyParticipation, { list: [refunded] })]);
    const { container, findByText } = await bootPage(FeastDetailPage, {
      path: '/pages/sub-user/feast-detail/index',
      params: { id: '71' },
      store: await loggedInStore(net),
    });
    expect(await findByText('订金已退回')).toBeTruthy();
    expect(texts(container, '.feast-deposit__amounts')).toEqual(['订金 ¥400 · 已付 ¥400 · 已退 ¥400']);
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
    expect(texts(container, '.feast-deposit__state')).toEqual(['订金退款中', '订金已由商家保留']);
    expect(texts(container, '.feast-deposit__amounts')[1]).toBe('订金 ¥200 · 已付 ¥200 · 商家保留 ¥200');
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
    expect(await findByText('订金退款中')).toBeTruthy();
    expect(texts(container, '.feast-order__status')).toEqual(['已取消 · 2位', '已取消 · 1位']);
  });
});
