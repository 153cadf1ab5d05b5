import Taro from '@tarojs/taro';
import { waitFor } from '@testing-library/react';
import BookingOrderTagCreatePage from '@/pages/sub-store/booking-order-tag-create/index';
import BookingOrderTagUpdatePage from '@/pages/sub-store/booking-order-tag-update/index';
import { bootPage } from '../support/boot-page';
import { answer, fieldsOf, fakeNetwork, type Init } from '../support/fake-network';
import { type BookingOrderTagSchema, BookingTagService } from '@/gen/booking/v1/booking_tag_service_pb';
import { resetHostUi, toastText } from '../support/host-ui';
import { fill, formError, PERMITTED_STORE, save, sentTo } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

const EXISTING: Init<typeof BookingOrderTagSchema>[] = [
  { model: { id: '1' }, storeId: '7', content: 'VIP', sort: 0 },
  { model: { id: '2' }, storeId: '7', content: 'Window seat', sort: 1 },
];

function network() {
  return fakeNetwork([
    ...PERMITTED_STORE,
    answer(BookingTagService.method.queryBookingOrderTags, { list: EXISTING }),
    answer(BookingTagService.method.createBookingOrderTag, (_r, input) => ({
      tag: { ...fieldsOf(input.tag), model: { id: '3' } },
    })),
    answer(BookingTagService.method.updateBookingOrderTag, (_r, input) => ({
      tag: { ...fieldsOf(input.tag), model: { id: '2' } },
    })),
  ]);
}

describe('the tag form', () => {
  beforeEach(() => {
    resetHostUi();
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never);
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never);
  });
  afterEach(() => jest.restoreAllMocks());

  it('requires content', async () => {
    const net = network();
    const { container } = await bootPage(BookingOrderTagCreatePage, {
      store: createTestStore({ request: net.request }),
    });
    await fill(container, 'content', '   ');
    await save(container);
    expect(formError(container)).toBe('请输入标签内容');
    expect(sentTo(net.calls, 'CreateBookingOrderTag')).toEqual([]);
  });

  it('refuses content another tag of the store has, ignoring case, and sends a new one trimmed', async () => {
    const net = network();
    const { container } = await bootPage(BookingOrderTagCreatePage, {
      store: createTestStore({ request: net.request }),
    });
    await waitFor(() => expect(sentTo(net.calls, 'QueryBookingOrderTags')).toHaveLength(1));
    await fill(container, 'content', ' vip ');
    await save(container);
    expect(formError(container)).toBe('标签已存在');
    expect(sentTo(net.calls, 'CreateBookingOrderTag')).toEqual([]);
    await fill(container, 'content', ' Birthday ');
    await fill(container, 'color', '#C8A063');
    await save(container);
    await waitFor(() => expect(sentTo(net.calls, 'CreateBookingOrderTag')).toHaveLength(1));
    expect(sentTo(net.calls, 'CreateBookingOrderTag')[0]).toEqual({
      storeId: '7',
      tag: { content: 'Birthday', color: '#C8A063' },
    });
    await waitFor(() => expect(toastText()).toBe('已保存'));
  });

  it('lets a tag keep its own content when edited', async () => {
    const net = network();
    const { container } = await bootPage(BookingOrderTagUpdatePage, {
      params: { id: '2' },
      store: createTestStore({ request: net.request }),
    });
    await waitFor(() => expect(container.querySelector('.setup-field--content')).not.toBeNull());
    await fill(container, 'content', 'WINDOW SEAT');
    await save(container);
    await waitFor(() => expect(sentTo(net.calls, 'UpdateBookingOrderTag')).toHaveLength(1));
    expect(sentTo(net.calls, 'UpdateBookingOrderTag')[0]).toMatchObject({
      tagId: '2',
      tag: { content: 'WINDOW SEAT' },
    });
    await fill(container, 'content', 'Vip');
    await save(container);
    expect(formError(container)).toBe('标签已存在');
  });
});
