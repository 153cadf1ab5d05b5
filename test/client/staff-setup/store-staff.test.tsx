import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import StoreStaffPage from '@/pages/sub-store/store-staff/index';
import { StaffRole } from '@/gen/identity/v1/staff_pb';
import { StoreStaffService } from '@/gen/identity/v1/store_staff_service_pb';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, refusal } from '../support/fake-network';
import { confirmModal, modalText, resetHostUi, toastText } from '../support/host-ui';
import { PERMITTED_STORE, sentTo } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

// A manager runs the store's people: adds someone by phone with a role, changes a
// member's role and removes one after asking. The fake server keeps the list, as the
// real one does; merchant-wide members are shown but not changed here.
const user = (id: string, nickname: string, phone: string) => ({
  model: { id },
  nickname,
  phone,
  phoneRegionCode: '86',
});

function network(options: { refuseAdd?: boolean } = {}) {
  let list = [
    { id: '1', merchantId: '5', storeId: '7', role: StaffRole.STAFF, user: user('11', 'Lin', '13800000011') },
    { id: '2', merchantId: '5', storeId: '0', role: StaffRole.MANAGER, user: user('12', 'Chen', '13800000012') },
    { id: '3', merchantId: '5', storeId: '7', role: StaffRole.MANAGER, user: user('13', 'Wu', '13800000013') },
  ];
  return fakeNetwork([
    ...PERMITTED_STORE,
    answer(StoreStaffService.method.listStoreStaff, () => ({ list })),
    answer(
      StoreStaffService.method.addStoreStaff,
      options.refuseAdd
        ? refusal('permission_denied', 'no store permission', 403)
        : (r) => {
            const { phone, role, ...name } = JSON.parse(r.body!) as {
              phone: string;
              role: keyof typeof StaffRole;
              lastName?: string;
              firstName?: string;
            };
            const found = list.find((m) => m.user.phone === phone);
            const member = found
              ? { ...found, role: StaffRole[role] }
              : { id: '4', merchantId: '5', storeId: '7', role: StaffRole[role], user: user('14', '', phone), ...name };
            list = [...list.filter((m) => m.id !== member.id), member];
            return { staffMember: member };
          },
    ),
    answer(StoreStaffService.method.removeStoreStaff, (r) => {
      list = list.filter((m) => m.id !== JSON.parse(r.body!).staffMemberId);
      return {};
    }),
  ]);
}

const rows = (c: HTMLElement) =>
  Array.from(c.querySelectorAll('.store-staff-row')).map((row) =>
    [row.querySelector('.setup-list__title')?.textContent, row.querySelector('.setup-list__sub')?.textContent].join(
      ' | ',
    ),
  );
async function type(container: HTMLElement, selector: string, value: string) {
  const input = container.querySelector(`${selector} taro-input-core`)!;
  await act(async () => {
    (input as HTMLInputElement).value = value;
    input.dispatchEvent(new CustomEvent('input', { detail: { value }, bubbles: true }));
  });
}
const rowNamed = (c: HTMLElement, name: string) =>
  Array.from(c.querySelectorAll('.store-staff-row')).find(
    (row) => row.querySelector('.setup-list__title')?.textContent === name,
  )!;
const tap = (el: Element) => act(async () => fireEvent.click(el));

describe('the store’s staff', () => {
  beforeEach(() => {
    resetHostUi();
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never);
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists managers first, then staff, then the merchant’s people, who cannot be changed here', async () => {
    const { container } = await bootPage(StoreStaffPage, { store: createTestStore({ request: network().request }) });
    await waitFor(() =>
      expect(rows(container)).toEqual([
        'Wu | 店长 · +86 13800000013',
        'Lin | 店员 · +86 13800000011',
        'Chen | 店长 · 商户员工（所有门店） · +86 13800000012',
      ]),
    );
    expect(rowNamed(container, 'Chen').querySelector('.store-staff-row__remove')).toBeNull();
  });

  it('adds a person by phone with the role chosen, and refuses a phone that is not one', async () => {
    const net = network();
    const { container } = await bootPage(StoreStaffPage, { store: createTestStore({ request: net.request }) });
    await waitFor(() => expect(rows(container)).toHaveLength(3));
    await type(container, '.store-staff-add__number', '12');
    await tap(container.querySelector('.store-staff-add__button')!);
    expect(container.textContent).toContain('请输入正确的手机号');
    expect(sentTo(net.calls, 'AddStoreStaff')).toEqual([]);

    await type(container, '.store-staff-add__number', '139 0000 0099');
    await tap(Array.from(container.querySelectorAll('.store-staff-add__role')).find((e) => e.textContent === '店长')!);
    await tap(container.querySelector('.store-staff-add__button')!);
    await waitFor(() => expect(sentTo(net.calls, 'AddStoreStaff')).toHaveLength(1));
    expect(sentTo(net.calls, 'AddStoreStaff')[0]).toEqual({
      storeId: '7',
      phoneRegionCode: '86',
      phone: '13900000099',
      role: 'MANAGER',
    });
    await waitFor(() => expect(rows(container)).toContain('+86 13900000099 | 店长'));
  });

  it('adds a person with their name, which the list shows (family name first for a Chinese name)', async () => {
    const net = network();
    const { container } = await bootPage(StoreStaffPage, { store: createTestStore({ request: net.request }) });
    await waitFor(() => expect(rows(container)).toHaveLength(3));
    await type(container, '.store-staff-add__last-name', '陈');
    await type(container, '.store-staff-add__first-name', '美玲');
    await type(container, '.store-staff-add__number', '13900000099');
    await tap(container.querySelector('.store-staff-add__button')!);
    await waitFor(() => expect(sentTo(net.calls, 'AddStoreStaff')).toHaveLength(1));
    expect(sentTo(net.calls, 'AddStoreStaff')[0]).toMatchObject({ lastName: '陈', firstName: '美玲' });
    await waitFor(() => expect(rows(container)).toContain('陈美玲 | 店员 · +86 13900000099'));
  });

  it('changes a member’s role and removes one, each after asking', async () => {
    const net = network();
    const { container } = await bootPage(StoreStaffPage, { store: createTestStore({ request: net.request }) });
    await waitFor(() => expect(rows(container)).toHaveLength(3));
    await tap(rowNamed(container, 'Lin').querySelector('.store-staff-row__role')!);
    await waitFor(() => expect(modalText()).toBe('把 Lin 设为店长？'));
    await act(async () => confirmModal());
    await waitFor(() => expect(sentTo(net.calls, 'AddStoreStaff')).toHaveLength(1));
    expect(sentTo(net.calls, 'AddStoreStaff')[0]).toMatchObject({ phone: '13800000011', role: 'MANAGER' });
    await waitFor(() => expect(rows(container)).toContain('Lin | 店长 · +86 13800000011'));

    await tap(rowNamed(container, 'Wu').querySelector('.store-staff-row__remove')!);
    await waitFor(() => expect(modalText()).toContain('把 Wu 从 Jade Garden · The Bund 移除？'));
    await act(async () => confirmModal());
    await waitFor(() => expect(sentTo(net.calls, 'RemoveStoreStaff')).toEqual([{ storeId: '7', staffMemberId: '3' }]));
    await waitFor(() => expect(rows(container).map((r) => r.split(' | ')[0])).toEqual(['Lin', 'Chen']));
    await waitFor(() => expect(toastText()).toBe('已移除'));
  });

  it('shows the server’s refusal to someone who is not a manager, and the list stays', async () => {
    const net = network({ refuseAdd: true });
    const { container } = await bootPage(StoreStaffPage, { store: createTestStore({ request: net.request }) });
    await waitFor(() => expect(rows(container)).toHaveLength(3));
    await type(container, '.store-staff-add__number', '13900000099');
    await tap(container.querySelector('.store-staff-add__button')!);
    await waitFor(() => expect(toastText() || modalText()).toBe('没有门店权限'));
    expect(rows(container)).toHaveLength(3);
  });
});
