import Taro from '@tarojs/taro';
import { waitFor } from '@testing-library/react';
import StoreTableCreatePage from '@/pages/sub-store/store-table-create/index';
import StoreTableUpdatePage from '@/pages/sub-store/store-table-update/index';
import StoreTablePage from '@/pages/sub-store/store-table/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, refusal, timestamp, uncheckedAnswer, type Init } from '../support/fake-network';
import { StoreTable_Status, StoreTableService, type StoreTableSchema } from '@/gen/store/v1/table_pb';
import { confirmModal, modalButtons, modalText, resetHostUi, toastText } from '../support/host-ui';
import { fill, formError, PERMITTED_STORE, save, sentTo, tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

const booth = (status = StoreTable_Status.NORMAL): Init<typeof StoreTableSchema> => ({
  model: {
    id: '41',
    updateTime: timestamp(status === StoreTable_Status.NORMAL ? '2026-01-01T00:00:00Z' : '2026-01-02T00:00:00Z'),
  },
  storeId: '7',
  name: 'Booth',
  seatCapacity: 6,
  tableCount: 2,
  status,
  itemList: [
    { model: { id: '411' }, name: 'Booth-1', sort: 1 },
    { model: { id: '412' }, name: 'Booth-2', sort: 2 },
  ],
});

describe('the table form', () => {
  beforeEach(() => {
    resetHostUi();
    jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never);
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' } as never);
  });
  afterEach(() => jest.restoreAllMocks());

  async function openCreate() {
    const network = fakeNetwork([
      ...PERMITTED_STORE,
      answer(StoreTableService.method.createTable, { table: booth() }),
      answer(StoreTableService.method.queryTables, { list: [booth()] }),
    ]);
    const page = await bootPage(StoreTableCreatePage, { store: createTestStore({ request: network.request }) });
    await fill(page.container, 'name', 'Booth');
    return { ...page, network };
  }

  it('wants at least one seat and one table, in whole numbers', async () => {
    const { container, network } = await openCreate();
    await fill(container, 'seatCapacity', '0');
    await save(container);
    expect(formError(container)).toBe('座位数无效');
    await fill(container, 'seatCapacity', '2.5');
    await save(container);
    expect(formError(container)).toBe('座位数无效');
    await fill(container, 'seatCapacity', '6');
    await fill(container, 'tableCount', '0');
    await save(container);
    expect(formError(container)).toBe('桌数无效');
    expect(sentTo(network.calls, 'CreateTable')).toEqual([]);
  });

  it('keeps fixed and joined tables within the table count, and minimum people within the seats', async () => {
    const { container, network } = await openCreate();
    await fill(container, 'seatCapacity', '4');
    await fill(container, 'tableCount', '2');
    await fill(container, 'fixedTableCount', '3');
    await save(container);
    expect(formError(container)).toBe('桌数无效');
    await fill(container, 'fixedTableCount', '1');
    await fill(container, 'maxTablesPerBooking', '3');
    await save(container);
    expect(formError(container)).toBe('桌数无效');
    await fill(container, 'maxTablesPerBooking', '2');
    await fill(container, 'minSeatsPerOrder', '9');
    await save(container);
    expect(formError(container)).toBe('座位数无效');
    expect(sentTo(network.calls, 'CreateTable')).toEqual([]);
  });

  it('sends a valid table and goes back', async () => {
    const { container, network } = await openCreate();
    await fill(container, 'seatCapacity', '6');
    await fill(container, 'tableCount', '2');
    await fill(container, 'weight', '5');
    await save(container);
    await waitFor(() => expect(sentTo(network.calls, 'CreateTable')).toHaveLength(1));
    expect(sentTo(network.calls, 'CreateTable')[0]).toMatchObject({
      storeId: '7',
      table: { name: 'Booth', seatCapacity: 6, tableCount: 2, weight: 5, status: 'NORMAL' },
    });
    await waitFor(() => expect(toastText()).toBe('已保存'));
  });
});

describe('deleting a table with orders', () => {
  beforeEach(() => resetHostUi());
  afterEach(() => jest.restoreAllMocks());

  it('is refused, and the page offers to hide it instead', async () => {
    let hidden = false;
    const network = fakeNetwork([
      ...PERMITTED_STORE,
      answer(StoreTableService.method.queryTables, () => ({
        list: [booth(hidden ? StoreTable_Status.HIDDEN : StoreTable_Status.NORMAL)],
      })),
      answer(
        StoreTableService.method.deleteTable,
        refusal('failed_precondition', 'this table has orders and cannot be deleted, hide it instead', 412),
      ),
      answer(StoreTableService.method.updateTable, () => {
        hidden = true;
        return { table: booth(StoreTable_Status.HIDDEN) };
      }),
    ]);
    const { container } = await bootPage(StoreTableUpdatePage, {
      params: { id: '41' },
      store: createTestStore({ request: network.request }),
    });
    await waitFor(() => expect(container.querySelector('.store-table__delete')).not.toBeNull());
    await tap(container.querySelector('.store-table__delete'));
    await waitFor(() => expect(modalText()).toBe('确定删除“Booth”吗？'));
    await tap(document.querySelector('.taro-model__confirm'));
    await waitFor(() => expect(modalText()).toBe('该桌位已有订单，不能删除。可以隐藏它，隐藏后用餐人将无法预订。'));
    expect(modalButtons()).toEqual(['取消', '隐藏桌位']);
    confirmModal();
    await waitFor(() => expect(sentTo(network.calls, 'UpdateTable')).toHaveLength(1));
    expect(sentTo(network.calls, 'UpdateTable')[0]).toMatchObject({
      storeTableId: '41',
      table: { name: 'Booth', seatCapacity: 6, tableCount: 2, status: 'HIDDEN' },
    });
    await waitFor(() => expect(toastText()).toBe('已隐藏'));
  });

  it('lists a hidden table as hidden', async () => {
    const network = fakeNetwork([
      ...PERMITTED_STORE,
      answer(StoreTableService.method.queryTables, { list: [booth(StoreTable_Status.HIDDEN)] }),
    ]);
    const { container } = await bootPage(StoreTablePage, { store: createTestStore({ request: network.request }) });
    await waitFor(() => expect(container.querySelector('.store-table__status')?.textContent).toBe('隐藏'));
    expect(container.querySelector('.store-table__row')?.textContent).toContain('6 座 · 2 桌');
  });

  it('on a wide window edits a table beside the list, and a delete closes the editor', async () => {
    // Taro reads the window's width from the document (jsdom has none): a laptop.
    Object.defineProperty(document.documentElement, 'clientWidth', { value: 1440, configurable: true });
    try {
      const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
      let deleted = false;
      const network = fakeNetwork([
        ...PERMITTED_STORE,
        answer(StoreTableService.method.queryTables, () => ({
          list: deleted ? [] : [booth(StoreTable_Status.NORMAL)],
        })),
        answer(StoreTableService.method.deleteTable, () => {
          deleted = true;
          return {};
        }),
      ]);
      const { container } = await bootPage(StoreTablePage, { store: createTestStore({ request: network.request }) });
      await waitFor(() => expect(container.querySelector('.store-table__row')).not.toBeNull());
      await tap(container.querySelector('.store-table__row'));
      await waitFor(() => expect(container.querySelector('.list-detail__panel .store-table-form')).not.toBeNull());
      expect(container.querySelector('.setup-list__row--picked')?.textContent).toContain('Booth');
      expect(navigateTo).not.toHaveBeenCalled();
      await tap(container.querySelector('.list-detail__panel .store-table__delete'));
      await waitFor(() => expect(modalText()).toBe('确定删除“Booth”吗？'));
      await tap(document.querySelector('.taro-model__confirm'));
      await waitFor(() => expect(container.querySelector('.list-detail__panel')).toBeNull());
      expect(sentTo(network.calls, 'DeleteTable')).toHaveLength(1);
    } finally {
      delete (document.documentElement as { clientWidth?: number }).clientWidth;
    }
  });

  it('shows a retry when the list cannot load, and the tables once it can', async () => {
    let up = false;
    const network = fakeNetwork([
      ...PERMITTED_STORE,
      answer(StoreTableService.method.queryTables, () =>
        up ? { list: [booth()] } : uncheckedAnswer({ status: 503, body: {} }),
      ),
    ]);
    const { container } = await bootPage(StoreTablePage, { store: createTestStore({ request: network.request }) });
    await waitFor(() => expect(container.querySelector('.setup-state--error')).not.toBeNull());
    up = true;
    await tap(container.querySelector('.setup-state__retry'));
    await waitFor(() => expect(container.querySelector('.store-table__row')).not.toBeNull());
  });

  it('says so when the store has no tables', async () => {
    const network = fakeNetwork([...PERMITTED_STORE, answer(StoreTableService.method.queryTables, { list: [] })]);
    const { container } = await bootPage(StoreTablePage, { store: createTestStore({ request: network.request }) });
    await waitFor(() =>
      expect(container.querySelector('.setup-state--empty')?.textContent).toBe('还没有桌位，点击新建添加'),
    );
  });
});
