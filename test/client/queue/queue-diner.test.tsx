import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { act, fireEvent, waitFor } from '@testing-library/react';
import Taro from '@tarojs/taro';
import QueueTakePage from '@/pages/sub-user/queue-take/index';
import QueueTicketPage from '@/pages/sub-user/queue-ticket/index';
import { DinerQueueService } from '@/gen/booking/v1/diner_queue_service_pb';
import { QueueTicket_Status as Status, type QueueTicketSchema } from '@/gen/booking/v1/queue_pb';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type CannedRoute, type Init } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { watchNavigation } from '../support/host-navigation';
import { sentTo } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

// The diner's side of the walk-in queue: take a number (from the stand's QR
// code or remotely), then watch the number's place and wait, say "on my
// way" once called, or leave the queue.

afterEach(() => {
  resetHostUi();
  jest.restoreAllMocks();
});

const TYPES = [
  { id: '21', code: 'A', minPeople: 1, maxPeople: 2, waitingCount: 3, nextWaitSecond: 1500 },
  { id: '22', code: 'B', minPeople: 3, maxPeople: 0, waitingCount: 0, nextWaitSecond: 30 },
];
const ticket = (over: Partial<Init<typeof QueueTicketSchema>> = {}): Init<typeof QueueTicketSchema> => ({
  id: '31',
  storeId: '7',
  number: 'A007',
  typeCode: 'A',
  people: 2,
  status: Status.WAITING,
  place: 3,
  estimatedWaitSecond: 1500,
  storeName: 'Jade Garden · The Bund',
  queueOpen: true,
  ...over,
});

function boot(page: typeof QueueTakePage, params: Record<string, string>, routes: CannedRoute[]) {
  const net = fakeNetwork(routes);
  const open = bootPage(page, { diner: true, store: createTestStore({ request: net.request }), params });
  return { net, open };
}

describe('queue-take', () => {
  it('shows each type with its wait and takes a number for the party size chosen', async () => {
    const navigation = watchNavigation();
    const { net, open } = boot(QueueTakePage, { storeId: '7', stand: 'stand-code' }, [
      answer(DinerQueueService.method.getStoreQueue, {
        storeName: 'Jade Garden · The Bund',
        open: true,
        remoteEnabled: false,
        typeList: TYPES,
      }),
      answer(DinerQueueService.method.takeMyQueueNumber, { ticket: ticket({ number: 'B001', people: 3 }) }),
    ]);
    const { findByTestId, getByText } = await open;
    expect((await findByTestId('queue-type-A')).textContent).toContain('3桌等待 · 约25分钟');
    expect((await findByTestId('queue-type-B')).textContent).toContain('3人及以上');
    await act(async () => fireEvent.click(getByText('3')));
    await act(async () => fireEvent.click(getByText('取号', { selector: '.nut-button *' })));
    await waitFor(() =>
      expect(sentTo(net.calls, 'TakeMyQueueNumber')[0]).toMatchObject({
        storeId: '7',
        people: 3,
        standCode: 'stand-code',
      }),
    );
    // On to the diner's number.
    await waitFor(() => expect(navigation.opened()).toEqual(['/pages/sub-user/queue-ticket/index?id=31']));
  });

  it('sends a diner away from the door to the stand when the store hands out numbers there only', async () => {
    const { open } = boot(QueueTakePage, { storeId: '7' }, [
      answer(DinerQueueService.method.getStoreQueue, {
        storeName: 'X',
        open: true,
        remoteEnabled: false,
        typeList: TYPES,
      }),
    ]);
    const { findByText, queryByText } = await open;
    expect(await findByText('本店在门口取号,请扫描门口的二维码')).toBeTruthy();
    expect(queryByText('用餐人数')).toBeNull();
  });
});

describe('queue-ticket', () => {
  it('shows the place and estimated wait of the diner number', async () => {
    const { open } = boot(QueueTicketPage, { id: '31' }, [
      answer(DinerQueueService.method.getMyQueueTicket, { ticket: ticket() }),
    ]);
    const { findByTestId, getByText } = await open;
    expect((await findByTestId('queue-number')).textContent).toBe('A007');
    expect(getByText('第3位')).toBeTruthy();
    expect(getByText('前面还有2桌')).toBeTruthy();
    expect((await findByTestId('queue-wait')).textContent).toBe('约25分钟');
  });

  it('once called shows how long the table is held and tells the store the diner is on the way', async () => {
    let current = ticket({ status: Status.CALLED, place: 0, holdUntil: timestampFromMs(Date.now() + 600_000) });
    const { net, open } = boot(QueueTicketPage, { id: '31' }, [
      answer(DinerQueueService.method.getMyQueueTicket, () => ({ ticket: current })),
      answer(DinerQueueService.method.confirmOnMyWay, () => {
        current = { ...current, onMyWayTime: timestampFromMs(Date.now()) };
        return { ticket: current };
      }),
    ]);
    const { findByText, findAllByText, getByText } = await open;
    expect(await findByText('轮到您了!桌位为您保留10分钟')).toBeTruthy();
    await act(async () => fireEvent.click(getByText('我在路上')));
    await waitFor(() => expect(sentTo(net.calls, 'ConfirmOnMyWay')).toEqual([{ ticketId: '31' }]));
    expect((await findAllByText('已告知门店您在路上')).length).toBeGreaterThan(0);
  });

  it('leaves the queue after asking', async () => {
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never);
    const { net, open } = boot(QueueTicketPage, { id: '31' }, [
      answer(DinerQueueService.method.getMyQueueTicket, { ticket: ticket() }),
      answer(DinerQueueService.method.cancelMyQueueTicket, { ticket: ticket({ status: Status.CANCELLED }) }),
    ]);
    const { findByText, getByText } = await open;
    await act(async () => fireEvent.click(await findByText('取消排队')));
    await waitFor(() => expect(sentTo(net.calls, 'CancelMyQueueTicket')).toEqual([{ ticketId: '31' }]));
    await waitFor(() => expect(getByText('已取消')).toBeTruthy());
  });
});
