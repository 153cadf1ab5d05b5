import { DinerDeliveryAddressService } from '@/gen/mall/v1/diner_delivery_address_service_pb';
import { type DeliveryAddressSchema } from '@/gen/mall/v1/mall_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import DeliveryAddressCreatePage from '@/pages/sub-user/delivery-address-create/index';
import DeliveryAddressPage from '@/pages/sub-user/delivery-address/index';
import DeliveryAddressUpdatePage from '@/pages/sub-user/delivery-address-update/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type CannedRoutes, type Init, refusal } from '../support/fake-network';
import { openPages, watchNavigation } from '../support/host-navigation';
import { confirmModal, resetHostUi, toastText } from '../support/host-ui';
import { bodyOf, callsTo } from '../support/identity-network';
import { createTestStore } from '../support/test-store';
import { typeInto } from '../support/type-into';

// The diner's delivery addresses: the list (default first), making one the
// default, deleting after a question, adding and editing through the form.
const SERVICE = '/grpc/operator-user/mall.v1.DinerDeliveryAddressService';
const LIST = '/pages/sub-user/delivery-address/index';

const HOME: Init<typeof DeliveryAddressSchema> = {
  id: '5',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科苑路 1 号 802',
  contact: '李雷',
  phoneRegionCode: '86',
  phone: '13800138000',
  isDefault: true,
};
const OFFICE: Init<typeof DeliveryAddressSchema> = {
  ...HOME,
  id: '6',
  detail: '深南大道 9 号',
  contact: '韩梅梅',
  phoneRegionCode: '852',
  phone: '51234567',
  isDefault: false,
};

beforeEach(() => resetHostUi());
// The host's navigation spies start at zero calls in each test.
afterEach(() => jest.restoreAllMocks());

function boot(page: Parameters<typeof bootPage>[0], routes: CannedRoutes, params: Record<string, string> = {}) {
  const network = fakeNetwork([
    answer(DinerDeliveryAddressService.method.queryDeliveryAddresses, { list: [HOME, OFFICE] }),
    ...routes,
  ]);
  const open = bootPage(page, { diner: true, params, store: createTestStore({ request: network.request }) });
  return { open, network };
}

const cards = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-testid="delivery-address"]')].map((c) => c.textContent);

describe('delivery-address', () => {
  it('lists the addresses, the default marked, with the whole address and the phone', async () => {
    const { open } = boot(DeliveryAddressPage, []);
    const { container } = await open;
    await waitFor(() => expect(cards(container)).toHaveLength(2));
    expect(cards(container)[0]).toContain('李雷13800138000默认');
    expect(cards(container)[0]).toContain('广东省 深圳市 南山区 科苑路 1 号 802');
    expect(cards(container)[1]).toContain('+852 51234567');
    expect(container.querySelectorAll('.address-page__set-default')).toHaveLength(1);
  });

  it('makes another address the default with its fields unchanged', async () => {
    const { open, network } = boot(DeliveryAddressPage, [
      answer(DinerDeliveryAddressService.method.updateDeliveryAddress, { address: { ...OFFICE, isDefault: true } }),
    ]);
    const { container } = await open;
    await waitFor(() => expect(container.querySelector('.address-page__set-default')).not.toBeNull());
    await act(async () => {
      fireEvent.click(container.querySelector('.address-page__set-default')!);
    });
    expect(bodyOf(callsTo(network.calls, `${SERVICE}/UpdateDeliveryAddress`)[0])).toMatchObject({
      addressId: '6',
      address: { contact: '韩梅梅', phoneRegionCode: '852', phone: '51234567', isDefault: true },
    });
  });

  it('deletes only after the diner confirms', async () => {
    const { open, network } = boot(DeliveryAddressPage, [
      answer(DinerDeliveryAddressService.method.deleteDeliveryAddress, {}),
    ]);
    const { container } = await open;
    await waitFor(() => expect(cards(container)).toHaveLength(2));
    fireEvent.click(container.querySelectorAll('.address-page__delete')[1]);
    await waitFor(() => expect(document.querySelector('.taro-modal__text')?.textContent).toBe('删除这个收货地址？'));
    expect(callsTo(network.calls, `${SERVICE}/DeleteDeliveryAddress`)).toHaveLength(0);
    await act(async () => {
      confirmModal();
    });
    await waitFor(() => expect(callsTo(network.calls, `${SERVICE}/DeleteDeliveryAddress`)).toHaveLength(1));
    expect(bodyOf(callsTo(network.calls, `${SERVICE}/DeleteDeliveryAddress`)[0])).toEqual({ addressId: '6' });
    await waitFor(() => expect(toastText()).toBe('已删除'));
  });
});

describe('delivery-address-create and -update', () => {
  const field = (container: HTMLElement, key: string) => container.querySelector(`.address-form__input--${key}`);

  it('adds an address and goes back to the list', async () => {
    openPages(LIST, '/pages/sub-user/delivery-address-create/index');
    const nav = watchNavigation();
    const { open, network } = boot(DeliveryAddressCreatePage, [
      answer(DinerDeliveryAddressService.method.createDeliveryAddress, { address: HOME }),
    ]);
    const { container } = await open;
    await typeInto(field(container, 'contact'), '李雷');
    await typeInto(field(container, 'phone'), '13800138000');
    await typeInto(field(container, 'province'), '广东省');
    await typeInto(field(container, 'city'), '深圳市');
    await typeInto(field(container, 'district'), '南山区');
    await typeInto(field(container, 'detail'), '科苑路 1 号 802');
    fireEvent.click(container.querySelector('.address-form__self')!);
    await act(async () => {
      fireEvent.click(container.querySelector('.address-form__save')!);
    });
    expect(bodyOf(callsTo(network.calls, `${SERVICE}/CreateDeliveryAddress`)[0])).toEqual({
      address: {
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        detail: '科苑路 1 号 802',
        contact: '李雷',
        phoneRegionCode: '86',
        phone: '13800138000',
        selfDelivery: true,
      },
    });
    await waitFor(() => expect(nav.navigateBack).toHaveBeenCalled());
    expect(toastText()).toBe('已保存');
  });

  it('a refused address stays on the form with the server’s reason', async () => {
    openPages(LIST, '/pages/sub-user/delivery-address-create/index');
    const nav = watchNavigation();
    const { open } = boot(DeliveryAddressCreatePage, [
      answer(
        DinerDeliveryAddressService.method.createDeliveryAddress,
        refusal('invalid_argument', 'enter the province, city, district, address and contact', 400),
      ),
    ]);
    const { container } = await open;
    await act(async () => {
      fireEvent.click(container.querySelector('.address-form__save')!);
    });
    await waitFor(() => expect(document.body.textContent).toContain('请填写省、市、区、详细地址和联系人'));
    expect(nav.navigateBack).not.toHaveBeenCalled();
    expect(container.querySelector('.address-form')).not.toBeNull();
  });

  it('edits the address named in the query, starting from its saved fields', async () => {
    openPages(LIST, '/pages/sub-user/delivery-address-update/index');
    const nav = watchNavigation();
    const { open, network } = boot(
      DeliveryAddressUpdatePage,
      [answer(DinerDeliveryAddressService.method.updateDeliveryAddress, { address: OFFICE })],
      { id: '6' },
    );
    const { container } = await open;
    await waitFor(() => expect(field(container, 'detail')).not.toBeNull());
    // Taro's input draws its <input> a moment after it mounts.
    await waitFor(() => expect(field(container, 'contact')?.querySelector('input')?.value).toBe('韩梅梅'));
    await typeInto(field(container, 'detail'), '深南大道 10 号');
    await act(async () => {
      fireEvent.click(container.querySelector('.address-form__save')!);
    });
    expect(bodyOf(callsTo(network.calls, `${SERVICE}/UpdateDeliveryAddress`)[0])).toMatchObject({
      addressId: '6',
      address: { detail: '深南大道 10 号', phoneRegionCode: '852', phone: '51234567' },
    });
    await waitFor(() => expect(nav.navigateBack).toHaveBeenCalled());
  });
});
