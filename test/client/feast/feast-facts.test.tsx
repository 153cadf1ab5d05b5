import { PublicFeastService } from '@/gen/feast/v1/public_feast_service_pb';
import { Feast_ClosedBy, Feast_CloseReason, Feast_Status, type FeastSchema } from '@/gen/feast/v1/feast_pb';
import FeastDetailPage from '@/pages/sub-user/feast-detail/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init, timestamp } from '../support/fake-network';
import { createTestStore } from '../support/test-store';
import type { Language } from '@/i18n/language';

// What a feast's page tells a diner at a glance: who called a closed feast
// off, and how far the paid seats are from the minimum.
const FEAST: Init<typeof FeastSchema> = {
  model: { id: '71' },
  number: 'F000071',
  title: 'Crab Night',
  participantCount: 8,
  minParticipantCount: 4,
  seatsTaken: 3,
  paidSeats: 3,
  depositPerPerson: '20000',
  storeName: 'Jade',
  status: Feast_Status.FORMING,
  reservationDate: '2027-02-02',
  startSecond: 64800,
  registrationDeadline: timestamp('2027-02-01T12:00:00Z'),
  timezone: 'Asia/Shanghai',
};

function open(feast: Init<typeof FeastSchema>, language?: Language) {
  const net = fakeNetwork([
    answer(PublicFeastService.method.getFeast, { feast }),
    answer(PublicFeastService.method.listFeastQuestions, { list: [] }),
  ]);
  return bootPage(FeastDetailPage, {
    path: '/pages/sub-user/feast-detail/index',
    params: { id: '71' },
    store: createTestStore({ request: net.request, ...(language ? { language } : {}) }),
  });
}

const headcount = (container: HTMLElement) =>
  container.querySelector('[data-testid="feast-headcount"]')?.textContent ?? null;

describe('a closed feast', () => {
  it('closed by the store says the restaurant called it off, not its host', async () => {
    const { findByText, container } = await open({
      ...FEAST,
      status: Feast_Status.CLOSED,
      closeReason: Feast_CloseReason.CREATOR_CANCEL,
      closedBy: Feast_ClosedBy.STORE,
    });
    expect(await findByText('关闭原因：门店取消')).toBeTruthy();
    expect(container.textContent).not.toContain('发起人取消');
    // Closed: no count of who paid.
    expect(headcount(container)).toBeNull();
  });

  it('closed by its host says so, with the host’s own words', async () => {
    const { findByText } = await open({
      ...FEAST,
      status: Feast_Status.CLOSED,
      closeReason: Feast_CloseReason.CREATOR_CANCEL,
      closedBy: Feast_ClosedBy.CREATOR,
      closeRemark: '台风停航',
    });
    expect(await findByText('关闭原因：发起人取消 · 台风停航')).toBeTruthy();
  });

  it('closed at the deadline says too few joined', async () => {
    const { findByText } = await open({
      ...FEAST,
      status: Feast_Status.CLOSED,
      closeReason: Feast_CloseReason.NOT_ENOUGH_PARTICIPANT,
      closedBy: Feast_ClosedBy.SYSTEM,
    });
    expect(await findByText('关闭原因：人数不足')).toBeTruthy();
  });
});

describe('how many have paid', () => {
  it('short of the minimum: how many more it needs', async () => {
    const { container, findByText } = await open(FEAST);
    expect(await findByText('Crab Night')).toBeTruthy();
    expect(headcount(container)).toBe('已付 3 位，还差 1 位成局');
  });

  it('at the minimum: it goes ahead', async () => {
    const { container, findByText } = await open({ ...FEAST, paidSeats: 4, seatsTaken: 5 });
    expect(await findByText('Crab Night')).toBeTruthy();
    expect(headcount(container)).toBe('已付 4 位，已成局');
  });

  it('in English, with the plural the numbers need', async () => {
    const one = await open({ ...FEAST, paidSeats: 1, minParticipantCount: 2 }, 'en');
    expect(await one.findByText('Crab Night')).toBeTruthy();
    expect(headcount(one.container)).toBe('1 paid, 1 more needed to go ahead');
  });
});
