import { MerchantMallService } from '@/gen/mall/v1/merchant_mall_service_pb';
import { answer, fieldsOf, refusal } from '../support/fake-network';
import { StoreMallOrderService } from '@/gen/mall/v1/store_mall_order_service_pb';
import { StoreMallConfigService } from '@/gen/mall/v1/store_mall_config_service_pb';
import Taro from '@tarojs/taro';
import { waitFor } from '@testing-library/react';
import MallConfigPage from '@/pages/sub-store/mall-config/index';
import MallOrderDetailPage from '@/pages/sub-store/mall-order-detail/index';
import MallOrderListPage from '@/pages/sub-store/mall-order-list/index';
import MallProductEditPage from '@/pages/sub-store/mall-product-edit/index';
import MallProductListPage from '@/pages/sub-store/mall-product-list/index';
import MallSalePlanPage from '@/pages/sub-store/mall-sale-plan/index';
import MallSkuEditPage from '@/pages/sub-store/mall-sku-edit/index';
import { bootPage } from '../support/boot-page';
import { openPages } from '../support/host-navigation';
import { confirmModal, modalText, resetHostUi, toastText } from '../support/host-ui';
import { fill, formError, save, sentTo, tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';
import { GIFT_SET, GIFT_SPEC, mallStaffNetwork, PLAN, WINE } from './mall-staff-network';

const page = (name: string) => `/pages/sub-store/${name}/index`;
const shown = () => toastText() || modalText();

async function open(
  Page: Parameters<typeof bootPage>[0],
  name: string,
  params: Record<string, string>,
  network = mallStaffNetwork(),
) {
  const booted = await bootPage(Page, {
    path: page(name),
    params,
    store: createTestStore({ request: network.request }),
  });
  return { ...booted, network };
}

beforeEach(() => {
  resetHostUi();
  jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never);
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
});
afterEach(() => jest.restoreAllMocks());

describe('the staff mall catalogue', () => {
  it('finds products by title or quick code and by listed or unlisted', async () => {
    const { container } = await open(MallProductListPage, 'mall-product-list', {});
    const titles = () =>
      Array.from(container.querySelectorAll('.mall-product-list__row .setup-list__title')).map((e) => e.textContent);
    await waitFor(() => expect(titles()).toEqual(['Mooncake gift set', 'Vintage wine']));
    // The lowest SKU price, bare: the merchant's catalogue is priced in each store's own currency.
    expect(container.querySelector('.mall-product-list__row')?.textContent).toContain('158.50 起');
    await fill(container, 'search', 'w15');
    expect(titles()).toEqual(['Vintage wine']);
    await fill(container, 'search', '');
    await tap(container.querySelector('.mall-product-list__filter--LISTED'));
    expect(titles()).toEqual(['Mooncake gift set']);
    await fill(container, 'search', 'wine');
    expect(container.textContent).toContain('没有符合条件的商品');
  });

  it('asks for a title before saving a new product, then creates it unlisted with what was typed', async () => {
    const network = mallStaffNetwork([
      answer(MerchantMallService.method.saveMallProduct, (_request, input) => ({
        product: { ...fieldsOf(input.product), model: { id: '303' }, merchantId: '5' },
      })),
    ]);
    const { container } = await open(MallProductEditPage, 'mall-product-edit', {}, network);
    expect(container.textContent).toContain('保存商品后可添加规格和 SKU');
    await fill(container, 'weight', '12.5');
    await save(container);
    expect(formError(container)).toBe('请填写商品标题');
    await fill(container, 'title', '  Osmanthus wine  ');
    await save(container);
    expect(formError(container)).toBe('重量须为 0 到 1000000 之间的整数');
    expect(sentTo(network.calls, 'SaveMallProduct')).toEqual([]);
    await fill(container, 'weight', '750');
    await fill(container, 'quickCode', 'OW');
    await tap(container.querySelector('.setup-field--type .setup-choice__item:nth-child(2)'));
    await save(container);
    await waitFor(() => expect(sentTo(network.calls, 'SaveMallProduct')).toHaveLength(1));
    expect(sentTo(network.calls, 'SaveMallProduct')[0]).toEqual({
      merchantId: '5',
      product: {
        title: 'Osmanthus wine',
        quickCode: 'OW',
        weight: 750,
        type: 'SET_MENU',
        stockMode: 'REAL',
        saleMode: 'NORMAL',
        status: 'UNLISTED',
        // no translations typed: none sent
        intlTitle: {},
        intlSubtitle: {},
        intlDescription: {},
      },
    });
    // saved: the specs and SKUs of the new product can be added
    await waitFor(() => expect(container.querySelector('.mall-specs')).not.toBeNull());
    expect(container.querySelector('.mall-product-editor__save-first')).toBeNull();
  });

  it('shows each SKU’s stock, sold count and what is left', async () => {
    const { container } = await open(MallProductEditPage, 'mall-product-edit', { id: '301' });
    await waitFor(() => expect(container.querySelectorAll('.mall-stock__row')).toHaveLength(2));
    const rows = Array.from(container.querySelectorAll('.mall-stock__row')).map((r) =>
      Array.from(r.children).map((c) => c.textContent),
    );
    expect(rows).toEqual([
      ['Lotus', '20', '5', '15'],
      ['Red bean', '10', '0', '10'],
    ]);
  });

  it('shows the server’s refusal when a spec with values is deleted, and keeps the spec', async () => {
    const network = mallStaffNetwork([
      answer(
        MerchantMallService.method.deleteMallSpec,
        refusal('failed_precondition', 'a spec with values cannot be deleted'),
      ),
    ]);
    const { container } = await open(MallProductEditPage, 'mall-product-edit', { id: '301' }, network);
    await waitFor(() => expect(container.querySelector('.mall-spec__delete')).not.toBeNull());
    await tap(container.querySelector('.mall-spec__delete'));
    await waitFor(() => expect(modalText()).toBe('删除规格“Flavour”？'));
    expect(sentTo(network.calls, 'DeleteMallSpec')).toEqual([]);
    confirmModal();
    await waitFor(() => expect(sentTo(network.calls, 'DeleteMallSpec')).toEqual([{ merchantId: '5', specId: '401' }]));
    await waitFor(() => expect(shown()).toBe('规格下有规格值，不能删除'));
    expect(container.querySelectorAll('.mall-spec')).toHaveLength(1);
  });

  it('adds a spec value and shows the product the server answers', async () => {
    const network = mallStaffNetwork([
      answer(MerchantMallService.method.saveMallSpecValue, {
        product: {
          ...GIFT_SET,
          specList: [
            {
              ...GIFT_SPEC,
              valueList: [...GIFT_SPEC.valueList!, { id: '503', specId: '401', value: 'Yolk' }],
            },
          ],
        },
      }),
    ]);
    const { container } = await open(MallProductEditPage, 'mall-product-edit', { id: '301' }, network);
    await waitFor(() => expect(container.querySelectorAll('.mall-spec__value')).toHaveLength(2));
    await fill(container, 'value-401', ' Yolk ');
    await tap(container.querySelector('.mall-spec__add-value'));
    await waitFor(() => expect(container.querySelectorAll('.mall-spec__value')).toHaveLength(3));
    expect(sentTo(network.calls, 'SaveMallSpecValue')).toEqual([
      { merchantId: '5', specId: '401', value: 'Yolk', intlValue: {} },
    ]);
  });

  it('sends a new value with its translations, and saves a translation typed for a value already there', async () => {
    const { container, network } = await open(MallProductEditPage, 'mall-product-edit', { id: '301' });
    await waitFor(() => expect(container.querySelectorAll('.mall-spec__value')).toHaveLength(2));
    await fill(container, 'value-401', 'Yolk');
    await fill(container, 'new-value-401-zhHans', ' 蛋黄 ');
    await fill(container, 'new-value-401-zhHant', '蛋黃');
    await tap(container.querySelector('.mall-spec__add-value'));
    await waitFor(() => expect(sentTo(network.calls, 'SaveMallSpecValue')).toHaveLength(1));
    expect(sentTo(network.calls, 'SaveMallSpecValue')[0]).toMatchObject({
      value: 'Yolk',
      intlValue: { zhHans: '蛋黄', zhHant: '蛋黃' },
    });
    // An existing value offers to save only once a translation is typed.
    const firstValue = GIFT_SPEC.valueList![0];
    expect(container.querySelector('.mall-spec__value-save')).toBeNull();
    await fill(container, `value-${firstValue.id}-en`, 'Lotus seed');
    await tap(container.querySelector('.mall-spec__value-save'));
    await waitFor(() => expect(sentTo(network.calls, 'SaveMallSpecValue')).toHaveLength(2));
    expect(sentTo(network.calls, 'SaveMallSpecValue')[1]).toMatchObject({
      valueId: firstValue.id,
      value: firstValue.value,
      intlValue: { en: 'Lotus seed' },
    });
  });

  it("writes the product's title per language once staff open the languages", async () => {
    const { container, network } = await open(MallProductEditPage, 'mall-product-edit', { id: '301' });
    await waitFor(() => expect(container.querySelector('.setup-field--languages')).not.toBeNull());
    expect(container.querySelector('.setup-field--title-zhHans')).toBeNull();
    await tap(container.querySelector('.setup-field--languages .nut-switch'));
    await fill(container, 'title-zhHans', '月饼礼盒');
    await fill(container, 'description-en', 'Baked in our kitchen');
    await save(container);
    await waitFor(() => expect(sentTo(network.calls, 'SaveMallProduct')).toHaveLength(1));
    expect(sentTo(network.calls, 'SaveMallProduct')[0]).toMatchObject({
      product: { intlTitle: { zhHans: '月饼礼盒' }, intlDescription: { en: 'Baked in our kitchen' } },
    });
  });

  it('reads a SKU price typed in yuan into cents, and refuses a malformed one before sending', async () => {
    openPages(page('mall-product-edit'), page('mall-sku-edit'));
    const network = mallStaffNetwork([answer(MerchantMallService.method.saveMallSku, { product: GIFT_SET })]);
    const { container } = await open(MallSkuEditPage, 'mall-sku-edit', { productId: '301', skuId: '601' }, network);
    await waitFor(() =>
      expect(container.querySelector('.setup-field--price input, .setup-field--price taro-input-core')).not.toBeNull(),
    );
    await fill(container, 'price', '12.345');
    await save(container);
    expect(formError(container)).toBe('请填写大于 0 的价格，最多两位小数');
    await fill(container, 'price', '199.9');
    await fill(container, 'maxQuantity', '6');
    await tap(
      Array.from(container.querySelectorAll('.setup-field--salePlan .setup-choice__item')).find(
        (e) => e.textContent === PLAN.name,
      )!,
    );
    await save(container);
    await waitFor(() => expect(sentTo(network.calls, 'SaveMallSku')).toHaveLength(1));
    expect(sentTo(network.calls, 'SaveMallSku')[0]).toEqual({
      merchantId: '5',
      skuId: '601',
      sku: {
        productId: '301',
        price: '19990',
        status: 'LISTED',
        specValueIdList: ['501'],
        salePlanId: '701',
        stock: 20,
        minQuantity: 1,
        maxQuantity: 6,
      },
    });
    await waitFor(() => expect(Taro.navigateBack).toHaveBeenCalled());
  });

  it('asks before deleting a sale plan and shows why one with SKUs stays', async () => {
    const network = mallStaffNetwork([
      answer(
        MerchantMallService.method.deleteMallSalePlan,
        refusal('failed_precondition', 'a sale plan with SKUs cannot be deleted'),
      ),
    ]);
    const { container } = await open(MallSalePlanPage, 'mall-sale-plan', {}, network);
    await waitFor(() => expect(container.querySelectorAll('.mall-plan')).toHaveLength(1));
    expect(container.querySelector('.mall-plan')?.textContent).toContain('1 个 SKU');
    await tap(container.querySelector('.mall-plan__delete'));
    await waitFor(() => expect(modalText()).toBe('删除售卖计划“Mid-autumn”？'));
    confirmModal();
    await waitFor(() => expect(shown()).toBe('销售计划下有商品规格，不能删除'));
    expect(container.querySelectorAll('.mall-plan')).toHaveLength(1);
  });

  it('renders every mall page opened with no query parameters', async () => {
    const network = mallStaffNetwork([
      answer(StoreMallOrderService.method.listStoreMallOrders, { list: [], total: 0 }),
      answer(StoreMallConfigService.method.getStoreMallConfig, { config: { storeId: '11' } }),
      answer(MerchantMallService.method.listMallProducts, { list: [WINE], total: 1 }),
    ]);
    const pages = [
      [MallProductListPage, 'mall-product-list', '新建商品'],
      [MallProductEditPage, 'mall-product-edit', '保存商品后可添加规格和 SKU'],
      [MallSkuEditPage, 'mall-sku-edit', '找不到这个商品'],
      [MallSalePlanPage, 'mall-sale-plan', '新建售卖计划'],
      [MallOrderListPage, 'mall-order-list', '没有这类订单'],
      [MallOrderDetailPage, 'mall-order-detail', '找不到这个订单'],
      [MallConfigPage, 'mall-config', '时区'],
    ] as const;
    for (const [Page, name, text] of pages) {
      const { container, unmount } = await open(Page, name, {}, network);
      await waitFor(() => expect(container.textContent).toContain(text));
      unmount();
    }
  });
});
