import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import BookingOrderChannelPage from '@/pages/sub-store/booking-order-channel/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { type BookingChannelSchema, BookingChannelService } from '@/gen/booking/v1/booking_channel_service_pb';
import { confirmModal, modalText, resetHostUi } from '../support/host-ui';
import { PERMITTED_STORE, sentTo } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

/** A channel list the fake server keeps, so each answer shows the last change. */
function network() {
  let list: Init<typeof BookingChannelSchema>[] = [
    { model: { id: '61' }, storeId: '7', name: 'Phone', sort: 1 },
    { model: { id: '62' }, storeId: '7', name: 'Walk-in', sort: 2 },
    { model: { id: '63' }, storeId: '7', name: 'WeChat', sort: 3 },
  ];
  return fakeNetwork([
    ...PERMITTED_STORE,
    answer(BookingChannelService.method.queryBookingChannels, () => ({ list })),
    answer(BookingChannelService.method.createBookingChannel, (_r, input) => {
      const made: Init<typeof BookingChannelSchema> = {
        model: { id: '64' },
        storeId: '7',
        name: input.channel?.name,
        sort: 4,
      };
      list = [...list, made];
      return { channel: made };
    }),
    answer(BookingChannelService.method.sortBookingChannels, (r) => {
      const ids: string[] = JSON.parse(r.body!).channelIdList;
      list = ids.map((id, i) => ({ ...list.find((c) => c.model?.id === id)!, sort: i + 1 }));
      return {};
    }),
    answer(BookingChannelService.method.deleteBookingChannel, (r) => {
      list = list.filter((c) => c.model?.id !== JSON.parse(r.body!).channelId);
      return {};
    }),
  ]);
}

const names = (c: HTMLElement) => Array.from(c.querySelectorAll('.channel-row__name')).map((e) => e.textContent);

async function type(container: HTMLElement, selector: string, value: string) {
  const input = container.querySelector(`${selector} taro-input-core`)!;
  await act(async () => {
    (input as HTMLInputElement).value = value;
    input.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }));
  });
}

describe('booking channels', () => {
  beforeEach(() => {
    resetHostUi();
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never);
  });
  afterEach(() => jest.restoreAllMocks());

  it('adds a channel, moves one up, and removes one after asking', async () => {
    const net = network();
    const { container } = await bootPage(BookingOrderChannelPage, { store: createTestStore({ request: net.request }) });
    await waitFor(() => expect(names(container)).toEqual(['Phone', 'Walk-in', 'WeChat']));
    // The first cannot go up, the last cannot go down.
    expect(container.querySelector('.channel-row__up')?.className).toContain('disabled');

    await type(container, '.channel-add__input', '  Meituan ');
    await act(async () => fireEvent.click(container.querySelector('.channel-add__button')!));
    await waitFor(() => expect(names(container)).toEqual(['Phone', 'Walk-in', 'WeChat', 'Meituan']));
    expect(sentTo(net.calls, 'CreateBookingChannel')).toEqual([{ storeId: '7', channel: { name: 'Meituan' } }]);

    await act(async () => fireEvent.click(container.querySelectorAll('.channel-row__up')[2]!));
    await waitFor(() => expect(names(container)).toEqual(['Phone', 'WeChat', 'Walk-in', 'Meituan']));
    expect(sentTo(net.calls, 'SortBookingChannels')).toEqual([
      { storeId: '7', channelIdList: ['61', '63', '62', '64'] },
    ]);

    await act(async () => fireEvent.click(container.querySelectorAll('.channel-row__delete')[0]!));
    await waitFor(() => expect(modalText()).toContain('Phone'));
    await act(async () => confirmModal());
    await waitFor(() => expect(names(container)).toEqual(['WeChat', 'Walk-in', 'Meituan']));
  });

  it('asks for a name and sends nothing without one', async () => {
    const net = network();
    const { container } = await bootPage(BookingOrderChannelPage, { store: createTestStore({ request: net.request }) });
    await waitFor(() => expect(names(container)).toHaveLength(3));
    await type(container, '.channel-add__input', '   ');
    await act(async () => fireEvent.click(container.querySelector('.channel-add__button')!));
    expect(container.textContent).toContain('请填写名称');
    expect(sentTo(net.calls, 'CreateBookingChannel')).toEqual([]);
  });
});
