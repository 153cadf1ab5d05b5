import { create, toBinary } from '@bufbuild/protobuf';
import { base64Encode } from '@bufbuild/protobuf/wire';
import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import TicketVoucherListPage from '@/pages/sub-store/ticket-voucher-list/index';
import {
  DynamicCodeKind,
  DynamicCodeService,
  OutsideRedeemWindowSchema,
} from '@/gen/booking/v1/dynamic_code_service_pb';
import { StoreTicketingService } from '@/gen/ticketing/v1/store_ticketing_service_pb';
import { SERVER_MESSAGE } from '@/common/server-messages';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, uncheckedAnswer } from '../support/fake-network';
import { PERMITTED_STORE, sentTo } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';
import { typeInto } from '../support/type-into';

// The door: a code redeemed outside its window is not used silently. The
// server asks (failed_precondition with the window's detail); the page asks
// staff, naming the session's date, and only a confirmation sends it again.

/** The server's question, as Connect sends it: the message and the detail naming the session. */
const outsideWindow = (kind: DynamicCodeKind, date: string, startSecond: number, endSecond: number) =>
  uncheckedAnswer({
    status: 400,
    body: {
      code: 'failed_precondition',
      message:
        kind === DynamicCodeKind.BOOKING_ORDER
          ? SERVER_MESSAGE.arriveOutsideBookingTime
          : SERVER_MESSAGE.redeemOutsideSessionDay,
      details: [
        {
          type: OutsideRedeemWindowSchema.typeName,
          value: base64Encode(
            toBinary(
              OutsideRedeemWindowSchema,
              create(OutsideRedeemWindowSchema, {
                kind,
                subjectId: '12',
                date,
                startSecond,
                endSecond,
                timezone: 'Asia/Shanghai',
              }),
            ),
            'std_raw',
          ),
        },
      ],
    },
  });

async function boot(first: ReturnType<typeof outsideWindow>, kind = DynamicCodeKind.TICKETING_EVENT_TICKET_VOUCHER) {
  const net = fakeNetwork([
    ...PERMITTED_STORE,
    answer(StoreTicketingService.method.listStoreTicketVouchers, { list: [], total: 0 }),
    answer(DynamicCodeService.method.validateDynamicCode, first, { kind, subjectId: '12' }),
  ]);
  const page = await bootPage(TicketVoucherListPage, {
    path: '/pages/sub-store/ticket-voucher-list/index',
    store: createTestStore({ request: net.request }),
  });
  return { net, ...page };
}

const sentCodes = (net: { calls: Parameters<typeof sentTo>[0] }) => sentTo(net.calls, 'ValidateDynamicCode');

describe('the door, outside the window', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks before using a ticket on another day, naming its session, and sends it again once confirmed', async () => {
    const showModal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never);
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
    const { net, container, getByText } = await boot(
      outsideWindow(DynamicCodeKind.TICKETING_EVENT_TICKET_VOUCHER, '2026-12-05', 68400, 68400),
    );
    await typeInto(container.querySelector('.ticketing__code-input'), 'T12-48392017');
    await act(async () => fireEvent.click(getByText('核销')));
    await waitFor(() => expect(sentCodes(net)).toHaveLength(2));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.calls[0][0]).toMatchObject({
      content: '这张票的场次是 2026-12-05 19:00，不是今天。仍要核销吗？',
      confirmText: '仍要核销',
    });
    expect(sentCodes(net)).toEqual([
      { storeId: '7', code: 'T12-48392017' },
      { storeId: '7', code: 'T12-48392017', confirmOutsideWindow: true },
    ]);
    // Used: the ticket's page opens.
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(navigateTo.mock.calls[0][0].url).toContain('ticket-voucher-detail/index?id=12');
  });

  it('sends nothing more when staff cancel; a late party names the booking date and time', async () => {
    const showModal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true } as never);
    const { net, container, getByText } = await boot(
      outsideWindow(DynamicCodeKind.BOOKING_ORDER, '2026-11-25', 68400, 75600),
      DynamicCodeKind.BOOKING_ORDER,
    );
    await typeInto(container.querySelector('.ticketing__code-input'), '48271357');
    await act(async () => fireEvent.click(getByText('核销')));
    await waitFor(() => expect(showModal).toHaveBeenCalledTimes(1));
    expect(showModal.mock.calls[0][0]).toMatchObject({
      content: '这个预订是 2026-11-25 19:00–21:00，预订时间已过。仍要确认到店吗？',
    });
    await act(async () => Promise.resolve());
    expect(sentCodes(net)).toEqual([{ storeId: '7', code: '48271357' }]);
  });
});
