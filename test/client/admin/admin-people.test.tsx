import { AdminMerchantService } from '@/gen/identity/v1/admin_merchant_service_pb';
import { AdminStaffService, type StaffAccessSchema } from '@/gen/identity/v1/admin_staff_service_pb';
import { StaffRole } from '@/gen/identity/v1/staff_pb';
import { AdminFeastService, type StorePermittedCreatorSchema } from '@/gen/feast/v1/admin_feast_service_pb';
import { Feast_Status, type FeastSchema } from '@/gen/feast/v1/feast_pb';
import { waitFor } from '@testing-library/react';
import AdminFeastAuditPage from '@/pages/sub/admin-feast-audit/index';
import AdminFeastCreatorsPage from '@/pages/sub/admin-feast-creators/index';
import AdminStaffPage from '@/pages/sub/admin-staff/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init, refusal, timestamp } from '../support/fake-network';
import { cancelModal, confirmModal, modalText, resetHostUi, toastText } from '../support/host-ui';
import { fill, sentTo, tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';
const merchantRoutes = [
  answer(AdminMerchantService.method.listMerchants, () => ({
    list: [{ model: { id: '3' }, name: 'Jade Garden', shortKey: 'jade' }],
  })),
  answer(AdminMerchantService.method.listMerchantStores, () => ({
    list: [
      { id: '11', merchantId: '3', name: 'Jade · Bund' },
      { id: '12', merchantId: '3', name: 'Jade · Central' },
    ],
  })),
];
const person = (
  id: string,
  nickname: string,
  phone: string,
  extra: Init<typeof StaffAccessSchema>,
): Init<typeof StaffAccessSchema> => ({
  user: { model: { id }, nickname, phone, phoneRegionCode: '86' },
  ...extra,
});
const ANNA = person('21', 'Anna', '13900000021', { role: StaffRole.MANAGER, wholeMerchant: true });
const BEN = person('22', 'Ben', '13900000022', { role: StaffRole.STAFF, storeIdList: ['11'] });

async function open(Page: Parameters<typeof bootPage>[0], path: string, net: ReturnType<typeof fakeNetwork>) {
  return bootPage(Page, { path, store: createTestStore({ request: net.request }) });
}

describe("the administrator's staff and roles", () => {
  beforeEach(() => resetHostUi());

  it('lists the merchant’s people with role and stores, and moves one to both stores', async () => {
    const net = fakeNetwork([
      ...merchantRoutes,
      answer(AdminStaffService.method.listStaffAccess, () => ({ list: [ANNA, BEN] })),
      answer(AdminStaffService.method.setStaffAccess, () => ({ access: { ...BEN, storeIdList: ['11', '12'] } })),
    ]);
    const { container } = await open(AdminStaffPage, '/pages/sub/admin-staff/index', net);
    await waitFor(() => expect(container.querySelectorAll('.admin-staff__person')).toHaveLength(2));
    const [anna, ben] = Array.from(container.querySelectorAll('.admin-staff__person'));
    expect(anna.textContent).toContain('全部门店');
    expect(anna.textContent).toContain('店长');
    // 管理员 names the platform's administrators (the admin mode) only.
    expect(anna.textContent).not.toContain('管理员');
    expect(ben.textContent).toContain('Jade · Bund');
    await tap(ben);
    const central = Array.from(container.querySelectorAll('.admin-staff__store')).find((s) =>
      s.textContent?.includes('Central'),
    );
    await tap(central!);
    await tap(container.querySelector('.admin-staff__save'));
    await waitFor(() =>
      expect(sentTo(net.calls, 'SetStaffAccess')).toEqual([
        { merchantId: '3', phoneRegionCode: '86', phone: '13900000022', role: 'STAFF', storeIdList: ['11', '12'] },
      ]),
    );
    await waitFor(() => expect(toastText()).toBe('已保存'));
  });

  it('shows the server’s reason, and removes someone only after asking', async () => {
    const net = fakeNetwork([
      ...merchantRoutes,
      answer(AdminStaffService.method.listStaffAccess, () => ({ list: [ANNA] })),
      answer(AdminStaffService.method.removeStaffAccess, () =>
        refusal('failed_precondition', 'a merchant must keep at least one merchant-wide manager', 400),
      ),
    ]);
    const { container } = await open(AdminStaffPage, '/pages/sub/admin-staff/index?merchantId=3', net);
    await waitFor(() => expect(container.querySelectorAll('.admin-staff__person')).toHaveLength(1));
    await tap(container.querySelector('.admin-staff__person'));
    await tap(container.querySelector('.admin-staff__remove'));
    await waitFor(() => expect(modalText()).toContain('将 Anna 从 Jade Garden 移除'));
    cancelModal();
    expect(sentTo(net.calls, 'RemoveStaffAccess')).toEqual([]);
    await tap(container.querySelector('.admin-staff__remove'));
    await waitFor(() => expect(modalText()).toContain('Anna'));
    confirmModal();
    await waitFor(() => expect(sentTo(net.calls, 'RemoveStaffAccess')).toEqual([{ merchantId: '3', userId: '21' }]));
    await waitFor(() => expect(document.body.textContent).toContain('商户至少要保留一位全商户店长'));
  });
});

describe("the administrator's feast creators", () => {
  beforeEach(() => resetHostUi());

  it('grants a phone at a store and revokes only after asking', async () => {
    const creator: Init<typeof StorePermittedCreatorSchema> = {
      storeId: '11',
      storeName: 'Jade · Bund',
      creator: { userId: '31', nickname: 'Cleo', phone: '13900000031' },
    };
    const net = fakeNetwork([
      ...merchantRoutes,
      answer(AdminFeastService.method.listMerchantPermittedCreators, () => ({ list: [creator] })),
      answer(AdminFeastService.method.grantPermittedCreator, () => ({ creator })),
      answer(AdminFeastService.method.revokePermittedCreator, () => ({})),
    ]);
    const { container } = await open(AdminFeastCreatorsPage, '/pages/sub/admin-feast-creators/index', net);
    await waitFor(() => expect(container.querySelectorAll('.admin-creators__row')).toHaveLength(1));
    expect(container.querySelector('.admin-creators__row')!.textContent).toContain('Jade · Bund');
    const central = Array.from(container.querySelectorAll('.setup-choice__item')).find((s) =>
      s.textContent?.includes('Central'),
    );
    await tap(central!);
    await fill(container, 'creator-phone', '13900000032');
    await tap(container.querySelector('.admin-creators__grant'));
    await waitFor(() =>
      expect(sentTo(net.calls, 'GrantPermittedCreator')).toEqual([
        { merchantId: '3', storeId: '12', phoneRegionCode: '86', phone: '13900000032' },
      ]),
    );
    await tap(container.querySelector('.admin-creators__revoke'));
    await waitFor(() => expect(modalText()).toContain('撤销 Cleo 在 Jade · Bund 发起饭局的权限'));
    confirmModal();
    await waitFor(() =>
      expect(sentTo(net.calls, 'RevokePermittedCreator')).toEqual([{ merchantId: '3', storeId: '11', userId: '31' }]),
    );
  });
});

describe("the administrator's feast audit queue", () => {
  beforeEach(() => resetHostUi());

  const feast = (id: string, title: string): Init<typeof FeastSchema> => ({
    model: { id, createTime: timestamp('2026-01-05T02:00:00Z') },
    title,
    storeName: 'Jade · Bund',
    creatorName: 'Cleo',
    status: Feast_Status.WAIT_AUDIT,
    reservationDate: '2026-02-01',
    startSecond: 64800,
    participantCount: 8,
    minParticipantCount: 3,
    depositPerPerson: '20000',
    timezone: 'Asia/Shanghai',
  });

  it('opens a feast, rejects it only with a reason and after asking, and it leaves the queue', async () => {
    const net = fakeNetwork([
      answer(AdminFeastService.method.listFeastAuditQueue, () => ({
        list: [feast('41', 'Crab night'), feast('42', 'Duck feast')],
        total: 2,
      })),
      answer(AdminFeastService.method.reviewQueuedFeast, () => ({
        feast: { ...feast('41', 'Crab night'), status: Feast_Status.CLOSED },
      })),
    ]);
    const { container } = await open(AdminFeastAuditPage, '/pages/sub/admin-feast-audit/index', net);
    await waitFor(() => expect(container.querySelectorAll('.admin-audit__row')).toHaveLength(2));
    expect(container.textContent).toContain('2 个饭局待审核');
    await tap(container.querySelector('.admin-audit__row'));
    await waitFor(() => expect(container.querySelector('.admin-audit__detail')?.textContent).toContain('Crab night'));
    expect(container.querySelector('.admin-audit__reject')?.className).toContain('disabled');
    await fill(container, 'reject-reason', 'Menu photos are missing');
    await tap(container.querySelector('.admin-audit__reject'));
    await waitFor(() => expect(modalText()).toContain('驳回「Crab night」'));
    confirmModal();
    await waitFor(() =>
      expect(sentTo(net.calls, 'ReviewQueuedFeast')).toEqual([{ feastId: '41', reason: 'Menu photos are missing' }]),
    );
    await waitFor(() => expect(container.querySelectorAll('.admin-audit__row')).toHaveLength(1));
    expect(container.querySelector('.admin-audit__row')?.textContent).toContain('Duck feast');
  });

  it('says so when nothing waits', async () => {
    const net = fakeNetwork([answer(AdminFeastService.method.listFeastAuditQueue, () => ({ list: [] }))]);
    const { container } = await open(AdminFeastAuditPage, '/pages/sub/admin-feast-audit/index', net);
    await waitFor(() => expect(container.textContent).toContain('没有待审核的饭局'));
  });
});
