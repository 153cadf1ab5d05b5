import { act, fireEvent, waitFor } from '@testing-library/react';
import { FapiaoTitleInput_Kind as Kind, type FapiaoTitleSchema } from '@/gen/booking/v1/fapiao_title_pb';
import { StoreOrderFapiaoService } from '@/gen/booking/v1/fapiao_title_service_pb';
import StoreOrderFapiaoPage from '@/pages/sub-store/store-order-fapiao/index';
import { answer, type Init } from '../support/fake-network';
import { openPages, watchNavigation } from '../support/host-navigation';
import { resetHostUi } from '../support/host-ui';
import { bootOrderPage, calls, DETAIL } from '../support/order-page-boot';
import { bodyOf } from '../support/staff-fixtures';

const PAGE = '/pages/sub-store/store-order-fapiao/index';
const CODE = '91350100M000100Y43';
const FIRM: Init<typeof FapiaoTitleSchema> = {
  model: { id: '31' },
  isDefault: true,
  fields: { kind: Kind.COMPANY, title: 'Fixture Trading Co.', taxpayerId: CODE, email: 'ap@fixture.cn' },
};
const PERSONAL: Init<typeof FapiaoTitleSchema> = {
  model: { id: '32' },
  fields: { kind: Kind.PERSONAL, title: 'Chan Mei Ling' },
};
const LIST = '/booking.v1.StoreOrderFapiaoService/ListOrderGuestFapiaoTitles';
const SET = '/booking.v1.StoreOrderFapiaoService/SetOrderFapiao';

const boot = (list: Array<Init<typeof FapiaoTitleSchema>>, language?: 'en' | 'zh-Hant') =>
  bootOrderPage(
    StoreOrderFapiaoPage,
    {},
    [
      answer(StoreOrderFapiaoService.method.listOrderGuestFapiaoTitles, { list }),
      answer(StoreOrderFapiaoService.method.setOrderFapiao, () => ({ order: {} })),
    ],
    PAGE,
    {},
    language,
  );

const names = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.store-order-fapiao__guest-name')).map((e) => e.textContent);
const input = (container: HTMLElement, key: string) =>
  container.querySelector<HTMLInputElement>(`.fapiao-form__input--${key} input`) ??
  container.querySelector<HTMLInputElement>(`.fapiao-form__input--${key}`);

describe('store-order-fapiao: the guest’s saved titles', () => {
  beforeEach(() => {
    resetHostUi();
    openPages(DETAIL, PAGE);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the titles the guest saved for this order, default first, and a tap fills the form to save', async () => {
    const host = watchNavigation();
    const { container, findByText, network } = await boot([FIRM, PERSONAL]);
    await findByText('客人保存的抬头');
    await waitFor(() => expect(names(container)).toEqual(['Fixture Trading Co.', 'Chan Mei Ling']));
    expect(bodyOf(calls(network, LIST)[0])).toEqual({ storeId: '11', bookingOrderId: '103' });
    expect(container.querySelector('.store-order-fapiao__guest-default')?.textContent).toBe('默认');
    expect(container.querySelector('.store-order-fapiao__guest-id')?.textContent).toBe(CODE);

    await act(async () => fireEvent.click(container.querySelectorAll('.store-order-fapiao__guest-title')[0]));
    await waitFor(() => expect(input(container, 'taxpayerId')?.value).toBe(CODE));
    expect(input(container, 'title')?.value).toBe('Fixture Trading Co.');
    await act(async () => fireEvent.click(container.querySelector('.fapiao-form__save')!));
    await waitFor(() => expect(calls(network, SET)).toHaveLength(1));
    expect(bodyOf(calls(network, SET)[0])).toMatchObject({
      storeId: '11',
      bookingOrderId: '103',
      fapiao: { kind: 'COMPANY', title: 'Fixture Trading Co.', taxpayerId: CODE, email: 'ap@fixture.cn' },
    });
    // saved: back to the order
    await waitFor(() => expect(host.navigateBack).toHaveBeenCalled());
  });

  it('says so when the guest saved none, in each language', async () => {
    const hans = await boot([]);
    expect(await hans.findByText('客人没有保存发票抬头，请按客人提供的信息填写')).toBeTruthy();
    hans.unmount();
    const en = await boot([], 'en');
    expect(await en.findByText('The guest has saved no fapiao title: enter what they give you')).toBeTruthy();
    en.unmount();
    const hant = await boot([FIRM], 'zh-Hant');
    expect(await hant.findByText('客人儲存的抬頭')).toBeTruthy();
    expect(await hant.findByText('預設')).toBeTruthy();
  });
});
