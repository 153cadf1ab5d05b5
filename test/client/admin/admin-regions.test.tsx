import type { MessageInitShape } from '@bufbuild/protobuf';
import { type HolidayDateSchema } from '@/gen/platform/v1/reference_data_pb';
import { waitFor } from '@testing-library/react';
import AdminRegionsPage from '@/pages/sub/admin-regions/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init, refusal } from '../support/fake-network';
import { AdminReferenceDataService, type AdminRegionSchema } from '@/gen/platform/v1/admin_reference_data_service_pb';
import { cancelModal, confirmModal, modalText, resetHostUi, toastText } from '../support/host-ui';
import { fill, sentTo, tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

type AdminRegion = Init<typeof AdminRegionSchema>;

const CN: AdminRegion = {
  region: { callingCode: '86', isoCode: 'CN', name: 'Mainland China', phonePattern: '^1[3-9][0-9]{9}$', sort: 1 },
  inUse: true,
};
const QQ: AdminRegion = {
  region: { callingCode: '999', isoCode: 'QQ', name: 'Testland', phonePattern: '^[0-9]{8}$', sort: 9 },
};
const year = new Date().getFullYear();
const NEW_YEAR: Init<typeof HolidayDateSchema> = {
  date: `${year}-01-01`,
  name: "New Year's Day",
  isRestDay: true,
  regionIsoCode: 'CN',
};

function network(options: { addRefusal?: string } = {}) {
  let regions: AdminRegion[] = [CN, QQ];
  let holidays: MessageInitShape<typeof HolidayDateSchema>[] = [NEW_YEAR];
  return fakeNetwork([
    answer(AdminReferenceDataService.method.listAdminRegions, () => ({ list: regions })),
    answer(AdminReferenceDataService.method.setRegionDisabled, (_r, { callingCode, disabled }) => {
      regions = regions.map((x) => (x.region?.callingCode === callingCode ? { ...x, disabled } : x));
      return {};
    }),
    answer(AdminReferenceDataService.method.deleteRegion, () => {
      regions = [CN];
      return {};
    }),
    answer(AdminReferenceDataService.method.createRegion, () => ({})),
    answer(AdminReferenceDataService.method.listAdminHolidayDates, () => ({ list: holidays })),
    answer(AdminReferenceDataService.method.addHolidayDate, (_r, { holiday }) => {
      if (options.addRefusal) {
        return refusal('aborted', options.addRefusal, 409);
      }
      holidays = [...holidays, holiday!];
      return { holiday };
    }),
    answer(AdminReferenceDataService.method.removeHolidayDate, () => {
      holidays = [];
      return {};
    }),
  ]);
}

async function open(net: ReturnType<typeof network>) {
  const page = await bootPage(AdminRegionsPage, {
    path: '/pages/sub/admin-regions/index',
    store: createTestStore({ request: net.request }),
  });
  await waitFor(() => expect(page.container.querySelectorAll('.admin-content__region')).toHaveLength(2));
  return page;
}

describe("the administrator's regions and holiday dates", () => {
  beforeEach(() => resetHostUi());

  it('lists the regions; one in use offers no delete, and disabling asks first', async () => {
    const net = network();
    const { container } = await open(net);
    const [cn, qq] = Array.from(container.querySelectorAll('.admin-content__region'));
    expect(cn.textContent).toContain('+86 Mainland China (CN)');
    expect(cn.textContent).toContain('使用中');
    expect(cn.querySelector('.admin-content__delete-region')).toBeNull();
    expect(qq.querySelector('.admin-content__delete-region')).not.toBeNull();

    await tap(qq.querySelector('.admin-content__toggle-region'));
    await waitFor(() => expect(modalText()).toContain('停用「Testland」'));
    cancelModal();
    await waitFor(() => expect(modalText()).toBe(''));
    expect(sentTo(net.calls, 'SetRegionDisabled')).toEqual([]);

    await tap(qq.querySelector('.admin-content__toggle-region'));
    await waitFor(() => expect(modalText()).toContain('停用「Testland」'));
    confirmModal();
    await waitFor(() =>
      expect(sentTo(net.calls, 'SetRegionDisabled')).toEqual([{ callingCode: '999', disabled: true }]),
    );
    await waitFor(() =>
      expect(container.querySelectorAll('.admin-content__region')[1].textContent).toContain('已停用'),
    );
  });

  it('deletes an unused region after a confirmation', async () => {
    const net = network();
    const { container } = await open(net);
    await tap(container.querySelectorAll('.admin-content__region')[1].querySelector('.admin-content__delete-region'));
    await waitFor(() => expect(modalText()).toBe('删除「Testland」及其节假日？'));
    confirmModal();
    await waitFor(() => expect(sentTo(net.calls, 'DeleteRegion')).toEqual([{ callingCode: '999' }]));
    await waitFor(() => expect(sentTo(net.calls, 'ListAdminRegions')).toHaveLength(2));
    await waitFor(() => expect(container.querySelectorAll('.admin-content__region')).toHaveLength(1));
  });

  it("shows this year's holidays, adds one, and removes one after asking", async () => {
    const net = network();
    const { container } = await open(net);
    await waitFor(() => expect(container.querySelectorAll('.admin-content__holiday')).toHaveLength(1));
    expect(sentTo(net.calls, 'ListAdminHolidayDates')[0]).toEqual({ regionIsoCode: 'CN', year });
    await fill(container, 'holiday-date', `${year}-03-08`);
    await fill(container, 'holiday-name', ' Founders Day ');
    await tap(container.querySelector('.admin-content__add-holiday'));
    await waitFor(() =>
      expect(sentTo(net.calls, 'AddHolidayDate')).toEqual([
        { holiday: { regionIsoCode: 'CN', date: `${year}-03-08`, name: 'Founders Day', isRestDay: true } },
      ]),
    );
    await waitFor(() => expect(toastText()).toBe('已添加'));
    await waitFor(() => expect(container.querySelectorAll('.admin-content__holiday')).toHaveLength(2));

    await tap(container.querySelector('.admin-content__remove-holiday'));
    await waitFor(() => expect(modalText()).toContain(`删除 ${year}-01-01「New Year's Day」`));
    confirmModal();
    await waitFor(() => expect(container.textContent).toContain(`${year} 年没有节假日`));
  });

  it('shows the server’s reason for a duplicate holiday', async () => {
    const { container } = await open(network({ addRefusal: 'this holiday date already exists' }));
    await fill(container, 'holiday-date', `${year}-01-01`);
    await fill(container, 'holiday-name', 'Again');
    await tap(container.querySelector('.admin-content__add-holiday'));
    await waitFor(() => expect(document.body.textContent).toContain('该节假日日期已存在'));
  });
});
