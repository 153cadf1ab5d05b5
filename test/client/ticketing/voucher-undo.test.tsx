import { act, waitFor } from '@testing-library/react';
import TicketVoucherDetailPage from '@/pages/sub-store/ticket-voucher-detail/index';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { StoreTicketingService } from '@/gen/ticketing/v1/store_ticketing_service_pb';
import { TicketVoucher_Status } from '@/gen/ticketing/v1/ticketing_pb';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork } from '../support/fake-network';
import { DINER_USER } from '../support/identity-network';
import { PERMITTED_STORE } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

// A used ticket's redemption is undone by a manager of the store only (the
// server refuses other staff): the button shows to managers, not to others.
async function boot(managed: string[]) {
  const net = fakeNetwork([
    ...PERMITTED_STORE,
    answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
    answer(StaffStandingService.method.getMyStaffStanding, {
      isStaff: true,
      storeIdList: ['7'],
      managedStoreIdList: managed,
    }),
    answer(StoreTicketingService.method.getStoreTicketVoucher, {
      voucher: {
        model: { id: '12' },
        eventTitle: 'Jazz night',
        status: TicketVoucher_Status.VERIFIED,
        currency: 'CNY',
      },
    }),
  ]);
  const store = createTestStore({ request: net.request });
  store.operator.setType('STORE');
  await store.session.loadCurrentSession();
  const page = await bootPage(TicketVoucherDetailPage, {
    path: '/pages/sub-store/ticket-voucher-detail/index',
    params: { id: '12' },
    store,
  });
  await waitFor(() => expect(page.container.textContent).toContain('Jazz night'));
  await waitFor(() => expect(store.staffStanding.standing).not.toBeNull());
  await act(async () => undefined);
  return page;
}

describe('undoing a ticket redemption', () => {
  it('is offered to a manager of the store', async () => {
    const { container } = await boot(['7']);
    await waitFor(() => expect(container.textContent).toContain('撤销核销（店长）'));
  });

  it('is not offered to other staff', async () => {
    const { container } = await boot([]);
    expect(container.textContent).not.toContain('撤销核销');
  });
});
