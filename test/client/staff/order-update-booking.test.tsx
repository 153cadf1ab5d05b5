import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import StoreOrderUpdateBookingPage from '@/pages/sub-store/store-order-update-booking/index';
import { StoreBookingModifyService } from '@/gen/booking/v1/store_booking_modify_service_pb';
import { answer } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { bootOrderPage, calls } from '../support/order-page-boot';
import { bodyOf, P } from '../support/staff-fixtures';

// Staff edit a booking's own records after it was made: tags, taker, channel, the
// guest's note and the invite code; each change goes to the server as its own call
// (logged on its own there), and only what changed is sent.
const PATH = '/pages/sub-store/store-order-update-booking/index';
const ORDER = { tagIdList: ['41'], takerId: '0', channelId: '61', dinerRemark: 'near the window', inviteCode: '' };

const boot = () =>
  bootOrderPage(
    StoreOrderUpdateBookingPage,
    ORDER,
    (changed) => [
      answer(StoreBookingModifyService.method.modifyTags, changed({ tagIdList: ['41', '42'] })),
      answer(StoreBookingModifyService.method.modifyTaker, changed({ takerId: '51' })),
      answer(StoreBookingModifyService.method.modifyChannel, changed({ channelId: '0' })),
      answer(StoreBookingModifyService.method.modifyDinerRemark, changed({ dinerRemark: 'a high chair, please' })),
      answer(StoreBookingModifyService.method.modifyInviteCode, changed({ inviteCode: 'SPRING' })),
    ],
    PATH,
  );

const chipsOf = (container: HTMLElement, label: string) => {
  const field = Array.from(container.querySelectorAll('.staff-form__field')).find(
    (f) => f.querySelector('.staff-form__label')?.textContent === label,
  )!;
  return Array.from(field.querySelectorAll<HTMLElement>('.staff-form__chip'));
};
const chosen = (container: HTMLElement, label: string) =>
  chipsOf(container, label)
    .filter((c) => c.classList.contains('staff-form__chip--on'))
    .map((c) => c.textContent);
const tapChip = (container: HTMLElement, label: string, text: string) =>
  act(async () => fireEvent.click(chipsOf(container, label).find((c) => c.textContent === text)!));
const type = (el: Element, value: string) =>
  act(async () => {
    el.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }));
  });
const saveButton = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('.order-page__actions .nut-button')!;
const modifyCalls = (network: Awaited<ReturnType<typeof boot>>['network']) =>
  network.calls.filter((c) => c.url.includes('StoreBookingModifyService')).map((c) => c.url.split('/').pop());

beforeEach(() => {
  resetHostUi();
  jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never);
  // Opened alone (no page below it), going back lands on the staff home.
  jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never);
});
const leftThePage = () =>
  waitFor(() =>
    expect(jest.mocked(Taro.navigateBack).mock.calls.length + jest.mocked(Taro.reLaunch).mock.calls.length).toBe(1),
  );
afterEach(() => jest.restoreAllMocks());

describe('store-order-update-booking', () => {
  it('opens with the booking’s records chosen, and saves nothing until something changes', async () => {
    const { container, findByText, network } = await boot();
    await findByText('VIP');
    expect(chosen(container, '标签')).toEqual(['VIP']);
    expect(chosen(container, '接单人')).toEqual(['无']);
    expect(chosen(container, '渠道')).toEqual(['Phone']);
    expect(saveButton(container).className).toContain('disabled');
    await act(async () => fireEvent.click(saveButton(container)));
    expect(modifyCalls(network)).toEqual([]);
  });

  it('sends each changed record as its own change, and only those', async () => {
    const { container, findByText, network } = await boot();
    await findByText('VIP');
    await tapChip(container, '标签', 'Birthday');
    await tapChip(container, '接单人', 'Manager Wu');
    await tapChip(container, '渠道', '无');
    await type(
      container.querySelector(
        '.order-update-booking__diner-remark taro-textarea-core, .order-update-booking__diner-remark',
      )!,
      'a high chair, please',
    );
    await type(
      container.querySelector(
        '.order-update-booking__invite-code taro-input-core, .order-update-booking__invite-code',
      )!,
      ' SPRING ',
    );
    await act(async () => fireEvent.click(saveButton(container)));
    await leftThePage();

    expect(modifyCalls(network)).toEqual([
      'ModifyTags',
      'ModifyTaker',
      'ModifyChannel',
      'ModifyDinerRemark',
      'ModifyInviteCode',
    ]);
    const ref = { storeId: '11', bookingOrderId: '103' };
    expect(bodyOf(calls(network, P.modify('ModifyTags'))[0])).toEqual({ ...ref, tagIdList: ['41', '42'] });
    expect(bodyOf(calls(network, P.modify('ModifyTaker'))[0])).toEqual({ ...ref, takerId: '51' });
    // No channel: the contract's 0, which Connect's JSON leaves out.
    expect(bodyOf(calls(network, P.modify('ModifyChannel'))[0])).toEqual(ref);
    expect(bodyOf(calls(network, P.modify('ModifyDinerRemark'))[0])).toEqual({
      ...ref,
      dinerRemark: 'a high chair, please',
    });
    expect(bodyOf(calls(network, P.modify('ModifyInviteCode'))[0])).toEqual({ ...ref, inviteCode: 'SPRING' });
  });

  it('only the tags, when only the tags changed', async () => {
    const { container, findByText, network } = await boot();
    await findByText('VIP');
    await tapChip(container, '标签', 'VIP');
    await act(async () => fireEvent.click(saveButton(container)));
    await leftThePage();
    expect(modifyCalls(network)).toEqual(['ModifyTags']);
    expect(bodyOf(calls(network, P.modify('ModifyTags'))[0])).toEqual({ storeId: '11', bookingOrderId: '103' });
  });
});
