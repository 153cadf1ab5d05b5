import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import {
  BookOutForm_CloseReason,
  BookOutForm_Status,
  type BookOutFormSchema,
  BookOutFormInput_Space,
} from '@/gen/booking/v1/book_out_form_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import BookOutFormCreatePage from '@/pages/sub-user/book-out-form-create/index';
import BookOutFormDetailPage from '@/pages/sub-user/book-out-form-detail/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { DinerAvailabilityService } from '@/gen/booking/v1/availability_service_pb';
import { DinerBookOutFormService } from '@/gen/booking/v1/diner_book_out_service_pb';
import { openPages, watchNavigation } from '../support/host-navigation';
import { confirmModal, resetHostUi } from '../support/host-ui';
import { A_DINER, bodyOf, callsTo } from '../support/identity-network';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import { createTestStore } from '../support/test-store';
import { typeInto } from '../support/type-into';

const CREATE = '/pages/sub-user/book-out-form-create/index';
const DETAIL = '/pages/sub-user/book-out-form-detail/index';
const SERVICE = '/grpc/operator-user/booking.v1.DinerBookOutFormService';
const FORM: Init<typeof BookOutFormSchema> = {
  model: { id: '41' },
  status: BookOutForm_Status.WAIT_STORE_CONFIRM,
  storeName: 'Jade Garden',
  shiftName: 'Dinner',
  // a Macau store: the budget is in patacas
  currency: 'MOP',
  shiftIntlName: { zhHans: '晚市' },
  fields: {
    storeId: '5',
    preferredDate: '2026-12-24',
    storeShiftId: '9',
    adultCount: 12,
    childCount: 0,
    budget: '800000',
    space: BookOutFormInput_Space.WHOLE_RESTAURANT,
    diner: { lastName: 'Lin', phone: '13800000001', phoneRegionCode: '86' },
  },
};

beforeEach(() => {
  resetHostUi();
});

describe('a private dining request', () => {
  it('says what is missing in the spec’s words until a shift is chosen, then sends it and opens it', async () => {
    openPages('/pages/sub-user/store-detail/index', CREATE);
    const nav = watchNavigation();
    const network = fakeNetwork([
      answer(DinerAvailabilityService.method.queryBookingInventory, {
        list: [
          { storeShiftId: '8', name: 'Lunch' },
          { storeShiftId: '9', name: 'Dinner', intlName: { zhHans: '晚市' } },
        ],
      }),
      answer(DinerBookOutFormService.method.createBookOutForm, { form: FORM }),
      answer(StoreService.method.queryStores, {
        list: [{ model: { id: '5' }, name: 'Jade Garden', timezone: 'Asia/Macau', currency: 'MOP' }],
        total: 1,
      }),
    ]);
    const { container } = await bootPage(BookOutFormCreatePage, {
      path: CREATE,
      params: { storeId: '5' },
      diner: true,
      store: createTestStore({ request: network.request }),
    });
    await waitFor(() => expect(container.querySelectorAll('.book-out-create__shift')).toHaveLength(2));
    expect(container.querySelector('.book-out-create__problem')?.textContent).toBe(
      '包场申请需要填写用餐人、日期、成人人数和时间',
    );
    fireEvent.click(
      Array.from(container.querySelectorAll('.book-out-create__shift')).find((e) => e.textContent === '晚市')!,
    );
    await typeInto(container.querySelector('.book-out-create__adults'), '12');
    fireEvent.click(container.querySelector('.book-out-create__space--WHOLE_RESTAURANT')!);
    await waitFor(() =>
      expect(container.querySelector('.book-out-create__budgetYuan')?.textContent).toContain('预算（澳门元，选填）'),
    );
    await typeInto(container.querySelector('.book-out-create__budgetYuan'), '8000.5');
    expect(container.querySelector('.book-out-create__problem')).toBeNull();
    await act(async () => {
      fireEvent.click(container.querySelector('.book-out-create__submit')!);
    });
    await waitFor(() => expect(callsTo(network.calls, `${SERVICE}/CreateBookOutForm`)).toHaveLength(1));
    expect(bodyOf(callsTo(network.calls, `${SERVICE}/CreateBookOutForm`)[0])).toMatchObject({
      fields: { storeId: '5', storeShiftId: '9', adultCount: 12, budget: '800050', space: 'WHOLE_RESTAURANT' },
    });
    await waitFor(() => expect(nav.opened()).toEqual([`${DETAIL}?id=41`]));
  });

  it('fills in the contact with the name the diner books under', async () => {
    const network = fakeNetwork([
      answer(DinerAvailabilityService.method.queryBookingInventory, { list: [] }),
      answer(UserDinerService.method.listUserDiners, { list: [A_DINER] }),
    ]);
    const { container } = await bootPage(BookOutFormCreatePage, {
      path: CREATE,
      params: { storeId: '5' },
      diner: true,
      store: createTestStore({ request: network.request }),
    });
    const name = () => container.querySelector<HTMLInputElement>('.book-out-create__name input')?.value;
    await waitFor(() => expect(name()).toBe('李雷'));
  });

  it('shows where it stands and withdraws it after asking', async () => {
    openPages(DETAIL);
    let status = BookOutForm_Status.WAIT_STORE_CONFIRM;
    const network = fakeNetwork([
      answer(DinerBookOutFormService.method.getMyBookOutForm, () => ({ form: { ...FORM, status } })),
      answer(DinerBookOutFormService.method.cancelMyBookOutForm, () => {
        status = BookOutForm_Status.CLOSED;
        return { form: { ...FORM, status, closeReason: BookOutForm_CloseReason.CREATOR_CANCEL } };
      }),
    ]);
    const { container } = await bootPage(BookOutFormDetailPage, {
      path: DETAIL,
      params: { id: '41' },
      diner: true,
      store: createTestStore({ request: network.request }),
    });
    await waitFor(() =>
      expect(container.querySelector('.book-out-detail__hint')?.textContent).toBe('门店收到申请后会尽快确认'),
    );
    expect(container.textContent).toContain('2026-12-24 · 晚市');
    expect(container.textContent).toContain('澳门元 8,000');
    expect(container.textContent).not.toContain('¥');
    fireEvent.click(container.querySelector('.book-out-detail__cancel')!);
    await waitFor(() => expect(document.querySelector('.taro-modal__text')?.textContent).toBe('撤回这份包场申请？'));
    expect(callsTo(network.calls, `${SERVICE}/CancelMyBookOutForm`)).toHaveLength(0);
    await act(async () => {
      confirmModal();
    });
    await waitFor(() => expect(container.textContent).toContain('你已撤回申请'));
    expect(callsTo(network.calls, `${SERVICE}/CancelMyBookOutForm`)).toHaveLength(1);
    expect(container.querySelector('.book-out-detail__cancel')).toBeNull();
  });
});
