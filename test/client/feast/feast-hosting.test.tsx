import { fireEvent, waitFor } from '@testing-library/react';
import FeastPage from '@/pages/feast/index';
import FeastDetailPage from '@/pages/sub-user/feast-detail/index';
import FeastHostPage from '@/pages/sub-user/feast-host/index';
import FeastHostEditPage from '@/pages/sub-user/feast-host-edit/index';
import { StoreHostEntry } from '@/components/feast/store-host-entry';
import { DinerAvailabilityService } from '@/gen/booking/v1/availability_service_pb';
import { DinerFeastService } from '@/gen/feast/v1/diner_feast_service_pb';
import {
  Feast_Status,
  FeastParticipant_DepositState,
  FeastParticipant_Status,
  type FeastSchema,
} from '@/gen/feast/v1/feast_pb';
import { PublicFeastService } from '@/gen/feast/v1/public_feast_service_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import { UserSessionService } from '@/gen/identity/v1/user_session_service_pb';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import type { Language } from '@/i18n/language';
import { bootPage } from '../support/boot-page';
import { answer, type CannedRoutes, fakeNetwork, type Init, timestamp } from '../support/fake-network';
import { watchNavigation } from '../support/host-navigation';
import { confirmModal, modalText, resetHostUi } from '../support/host-ui';
import { A_DINER, DINER_USER } from '../support/identity-network';
import { createTestStore } from '../support/test-store';
import { typeInto } from '../support/type-into';

// A diner hosting a feast: where they may host and why not, the form, and the
// feast as its host runs it (publish, members and deposits in the store's
// currency, answers, the close after a confirmation).
const HOSTED: Init<typeof FeastSchema> = {
  model: { id: '81' },
  number: 'F000081',
  title: 'Dim sum morning',
  storeId: '3',
  storeName: 'Jade',
  participantCount: 8,
  minParticipantCount: 2,
  seatsTaken: 2,
  paidSeats: 2,
  depositPerPerson: '20000',
  status: Feast_Status.FORMING,
  reservationDate: '2027-02-02',
  startSecond: 64800,
  durationSecond: 10800,
  storeShiftId: '9',
  registrationDeadline: timestamp('2027-02-01T12:00:00Z'),
  timezone: 'Asia/Hong_Kong',
  currency: 'HKD',
  isCreator: true,
};
const JADE = { model: { id: '3' }, name: 'Jade', timezone: 'Asia/Hong_Kong', currency: 'HKD' };

function network(extra: CannedRoutes = []) {
  return fakeNetwork([
    answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
    answer(UserSessionService.method.listSessions, { list: [] }),
    answer(UserDinerService.method.listUserDiners, { list: [A_DINER] }),
    answer(StaffStandingService.method.getMyStaffStanding, {}),
    answer(PublicFeastService.method.queryFeasts, { list: [], total: 0 }),
    answer(DinerFeastService.method.listMyFeasts, { list: [HOSTED], total: 1 }),
    answer(DinerFeastService.method.queryPermittedCreator, { storeIdList: ['3'] }),
    answer(StoreService.method.queryStores, { list: [JADE] }),
    answer(PublicFeastService.method.getFeast, { feast: HOSTED }),
    answer(PublicFeastService.method.listFeastQuestions, {
      list: [{ model: { id: '11' }, feastId: '81', askerName: 'Bo', content: 'Is there parking?' }],
    }),
    answer(DinerFeastService.method.listFeastMembers, {
      list: [
        {
          model: { id: '5' },
          displayName: 'Bo',
          seatCount: 2,
          status: FeastParticipant_Status.SUCCESS,
          currency: 'HKD',
          depositAmount: '40000',
          paidAmount: '40000',
          depositState: FeastParticipant_DepositState.PAID,
          answerList: ['No nuts'],
        },
      ],
      money: { paidAmount: '40000', heldAmount: '40000', currency: 'HKD' },
    }),
    ...extra,
  ]);
}

async function loggedIn(net: ReturnType<typeof network>, language: Language = 'zh-Hans') {
  const store = createTestStore({ request: net.request, language });
  await store.session.loadCurrentSession();
  return store;
}

const bodyOf = (net: ReturnType<typeof network>, method: string) =>
  net.calls.filter((c) => c.url.endsWith(`/${method}`)).map((c) => JSON.parse(c.body || '{}'));
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();

beforeEach(() => resetHostUi());
afterEach(() => jest.restoreAllMocks());

describe('where a diner may host', () => {
  it('the feast tab’s own list offers each store that permits them, and opens its form', async () => {
    const net = network();
    const nav = watchNavigation();
    const { container, findByText } = await bootPage(FeastPage, {
      path: '/pages/feast/index',
      store: await loggedIn(net),
    });
    fireEvent.click(container.querySelector('.feast-tab-mine')!);
    fireEvent.click(await findByText('+ 在Jade发起饭局'));
    await waitFor(() => expect(nav.opened()).toContain('/pages/sub-user/feast-host-edit/index?storeId=3'));
    // A hosted feast opens as its host runs it.
    fireEvent.click(await findByText('Dim sum morning'));
    await waitFor(() => expect(nav.opened()).toContain('/pages/sub-user/feast-host/index?id=81'));
  });

  it('a diner no store permits is told why and whom to ask, in English too', async () => {
    const net = network([answer(DinerFeastService.method.queryPermittedCreator, { storeIdList: [] })]);
    const { container, findByText } = await bootPage(FeastPage, {
      path: '/pages/feast/index',
      store: await loggedIn(net, 'en'),
    });
    fireEvent.click((await findByText('Hosting')).parentElement!);
    expect(
      await findByText(
        'No restaurant has enabled you to host feasts yet. To host at a restaurant, ask it to add your phone number as a feast host.',
      ),
    ).toBeTruthy();
    expect(container.querySelector('.feast-host-at')).toBeNull();
  });

  it('on a store that has not permitted them, the store page says so and offers to contact it', async () => {
    const net = network([answer(DinerFeastService.method.queryPermittedCreator, { storeIdList: ['4'] })]);
    const nav = watchNavigation();
    const { container, findByText } = await bootPage(() => <StoreHostEntry storeId='3' />, {
      store: await loggedIn(net, 'zh-Hant'),
    });
    fireEvent.click(await findByText('+ 在本店發起飯局'));
    expect(
      await findByText('此餐廳尚未開放顧客發起飯局。想在這裡發起，請聯絡餐廳，請其把您的手機號碼新增為飯局發起人。'),
    ).toBeTruthy();
    fireEvent.click(container.querySelector('.feast-host-contact')!);
    await waitFor(() => expect(nav.opened()).toContain('/pages/sub-user/contact-store/index?storeId=3'));
    expect(nav.opened().some((url) => url.includes('feast-host-edit'))).toBe(false);
  });
});

it('the feast’s own page offers its host the way to run it', async () => {
  const net = network([answer(DinerFeastService.method.getMyParticipation, { list: [] })]);
  const nav = watchNavigation();
  const { container, findByText } = await bootPage(FeastDetailPage, {
    path: '/pages/sub-user/feast-detail/index',
    params: { id: '81' },
    store: await loggedIn(net),
  });
  fireEvent.click(await findByText('管理'));
  await waitFor(() => expect(nav.opened()).toContain('/pages/sub-user/feast-host/index?id=81'));
  expect(container.querySelector('.feast-join')).toBeNull();
});

describe('the host’s form', () => {
  it('creates the feast at the chosen store in its currency, through the diner’s call, and opens it', async () => {
    const net = network([
      answer(DinerAvailabilityService.method.queryStoreShifts, {
        list: [
          {
            model: { id: '9' },
            name: 'Dinner',
            intlName: { zhHans: '晚市', zhHant: '晚市', en: 'Dinner' },
            startSecond: 61200,
            endSecond: 79200,
          },
        ],
      }),
      answer(DinerFeastService.method.createFeast, { feast: { ...HOSTED, status: Feast_Status.WAIT_AUDIT } }),
    ]);
    const nav = watchNavigation();
    const { container, findByText, findAllByText, queryAllByText } = await bootPage(FeastHostEditPage, {
      path: '/pages/sub-user/feast-host-edit/index',
      params: { storeId: '3' },
      store: await loggedIn(net),
    });
    expect(await findByText('订金（港元/位）')).toBeTruthy();
    // The store's shift in the reader's language.
    expect((await findAllByText('晚市')).length).toBeGreaterThan(0);
    expect(queryAllByText('Dinner')).toHaveLength(0);
    await typeInto(container.querySelector('.feast-input-title'), 'Dim sum morning');
    await typeInto(container.querySelector('.feast-input-depositYuan'), '150');
    fireEvent.click(container.querySelector('.feast-save')!);
    await waitFor(() => expect(nav.opened()).toContain('/pages/sub-user/feast-host/index?id=81'));
    const [sent] = bodyOf(net, 'CreateFeast');
    expect(sent).toMatchObject({
      storeId: '3',
      feast: { title: 'Dim sum morning', depositPerPerson: '15000', storeShiftId: '9' },
    });
  });
});

describe('the hosted feast', () => {
  it('shows its members, their deposits and the sums in the store’s currency, and the host answers', async () => {
    const net = network([
      answer(DinerFeastService.method.answerMyFeastQuestion, { question: { model: { id: '11' }, answer: 'B2' } }),
    ]);
    const { container, findByText } = await bootPage(FeastHostPage, {
      path: '/pages/sub-user/feast-host/index',
      params: { id: '81' },
      store: await loggedIn(net),
    });
    expect(await findByText('成员与订金')).toBeTruthy();
    expect(text(container.querySelector('.feast-host-money'))).toBe('已收 HK$400 · 持有 HK$400');
    expect(text(container.querySelector('.feast-host-member .section__text'))).toBe('Bo · 2位');
    expect(text(container.querySelector('.feast-host-member .feast-deposit__amounts'))).toBe(
      '订金 HK$400 · 已付 HK$400',
    );
    await typeInto(container.querySelector('.feast-host-answer'), 'B2, two spaces');
    fireEvent.click(container.querySelector('.feast-host-answer-save')!);
    await waitFor(() =>
      expect(bodyOf(net, 'AnswerMyFeastQuestion')).toEqual([{ questionId: '11', answer: 'B2, two spaces' }]),
    );
  });

  it('publishes an approved feast after a confirmation', async () => {
    const net = network([
      answer(PublicFeastService.method.getFeast, { feast: { ...HOSTED, status: Feast_Status.WAIT_PUBLISH } }),
      answer(DinerFeastService.method.publishMyFeast, { feast: HOSTED }),
    ]);
    const { container, findByText } = await bootPage(FeastHostPage, {
      path: '/pages/sub-user/feast-host/index',
      params: { id: '81' },
      store: await loggedIn(net),
    });
    expect(await findByText('餐厅已审核通过。发布后餐厅会为饭局安排桌台，其他顾客即可报名。')).toBeTruthy();
    fireEvent.click(container.querySelector('.feast-host-publish')!);
    await waitFor(() => expect(modalText()).toContain('确定发布吗'));
    expect(bodyOf(net, 'PublishMyFeast')).toEqual([]);
    confirmModal();
    await waitFor(() => expect(bodyOf(net, 'PublishMyFeast')).toEqual([{ feastId: '81' }]));
  });

  it('closes only after a confirmation that names the refunds, with the host’s reason', async () => {
    const net = network([
      answer(DinerFeastService.method.closeMyFeast, { feast: { ...HOSTED, status: Feast_Status.CLOSED } }),
    ]);
    const { container, findByText } = await bootPage(FeastHostPage, {
      path: '/pages/sub-user/feast-host/index',
      params: { id: '81' },
      store: await loggedIn(net),
    });
    await findByText('成员与订金');
    await typeInto(container.querySelector('.feast-host-close-remark'), 'Typhoon');
    fireEvent.click(container.querySelector('.feast-host-close')!);
    await waitFor(() => expect(modalText()).toBe('确定关闭饭局吗？已有 2 位报名，所有已付订金将原路全额退还。'));
    expect(bodyOf(net, 'CloseMyFeast')).toEqual([]);
    confirmModal();
    await waitFor(() => expect(bodyOf(net, 'CloseMyFeast')).toEqual([{ feastId: '81', remark: 'Typhoon' }]));
  });
});
