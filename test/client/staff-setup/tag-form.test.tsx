import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import BookingOrderTagPage from '@/pages/sub-store/booking-order-tag/index';
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

describe('the tag list', () => {
  afterEach(() => jest.restoreAllMocks());

  it('moves a tag up and sends the store’s new order, without opening the tag', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
    let tags = [...EXISTING, { model: { id: '3' }, storeId: '7', content: 'Birthday', sort: 2 }];
    const net = fakeNetwork([
      ...PERMITTED_STORE,
      answer(BookingTagService.method.queryBookingOrderTags, () => ({ list: tags })),
      answer(BookingTagService.method.sortBookingOrderTags, (r) => {
        const ids: string[] = JSON.parse(r.body!).tagIdList;
        tags = ids.map((id, sort) => ({ ...tags.find((t) => t.model?.id === id)!, sort }));
        return {};
      }),
    ]);
    const { container } = await bootPage(BookingOrderTagPage, { store: createTestStore({ request: net.request }) });
    const titles = () => Array.from(container.querySelectorAll('.setup-list__title')).map((e) => e.textContent);
    await waitFor(() => expect(titles()).toEqual(['VIP', 'Window seat', 'Birthday']));
    const rows = container.querySelectorAll('.booking-order-tag__row');
    expect(rows[0]!.querySelector('.booking-order-tag__up')!.className).toContain('disabled');
    await act(async () => fireEvent.click(rows[2]!.querySelector('.booking-order-tag__up')!));
    await waitFor(() => expect(sentTo(net.calls, 'SortBookingOrderTags')).toHaveLength(1));
    expect(sentTo(net.calls, 'SortBookingOrderTags')[0]).toEqual({ storeId: '7', tagIdList: ['1', '3', '2'] });
    await waitFor(() => expect(titles()).toEqual(['VIP', 'Birthday', 'Window seat']));
    // Moving is not opening: neither the editor page (phone) nor its panel (wide).
    expect(navigateTo).not.toHaveBeenCalled();
    expect(container.querySelector('.side-panel')).toBeNull();
    await act(async () => fireEvent.click(container.querySelectorAll('.booking-order-tag__row')[1]!));
    await waitFor(() =>
      expect(navigateTo.mock.calls.length + container.querySelectorAll('.side-panel').length).toBeGreaterThan(0),
    );
  });
});
