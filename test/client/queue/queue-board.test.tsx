import { act, fireEvent, waitFor } from '@testing-library/react';
import QueueBoardPage from '@/pages/sub-store/queue-board/index';
import {
  QueueTicket_Status as Status,
  type QueueSessionSchema,
  type QueueTicketSchema,
} from '@/gen/booking/v1/queue_pb';
import { StoreQueueService } from '@/gen/booking/v1/store_queue_service_pb';
import { StoreShiftService } from '@/gen/store/v1/shift_pb';
import { StoreTableService } from '@/gen/store/v1/table_pb';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type CannedRoute, type Init } from '../support/fake-network';
import { PERMITTED_STORE, sentTo } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';
import { typeInto } from '../support/type-into';

// The host stand's queue board: the line with places and waits, a number for
// a walk-in (phone optional), seating a party on a chosen table, and opening
// a shift's queue when none is open.

const SESSION: Init<typeof QueueSessionSchema> = {
  id: '1',
  businessDate: '2030-03-01',
  storeShiftId: '11',
  shiftName: 'Lunch',
  open: true,
  holdMinute: 10,
  standCode: 'stand-code',
  typeList: [
    { id: '21', code: 'A', minPeople: 1, maxPeople: 2, waitingCount: 1, nextWaitSecond: 7800 },
    { id: '22', code: 'B', minPeople: 3, maxPeople: 4, waitingCount: 0, nextWaitSecond: 0 },
  ],
};
const ticket = (over: Partial<Init<typeof QueueTicketSchema>>): Init<typeof QueueTicketSchema> => ({
  id: '31',
  storeId: '7',
  number: 'A001',
  typeCode: 'A',
  people: 2,
  status: Status.WAITING,
  place: 1,
  estimatedWaitSecond: 6000,
  storeTableItemId: '0',
  ...over,
});
const TABLES = {
  list: [
    { model: { id: '41' }, name: 'Two', seatCapacity: 2, itemList: [{ model: { id: '51' }, name: 'Two-1' }] },
    { model: { id: '42' }, name: 'Four', seatCapacity: 4, itemList: [{ model: { id: '52' }, name: 'Four-1' }] },
  ],
};

async function boot(routes: CannedRoute[]) {
  const net = fakeNetwork([
    ...PERMITTED_STORE,
    answer(StoreShiftService.method.queryShifts, { list: [{ model: { id: '11' }, name: 'Lunch' }] }),
    answer(StoreTableService.method.queryTables, TABLES),
    ...routes,
  ]);
  const page = await bootPage(QueueBoardPage, {
    path: '/pages/sub-store/queue-board/index',
    store: createTestStore({ request: net.request }),
  });
  return { net, ...page };
}

describe('queue-board', () => {
  it('shows the line with places and waits, hands out a number and seats a party on a table', async () => {
    let tickets = [ticket({})];
    const { net, container, findByText, getByText, getByTestId } = await boot([
      answer(StoreQueueService.method.getQueueBoard, () => ({ session: SESSION, ticketList: tickets })),
      answer(StoreQueueService.method.takeQueueNumber, () => {
        const taken = ticket({ id: '32', number: 'A002', place: 2, estimatedWaitSecond: 7800, phone: '13800138000' });
        tickets = [...tickets, taken];
        return { ticket: taken };
      }),
      answer(StoreQueueService.method.seatQueueTicket, () => {
        tickets = [ticket({ status: Status.SEATED, tableName: 'Two-1' }), tickets[1]];
        return { ticket: tickets[0] };
      }),
    ]);
    expect(await findByText('Lunch · 排队中')).toBeTruthy();
    const row = getByTestId('queue-row-A001');
    expect(row.textContent).toContain('第1位');
    expect(row.textContent).toContain('约100分钟');
    expect(getByTestId('queue-type-A').textContent).toContain('1-2人');
    expect(getByTestId('queue-type-A').textContent).toContain('约130分钟');

    await typeInto(container.querySelector('.queue-take__phone'), '13800138000');
    await act(async () => fireEvent.click(getByText('取号', { selector: '.nut-button *' })));
    await waitFor(() => expect(sentTo(net.calls, 'TakeQueueNumber')).toHaveLength(1));
    expect(sentTo(net.calls, 'TakeQueueNumber')[0]).toMatchObject({ storeId: '7', people: 2, phone: '13800138000' });
    await waitFor(() => expect(getByTestId('queue-just-taken').textContent).toContain('A002'));

    await act(async () => fireEvent.click(getByTestId('queue-row-A001').querySelector('.nut-button')!));
    expect(getByTestId('queue-table-chooser').textContent).toContain('A001 · 选择桌位');
    await act(async () => fireEvent.click(getByText('Two-1 · 2')));
    await waitFor(() =>
      expect(sentTo(net.calls, 'SeatQueueTicket')).toEqual([{ storeId: '7', ticketId: '31', storeTableItemId: '51' }]),
    );
    await waitFor(() => expect(getByTestId('queue-row-A001').textContent).toContain('已入座'));
    expect(getByTestId('queue-row-A001').textContent).toContain('桌位 Two-1');
  });

  it('opens a shift queue when none is open', async () => {
    let open = false;
    const { net, findByTestId, getByText } = await boot([
      answer(StoreQueueService.method.getQueueBoard, () => (open ? { session: SESSION, ticketList: [] } : {})),
      answer(StoreQueueService.method.openQueue, () => {
        open = true;
        return { session: SESSION };
      }),
    ]);
    expect((await findByTestId('queue-closed')).textContent).toContain('当前没有开放的排队');
    await act(async () => fireEvent.click(getByText('Lunch')));
    await waitFor(() => expect(sentTo(net.calls, 'OpenQueue')).toEqual([{ storeId: '7', storeShiftId: '11' }]));
    expect(await findByTestId('queue-type-B')).toBeTruthy();
  });
});
