import { act, fireEvent, waitFor } from '@testing-library/react';
import FeastDetailPage from '@/pages/sub-user/feast-detail/index';
import FeastQaEditPage from '@/pages/sub-user/feast-qa-edit/index';
import { DinerFeastService } from '@/gen/feast/v1/diner_feast_service_pb';
import { Feast_Status, FeastParticipant_Status, type FeastSchema } from '@/gen/feast/v1/feast_pb';
import { PublicFeastService } from '@/gen/feast/v1/public_feast_service_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import { UserSessionService } from '@/gen/identity/v1/user_session_service_pb';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init, timestamp } from '../support/fake-network';
import { watchNavigation } from '../support/host-navigation';
import { resetHostUi } from '../support/host-ui';
import { A_DINER, DINER_USER } from '../support/identity-network';
import { createTestStore } from '../support/test-store';

// A question the diner asks is on the feast's page when they come back to it, not
// only after a reload: the pages of one feast share what they know of it.
const FEAST: Init<typeof FeastSchema> = {
  model: { id: '71' },
  number: 'F000071',
  title: 'Crab Night',
  participantCount: 8,
  minParticipantCount: 4,
  depositPerPerson: '20000',
  storeName: 'Jade',
  status: Feast_Status.FORMING,
  reservationDate: '2027-02-02',
  startSecond: 64800,
  registrationDeadline: timestamp('2027-02-01T12:00:00Z'),
  timezone: 'Asia/Shanghai',
};

beforeEach(() => resetHostUi());
afterEach(() => jest.restoreAllMocks());

it('a question asked shows on the feast page at once, newest first, without asking the server again', async () => {
  let listed = 0;
  const net = fakeNetwork([
    answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
    answer(UserSessionService.method.listSessions, { list: [] }),
    answer(UserDinerService.method.listUserDiners, { list: [A_DINER] }),
    answer(StaffStandingService.method.getMyStaffStanding, {}),
    answer(PublicFeastService.method.getFeast, { feast: FEAST }),
    answer(PublicFeastService.method.listFeastQuestions, () => {
      listed++;
      return {
        list: [{ model: { id: '1' }, feastId: '71', askerName: 'Lin', content: 'Parking?', answer: 'Yes, B2' }],
      };
    }),
    answer(DinerFeastService.method.getMyParticipation, {
      list: [{ model: { id: '6' }, feastId: '71', seatCount: 1, status: FeastParticipant_Status.SUCCESS }],
    }),
    answer(DinerFeastService.method.askQuestion, (_request, input) => ({
      question: { model: { id: '2' }, feastId: input.feastId, askerName: 'E2E', content: input.content, isMine: true },
    })),
  ]);
  const store = createTestStore({ request: net.request });
  await store.session.loadCurrentSession();
  watchNavigation();

  const detail = await bootPage(FeastDetailPage, {
    path: '/pages/sub-user/feast-detail/index',
    params: { id: '71' },
    store,
  });
  await waitFor(() => expect(detail.container.querySelectorAll('.feast-qa').length).toBe(1));

  const ask = await bootPage(FeastQaEditPage, {
    path: '/pages/sub-user/feast-qa-edit/index',
    params: { id: '71' },
    store,
  });
  const field = ask.container.querySelector('taro-textarea-core')!;
  await act(async () => {
    field.dispatchEvent(new CustomEvent('input', { detail: { value: 'Is there a vegetarian menu?' }, bubbles: true }));
  });
  const button = ask.container.querySelector('.feast-actions .nut-button')!;
  await waitFor(() => expect(button.classList.contains('nut-button-disabled')).toBe(false));
  const listedBefore = listed;
  fireEvent.click(button);

  const questions = () => [...detail.container.querySelectorAll('.feast-qa__q')].map((q) => q.textContent);
  await waitFor(() => expect(questions()).toEqual(['E2E: Is there a vegetarian menu?', 'Lin: Parking?']));
  expect(detail.container.querySelector('.feast-qa__a')?.textContent).toBe('待回答');
  expect(listed).toBe(listedBefore);
});
