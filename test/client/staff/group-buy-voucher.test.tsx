import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import GroupBuyVoucherPage from '@/pages/sub-store/group-buy-voucher/index';
import ThirdPartyAuthPage from '@/pages/sub-store/third-party-auth/index';
import { StoreGroupBuyVoucherService as Vouchers } from '@/gen/booking/v1/group_buy_voucher_service_pb';
import { StoreThirdPartyBindingService as Bindings } from '@/gen/booking/v1/third_party_order_service_pb';
import type { GroupBuyVoucherUseSchema } from '@/gen/booking/v1/group_buy_voucher_service_pb';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, refusal, type CannedRoute, type Init } from '../support/fake-network';
import { PERMITTED_STORE, sentTo } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';
import { typeInto } from '../support/type-into';

// The staff voucher desk: type a code, see what it is, choose how many,
// confirm, see the result and the recent uses with an undo; the loading,
// empty, error and off states; and the authorization page naming the
// configured platform, with the POI id field Douyin links by.

const VOUCHER = {
  platform: 'MEITUAN',
  code: '0123456789',
  dealId: '501',
  title: '双人午市套餐',
  price: '16800',
  marketPrice: '22800',
  currency: 'CNY',
  availableCount: 3,
  expireTime: '2026-06-30T15:59:59Z',
};
const use = (id: string, over: Partial<Init<typeof GroupBuyVoucherUseSchema>> = {}) => ({
  id,
  platform: 'MEITUAN',
  code: '0123456789',
  title: '双人午市套餐',
  price: '16800',
  currency: 'CNY',
  useTime: '2026-05-01T02:00:00Z',
  undoDeadline: '2026-05-01T03:00:00Z',
  undoable: true,
  staffName: 'Manager X',
  ...over,
});
const bound = (platform = 'MEITUAN', isBound = true) =>
  answer(Bindings.method.getThirdPartyBinding, { binding: { platform, bound: isBound }, localAdapter: false });

async function boot(routes: CannedRoute[]) {
  const net = fakeNetwork([...PERMITTED_STORE, ...routes]);
  const page = await bootPage(GroupBuyVoucherPage, {
    path: '/pages/sub-store/group-buy-voucher/index',
    store: createTestStore({ request: net.request }),
  });
  return { net, ...page };
}

describe('group-buy-voucher', () => {
  afterEach(() => jest.restoreAllMocks());

  it('checks a typed code, uses two after asking, and shows them with an undo', async () => {
    let recent = [] as ReturnType<typeof use>[];
    const showModal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never);
    const { net, container, findByText, getByText } = await boot([
      bound(),
      answer(Vouchers.method.listGroupBuyVoucherUses, () => ({ list: recent })),
      answer(Vouchers.method.checkGroupBuyVoucher, { voucher: VOUCHER }),
      answer(Vouchers.method.useGroupBuyVoucher, () => {
        recent = [use('12'), use('11')];
        return { uses: recent };
      }),
    ]);
    expect(await findByText('本店还没有核销记录')).toBeTruthy();
    await typeInto(container.querySelector('.group-buy-voucher__input'), '0123 456 789');
    await act(async () => fireEvent.click(getByText('查询')));
    expect(await findByText('双人午市套餐')).toBeTruthy();
    expect(getByText('售价: ¥168')).toBeTruthy();
    expect(getByText('原价: ¥228')).toBeTruthy();
    expect(getByText('可核销: 3 张')).toBeTruthy();
    expect(getByText('有效期至: 2026-06-30 23:59')).toBeTruthy();
    expect(sentTo(net.calls, 'CheckGroupBuyVoucher')).toEqual([{ storeId: '7', code: '0123 456 789' }]);

    await act(async () => fireEvent.click(getByText('+')));
    await act(async () => fireEvent.click(getByText('核销 2 张')));
    expect(showModal).toHaveBeenCalledWith(
      expect.objectContaining({ content: '确认核销 2 张「双人午市套餐」？核销后只能在一小时内撤销。' }),
    );
    await waitFor(() => expect(sentTo(net.calls, 'UseGroupBuyVoucher')).toHaveLength(1));
    expect(sentTo(net.calls, 'UseGroupBuyVoucher')[0]).toMatchObject({ storeId: '7', code: '0123456789', count: 2 });
    expect(await findByText('刚刚核销')).toBeTruthy();
    // The two just used and the same two in the recent list, each with its undo.
    await waitFor(() => expect(container.querySelectorAll('.voucher-use')).toHaveLength(4));
    expect(
      Array.from(container.querySelectorAll('.voucher-use')).filter((e) => e.textContent?.includes('撤销')),
    ).toHaveLength(4);
  });

  it('uses nothing when staff decline the question', async () => {
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true } as never);
    const { net, container, findByText, getByText } = await boot([
      bound(),
      answer(Vouchers.method.listGroupBuyVoucherUses, { list: [] }),
      answer(Vouchers.method.checkGroupBuyVoucher, { voucher: VOUCHER }),
    ]);
    await typeInto(container.querySelector('.group-buy-voucher__input'), '0123456789');
    await act(async () => fireEvent.click(getByText('查询')));
    await findByText('双人午市套餐');
    await act(async () => fireEvent.click(getByText('核销 1 张')));
    expect(sentTo(net.calls, 'UseGroupBuyVoucher')).toEqual([]);
  });

  it('undoes a recent use after asking; one past its hour offers no undo', async () => {
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never);
    const { net, container, findAllByText, findByText } = await boot([
      bound(),
      answer(Vouchers.method.listGroupBuyVoucherUses, {
        list: [use('12'), use('11', { undoable: false, title: '单人早茶' })],
      }),
      answer(Vouchers.method.undoGroupBuyVoucherUse, {
        use: use('12', { undoable: false, undoTime: '2026-05-01T02:10:00Z' }),
      }),
    ]);
    const undos = await findAllByText('撤销');
    expect(undos).toHaveLength(1);
    await act(async () => fireEvent.click(undos[0]));
    expect(sentTo(net.calls, 'UndoGroupBuyVoucherUse')).toEqual([{ storeId: '7', useId: '12' }]);
    expect(await findByText('已于 2026-05-01 10:10 撤销')).toBeTruthy();
    expect(container.querySelectorAll('.voucher-use--undone')).toHaveLength(1);
  });

  it('says when a code cannot be checked and when the recent uses cannot load', async () => {
    const { container, findByText, getByText } = await boot([
      bound(),
      answer(
        Vouchers.method.listGroupBuyVoucherUses,
        refusal('unavailable', 'the third-party platform cannot be reached, please try again later', 503),
      ),
      answer(
        Vouchers.method.checkGroupBuyVoucher,
        refusal('failed_precondition', 'the third-party platform refused the request'),
      ),
    ]);
    await typeInto(container.querySelector('.group-buy-voucher__input'), '99999999');
    await act(async () => fireEvent.click(getByText('查询')));
    expect(await findByText('查不到这个券码，请核对后重试。')).toBeTruthy();
    expect(container.querySelector('.group-buy-voucher__found')).toBeNull();
    await waitFor(() =>
      expect(container.querySelector('.group-buy-voucher__recent')?.textContent).not.toContain('本店还没有核销记录'),
    );
  });

  it('with no platform on the server, says group-buying is off and offers no code entry', async () => {
    const { container, findByText } = await boot([
      bound('', false),
      answer(
        Vouchers.method.listGroupBuyVoucherUses,
        refusal('failed_precondition', 'group-buying is off: this server has no group-buying platform configured'),
      ),
    ]);
    expect(await findByText(/本服务器未开启团购功能/)).toBeTruthy();
    expect(container.querySelector('.group-buy-voucher__input')).toBeNull();
  });
});

describe('group-buy-voucher at a store not linked yet', () => {
  it('says so and offers to authorize', async () => {
    const { findByText } = await boot([
      bound('MEITUAN', false),
      answer(Vouchers.method.listGroupBuyVoucherUses, { list: [] }),
    ]);
    expect(await findByText('本店还没有授权团购平台，无法验券。')).toBeTruthy();
    expect(await findByText('去授权')).toBeTruthy();
  });
});

describe('third-party-auth names the configured platform', () => {
  it('Douyin: a POI id field links the store by it', async () => {
    const net = fakeNetwork([
      ...PERMITTED_STORE,
      bound('DOUYIN', false),
      answer(Bindings.method.bindThirdPartyPlatform, {
        binding: { platform: 'DOUYIN', bound: true, platformShopId: '7012345678', platformShopName: 'POI 7012345678' },
      }),
    ]);
    const { container, findByText, getByText, queryByText } = await bootPage(ThirdPartyAuthPage, {
      path: '/pages/sub-store/third-party-auth/index',
      store: createTestStore({ request: net.request }),
    });
    expect(await findByText('抖音生活服务')).toBeTruthy();
    expect(queryByText('美团 / 大众点评')).toBeNull();
    expect(queryByText('授权绑定')).toBeNull();
    await typeInto(container.querySelector('.third-party-auth__input'), '7012345678');
    await act(async () => fireEvent.click(getByText('关联门店')));
    await waitFor(() =>
      expect(sentTo(net.calls, 'BindThirdPartyPlatform')).toEqual([{ storeId: '7', code: '7012345678' }]),
    );
    expect(await findByText('已授权')).toBeTruthy();
  });

  it('Meituan: the authorization button and no POI field', async () => {
    const net = fakeNetwork([...PERMITTED_STORE, bound('MEITUAN', false)]);
    const { container, findByText } = await bootPage(ThirdPartyAuthPage, {
      path: '/pages/sub-store/third-party-auth/index',
      store: createTestStore({ request: net.request }),
    });
    expect(await findByText('美团 / 大众点评')).toBeTruthy();
    expect(await findByText('授权绑定')).toBeTruthy();
    expect(container.querySelector('.third-party-auth__input')).toBeNull();
  });
});
